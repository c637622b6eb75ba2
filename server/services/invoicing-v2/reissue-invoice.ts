// reissueInvoice (decision 063): an invoice made wrongly (another RFC, name, regime or use) is cancelled and issued
// again by the reservation's proved contact, as SAT's substitution asks: first the new CFDI for the same payments,
// naming the old one (relation 04); then the old one cancelled with motive 01 and the new UUID. The new one is
// e-mailed like a first invoice.
import { normalizeRfc } from '../../../domain/invoicing/rfc';
import { taxDataIssues } from '../../../domain/invoicing/tax-data-rules';
import { successMessages } from '../../../domain/errors/catalogue.gen';
import { inTransaction } from '../../db/database';
import { issueCfdi, type InvoicingEngine } from '../../invoicing/invoicing-engine';
import { amountToCents } from '../../invoicing/cfdi-amounts';
import { busTicketsDescription } from '../../invoicing/cfdi-build';
import type { Lang } from '../../http/envelope';
import { success, type FailureItem, type FailureStatus, type Outcome } from '../../platform/failure';
import type { ResolvedDeps } from '../service-deps';
import { insertInvoice, invoicesByIds, invoiceView, paymentsOfInvoice, reservationForInvoicing, saveReceiver, takeForReplacing, updateInvoice, type InvoiceRow } from '../invoicing';
import { queueInvoiceEmail } from './invoice-mail';
import { emptyFieldErrors, unexpectedValueErrors, type GenerateBody } from './invoice-request';
import type { InvoiceResult } from './generate-invoice';

type V2 = 'invoicing-v2';
const refused = (status: FailureStatus, errors: Array<FailureItem<V2>>) => ({ ok: false as const, status, errors });

export type ReissueBody = Omit<GenerateBody, 'payments'> & { invoice_id: number };

/** Cancels `old` at SAT naming `substitute`; on success it is marked cancelled. */
async function cancelReplaced(deps: ResolvedDeps, engine: InvoicingEngine, old: InvoiceRow, substitute: { id: number; uuid: string }, pacName: string | undefined): Promise<boolean> {
  const pac = engine.pacs.get(old.pac ?? pacName ?? engine.issuer.pac) ?? engine.pacs.get(engine.issuer.pac)!;
  const cancelled = await pac.cancel({ uuid: old.uuid ?? '', issuerRfc: engine.issuer.rfc, receiverRfc: old.rfc, total: Number(old.total).toFixed(2), motive: '01', substitute: substitute.uuid });
  const now = deps.clock.now();
  await updateInvoice(deps.db, old.id, cancelled.ok ? { status: 'cancelled', substitutedBy: substitute.id, cancelledAt: now } : { status: 'complete', substitutedBy: substitute.id });
  return cancelled.ok;
}

