import type { TaxData } from '../../domain/invoicing/tax-data-rules';
import type { IssuedInvoice } from './invoicing.ports';

// Replacing an invoice made wrongly (decision 070): what the correction form starts from, and the page's list of
// invoices once the new one is issued and the old one cancelled.

/** The data this visit invoiced with when they are the invoice's (same RFC), else only its RFC and the e-mail. */
export function reissueForm(current: TaxData, invoice: IssuedInvoice): TaxData {
  return current.rfc.trim().toUpperCase() === invoice.rfc ? { ...current } : { useCfdi: '', name: '', cp: '', regimen_fiscal: '', rfc: invoice.rfc, email: current.email };
}

/**
 * The answer's invoices in the page's list: the new one where the old one was, the old one after it, cancelled and
 * naming its substitute (serie-folio).
 */
export function mergeReissued(invoices: readonly IssuedInvoice[], oldId: number, answered: readonly IssuedInvoice[]): IssuedInvoice[] {
  const fresh = answered.find((i) => i.invoiceId !== oldId && i.status === 'complete');
  if (!fresh) return [...invoices];
  const substitutedBy = `${fresh.serie}-${fresh.folio}`;
  return invoices.flatMap((i) => (i.invoiceId === oldId ? [fresh, { ...i, status: 'cancelled' as const, substitutedBy }] : [i]));
}
