// What the concepts table shows for each payment, and which payments a request may invoice (docs/rules/invoicing.md#what-may-be-invoiced).
import { invoicingLimitDate, isPointsPayment, withinInvoicingDeadline } from '../../../domain/invoicing/invoicing-rules';
import { localDate } from '../../platform/clock';
import type { PaymentFacts } from './invoicing.queries';

// Store payments are invoiced by the store's own receipt (docs/rules/booking.md#the-invoicing-step: they do not reach the invoicing step).
const STORE_TYPES = ['oxxo', 'openpay'];

export interface PaymentRow {
  payment_id: number;
  concept: string;
  amount: number;
  payment_type: string;
  payment_method: string;
  can_invoice: boolean;
  can_resend: boolean;
  invoiced: boolean;
  refund: boolean;
  invoice_id: number | null;
  /** The last day this payment can be invoiced. */
  limit_invoicing_date: string;
}

export function paidOn(p: PaymentFacts): string {
  return localDate(p.paidAt);
}

export function paymentRow(p: PaymentFacts): PaymentRow {
  const blocked = isPointsPayment(p.type) || STORE_TYPES.includes(p.type) || p.refund || p.invoiced;
  return {
    payment_id: p.id,
    concept: p.concept,
    amount: Number(p.amount),
    payment_type: p.type,
    payment_method: p.method ?? p.type,
    can_invoice: !blocked,
    can_resend: p.invoiced && p.invoiceId !== null,
    invoiced: p.invoiced,
    refund: p.refund,
    invoice_id: p.invoiceId,
    limit_invoicing_date: invoicingLimitDate(paidOn(p)),
  };
}

export type PaymentRefusal = 'sale_payment_not_found' | 'cannot_invoice_points' | 'payment_refunded' | 'payment_already_invoiced' | 'limit_invoicing_date';

/** Why a payment cannot be invoiced today, checked in this order; undefined when it can. */
export function invoiceRefusal(p: PaymentFacts | undefined, today: string): PaymentRefusal | undefined {
  if (!p || STORE_TYPES.includes(p.type)) return 'sale_payment_not_found';
  if (isPointsPayment(p.type)) return 'cannot_invoice_points';
  if (p.refund) return 'payment_refunded';
  if (p.invoiced) return 'payment_already_invoiced';
  if (!withinInvoicingDeadline(paidOn(p), today)) return 'limit_invoicing_date';
  return undefined;
}
