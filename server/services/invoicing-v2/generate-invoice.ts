// generateInvoice: one CFDI for the selected payments of a reservation, stamped, stored and e-mailed
// (XML and PDF). A payment is claimed before stamping, so two requests never invoice it twice.
import { normalizeRfc } from '../../../domain/invoicing/rfc';
import { taxDataIssues } from '../../../domain/invoicing/tax-data-rules';
import { successMessages } from '../../../domain/errors/catalogue.gen';
import { inTransaction } from '../../db/database';
import { issueCfdi, type InvoicingEngine } from '../../invoicing/invoicing-engine';
import { amountToCents } from '../../invoicing/cfdi-amounts';
import { busTicketsDescription } from '../../invoicing/cfdi-build';
import type { Lang } from '../../http/envelope';
import { localDate } from '../../platform/clock';
import { success, type FailureItem, type FailureStatus, type Outcome } from '../../platform/failure';
import type { ResolvedDeps } from '../service-deps';
import { reservationForInvoicing } from '../invoicing';
import { claimPayments, insertInvoice, releasePayments, saveReceiver, updateInvoice } from '../invoicing';
import { invoiceRefusal, paidOn } from '../invoicing';
import { invoicingLimitDate } from '../../../domain/invoicing/invoicing-rules';
import { queueInvoiceEmail } from './invoice-mail';
import { emptyFieldErrors, unexpectedValueErrors, type GenerateBody } from './invoice-request';
import { invoiceView, type InvoiceView } from '../invoicing';

type V2 = 'invoicing-v2';
type Item = FailureItem<V2>;
const refused = (status: FailureStatus, errors: Item[]) => ({ ok: false as const, status, errors });

export interface InvoiceResult {
  message: string;
  invoices: InvoiceView[];
}

class AlreadyInvoiced extends Error {}

function mobileDigits(phone: string | null): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits.length >= 10 ? digits.slice(-10) : null;
}

export async function generateInvoice(deps: ResolvedDeps, engine: InvoicingEngine, code: string, body: GenerateBody, lang: Lang): Promise<Outcome<InvoiceResult, V2>> {
  const empty = emptyFieldErrors(body, true);
  if (empty.length > 0) return refused(400, empty);
  const unexpected = unexpectedValueErrors(body, engine.pacs);
  if (unexpected.length > 0) return refused(400, unexpected);
  const found = await reservationForInvoicing<V2>(deps, { code, brandId: body.brand_id ?? 0, credentials: { lastName: body.last_name, token: body.token } }, engine.brandId, true);
  if (!found.ok) return found;
  const { loaded, payments } = found.value;

  const today = localDate(deps.clock.now());
  const ids = [...new Set(body.payments)];
  for (const id of ids) {
    const payment = payments.find((p) => p.id === id);
    const refusal = invoiceRefusal(payment, today);
    if (refusal === 'limit_invoicing_date' && payment) return refused(400, [{ code: refusal, field: 'payments', detail: invoicingLimitDate(paidOn(payment)) }]);
    if (refusal) return refused(refusal === 'payment_already_invoiced' ? 409 : 400, [{ code: refusal, field: 'payments' }]);
  }
  const issues = taxDataIssues(body);
  if (issues.length > 0) return refused(400, issues.map((i) => ({ code: i.code as Item['code'], field: i.field })));

  const now = deps.clock.now();
  const rfc = normalizeRfc(body.rfc);
  const selected = payments.filter((p) => ids.includes(p.id));
  const total = selected.reduce((sum, p) => sum + amountToCents(p.amount), 0) / 100;
  let invoiceId: number;
  try {
    invoiceId = await inTransaction(deps.db, async (tx) => {
      if ((await claimPayments(tx, ids)).length !== ids.length) throw new AlreadyInvoiced();
      const values = { reservationId: loaded.row.id, rfc, name: body.name.trim(), email: body.email.trim(), postalCode: body.cp.trim() };
      return insertInvoice(tx, { ...values, regimenFiscal: body.regimen_fiscal, cfdiUse: body.useCfdi, total: total.toFixed(2), createdAt: now, lang, serie: engine.issuer.serie }, ids);
    });
  } catch (error) {
    if (error instanceof AlreadyInvoiced) return refused(409, [{ code: 'payment_already_invoiced', field: 'payments' }]);
    throw error;
  }

  const issued = await issueCfdi(engine, {
    receiver: { rfc, nombre: body.name.trim().toUpperCase(), domicilioFiscalReceptor: body.cp.trim(), regimenFiscalReceptor: body.regimen_fiscal, usoCFDI: body.useCfdi },
    payments: selected.map((p) => ({ paymentId: p.id, concept: busTicketsDescription(loaded.row.code), amountCents: amountToCents(p.amount), type: p.type })),
    folio: String(invoiceId),
    issuedAt: now,
    pac: body.pac,
  });
  if (!issued.ok) {
    // Not stamped: the payments are free to invoice again, the row stays as a record of the attempt.
    await updateInvoice(deps.db, invoiceId, { status: 'failed' });
    await releasePayments(deps.db, ids);
    return refused(500, [{ code: 'cannot_stamp_invoice' }]);
  }

  const { stamp } = issued.data;
  await inTransaction(deps.db, async (tx) => {
    await updateInvoice(tx, invoiceId, { status: 'complete', uuid: stamp.uuid, xml: stamp.xml, document: issued.data, pac: body.pac ?? engine.issuer.pac, sentAt: now });
    await saveReceiver(tx, {
      rfc,
      email: body.email.trim(),
      // The quick screen asks for 10 digits: the national part of the contact's E.164 mobile.
      phone: mobileDigits(loaded.row.contactCellPhone),
      name: body.name.trim(),
      postalCode: body.cp.trim(),
      regimenFiscal: body.regimen_fiscal,
      cfdiUse: body.useCfdi,
      updatedAt: now,
    });
    await queueInvoiceEmail(tx, deps.clock, { recipient: body.email.trim(), reservationCode: loaded.row.code, issued: issued.data, lang });
  });
  const view = invoiceView({ id: invoiceId, uuid: stamp.uuid, serie: engine.issuer.serie, rfc, total: total.toFixed(2), status: 'complete', createdAt: now });
  return success({ message: successMessages['invoicing-v2'].invoice_generated[lang], invoices: [view] });
}
