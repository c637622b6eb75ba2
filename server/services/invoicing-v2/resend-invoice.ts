// resendInvoice: e-mails again the invoices of the selected payments, the same XML and the same PDF, to an address
// that is checked; only the proved contact may (decision 063): the invoice shows an RFC, a name and amounts.
import { successMessages } from '../../../domain/errors/catalogue.gen';
import { isEmail } from '../../../domain/format-validators';
import { inTransaction } from '../../db/database';
import type { IssuedCfdi, InvoicingEngine } from '../../invoicing/invoicing-engine';
import type { Lang } from '../../http/envelope';
import { success, type FailureItem, type Outcome } from '../../platform/failure';
import type { ResolvedDeps } from '../service-deps';
import { reservationForInvoicing } from '../invoicing';
import { invoicesByIds } from '../invoicing';
import { queueInvoiceEmail } from './invoice-mail';
import { emptyFieldErrors } from './invoice-request';
import type { InvoiceResult } from './generate-invoice';
import { invoiceView } from '../invoicing';

type V2 = 'invoicing-v2';
const refused = (status: 400 | 404 | 409, errors: Array<FailureItem<V2>>) => ({ ok: false as const, status, errors });

export interface ResendBody {
  last_name?: string | undefined;
  token?: string | undefined;
  brand_id?: number | undefined;
  email: string;
  payments: number[];
}

export async function resendInvoice(deps: ResolvedDeps, engine: InvoicingEngine, code: string, body: ResendBody, lang: Lang): Promise<Outcome<InvoiceResult, V2>> {
  const empty = emptyFieldErrors(body, false);
  if (empty.length > 0) return refused(400, empty);
  if (!isEmail(body.email.trim())) return refused(400, [{ code: 'invalid_email', field: 'email' }]);
  const found = await reservationForInvoicing<V2>(deps, { code, brandId: body.brand_id ?? 0, credentials: { lastName: body.last_name, token: body.token } }, engine.brandId, true);
  if (!found.ok) return found;
  const invoiceIds = new Set<number>();
  for (const id of new Set(body.payments)) {
    const payment = found.value.payments.find((p) => p.id === id);
    if (!payment) return refused(404, [{ code: 'sale_payment_not_found', field: 'payments' }]);
    if (payment.invoiceId === null) return refused(404, [{ code: 'invoice_not_found', field: 'payments' }]);
    invoiceIds.add(payment.invoiceId);
  }
  const rows = await invoicesByIds(deps.db, found.value.loaded.row.id, [...invoiceIds]);
  if (rows.some((r) => r.status !== 'complete' || !r.document)) return refused(409, [{ code: 'invoice_status_incomplete' }]);
  await inTransaction(deps.db, async (tx) => {
    for (const row of rows) {
      await queueInvoiceEmail(tx, deps.clock, { recipient: body.email.trim(), reservationCode: found.value.loaded.row.code, issued: row.document as IssuedCfdi, lang: row.lang === 'en' ? 'en' : 'es' });
    }
  });
  return success({ message: successMessages['invoicing-v2'].invoice_resent[lang], invoices: rows.map(invoiceView) });
}
