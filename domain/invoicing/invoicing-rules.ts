// Which payments may be invoiced, and until when (docs/rules/invoicing.md#what-may-be-invoiced, docs/rules/invoicing.md#the-deadline).

/** Points payments (prepaid or earned) are not income of the company: never invoiced (cannot_invoice_points). */
export const POINTS_PAYMENT_TYPES: readonly string[] = ['traveller_loyalty', 'traveller_win', 'traveller_prepaid', 'traveller_purchased'];

export function isPointsPayment(type: string): boolean {
  return POINTS_PAYMENT_TYPES.includes(type);
}

/**
 * The last day on which a payment may be invoiced (`limit_invoicing_date`): the last day of the month of the
 * payment, as a YYYY-MM-DD date of the company's calendar. `paidOn` is that calendar date of the payment.
 */
export function invoicingLimitDate(paidOn: string): string {
  const [year, month] = paidOn.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0));
  return last.toISOString().slice(0, 10);
}

/** True while `today` (the company's calendar date) is on or before the payment's limit date. */
export function withinInvoicingDeadline(paidOn: string, today: string): boolean {
  return today <= invoicingLimitDate(paidOn);
}

/** The brand this site invoices for (docs/rules/invoicing.md#the-brand); the server's INVOICING_BRAND_ID. */
export const INVOICING_BRAND_ID = 1;