export async function reissueInvoice(deps: ResolvedDeps, engine: InvoicingEngine, code: string, body: ReissueBody, lang: Lang): Promise<Outcome<InvoiceResult, V2>> {
  const empty = emptyFieldErrors({ ...body, payments: [body.invoice_id] }, true);
  if (empty.length > 0) return refused(400, empty);
  const unexpected = unexpectedValueErrors({ ...body, payments: [] }, engine.pacs);
  if (unexpected.length > 0) return refused(400, unexpected);
  const found = await reservationForInvoicing<V2>(deps, { code, brandId: body.brand_id ?? 0, credentials: { token: body.token, lastName: body.last_name } }, engine.brandId, true);
  if (!found.ok) return found;
  const issues = taxDataIssues(body);
  if (issues.length > 0) return refused(400, issues.map((i) => ({ code: i.code as FailureItem<V2>['code'], field: i.field })));
  const { loaded } = found.value;
  const [old] = await invoicesByIds(deps.db, loaded.row.id, [body.invoice_id]);
  if (!old || old.status === 'cancelled') return refused(404, [{ code: 'invoice_id_not_found', field: 'invoice_id' }]);

  // Already substituted, its cancellation refused last time: cancel it now, nothing new is stamped.
  const [earlier] = old.substitutedBy ? await invoicesByIds(deps.db, loaded.row.id, [old.substitutedBy]) : [];
  if (earlier?.status === 'complete' && earlier.uuid) {
    if (!(await takeForReplacing(deps.db, old.id))) return refused(409, [{ code: 'invoice_status_incomplete' }]);
    if (!(await cancelReplaced(deps, engine, old, { id: earlier.id, uuid: earlier.uuid }, body.pac))) return refused(503, [{ code: 'cannot_cancel_invoice' }]);
    return success({ message: successMessages['invoicing-v2'].invoice_generated[lang], invoices: [invoiceView(earlier), invoiceView({ ...old, status: 'cancelled' })] });
  }
  if (old.status !== 'complete' || !old.uuid) return refused(409, [{ code: 'invoice_status_incomplete' }]);

  const now = deps.clock.now();
  const rfc = normalizeRfc(body.rfc);
  const paymentIds = await paymentsOfInvoice(deps.db, old.id);
  const selected = found.value.payments.filter((p) => paymentIds.includes(p.id));
  const newId = await inTransaction(deps.db, async (tx) => {
    if (!(await takeForReplacing(tx, old.id))) return null;
    const values = { reservationId: loaded.row.id, rfc, name: body.name.trim(), email: body.email.trim(), postalCode: body.cp.trim() };
    return insertInvoice(tx, { ...values, regimenFiscal: body.regimen_fiscal, cfdiUse: body.useCfdi, total: old.total, createdAt: now, lang, serie: engine.issuer.serie }, paymentIds);
  });
  if (newId === null) return refused(409, [{ code: 'invoice_status_incomplete' }]);

  const issued = await issueCfdi(engine, {
    receiver: { rfc, nombre: body.name.trim().toUpperCase(), domicilioFiscalReceptor: body.cp.trim(), regimenFiscalReceptor: body.regimen_fiscal, usoCFDI: body.useCfdi },
    payments: selected.map((p) => ({ paymentId: p.id, concept: busTicketsDescription(loaded.row.code), amountCents: amountToCents(p.amount), type: p.type })),
    folio: String(newId),
    issuedAt: now,
    pac: body.pac,
    substitutes: [old.uuid],
  });
  if (!issued.ok) {
    // Nothing changed at SAT: the old invoice stands as it was.
    await updateInvoice(deps.db, newId, { status: 'failed' });
    await updateInvoice(deps.db, old.id, { status: 'complete' });
    return refused(500, [{ code: 'cannot_stamp_invoice' }]);
  }
  const { stamp } = issued.data;
  await inTransaction(deps.db, async (tx) => {
    await updateInvoice(tx, newId, { status: 'complete', uuid: stamp.uuid, xml: stamp.xml, document: issued.data, pac: body.pac ?? engine.issuer.pac, sentAt: now });
    const phone = (loaded.row.contactCellPhone ?? '').replace(/\D/g, '');
    const receiver = { rfc, email: body.email.trim(), name: body.name.trim(), postalCode: body.cp.trim(), regimenFiscal: body.regimen_fiscal, cfdiUse: body.useCfdi, updatedAt: now };
    await saveReceiver(tx, { ...receiver, phone: phone.length >= 10 ? phone.slice(-10) : null });
    await queueInvoiceEmail(tx, deps.clock, { recipient: body.email.trim(), reservationCode: loaded.row.code, issued: issued.data, lang });
  });
  const fresh = invoiceView({ id: newId, uuid: stamp.uuid, serie: engine.issuer.serie, rfc, total: old.total, status: 'complete', createdAt: now });
  if (!(await cancelReplaced(deps, engine, old, { id: newId, uuid: stamp.uuid }, body.pac))) return refused(503, [{ code: 'cannot_cancel_invoice' }]);
  return success({ message: successMessages['invoicing-v2'].invoice_generated[lang], invoices: [fresh, invoiceView({ ...old, status: 'cancelled' })] });
}
