import { fromPromise, type SnapshotFrom } from 'xstate';
import { failed, ok, type Result } from '../../../domain/result';
import { invoicingMachine } from '../../../machines/invoicing/invoicing.machine';
import type { InvoiceAnswer, InvoicingReservation, TaxProfile } from '../../../machines/invoicing/invoicing.ports';
import type { InvoicingEvent } from '../../../machines/invoicing/invoicing.setup';
import { activeLeaves, type ChartModel } from '../lib/plan';

// The invoicing chart as the browser path tests explore it: a traveller who has just bought one ticket
// opens /facturacion, types the code and a surname (theirs, or a wrong one), picks the concept, fills the
// tax data (or asks the quick screen (docs/rules/invoicing.md#the-quick-screen) for tax data by a mobile, e-mail and RFC no invoice saved, which
// the server does not find) and generates. From done the invoice is said to be wrong, its data corrected (a postal
// code refused on the way), confirmed, and it is cancelled and issued again (decision 070); the concepts show the row
// invoiced, and it is resent to another address; once resent, the traveller starts over. Server answers are released at the path
// gate, each the one the real server gives in that state; a network failure is a gate failure.

type Snapshot = SnapshotFrom<typeof invoicingMachine>;

export const MODEL_CODE = 'MODEL1';
export const RIGHT_SURNAME = 'Peña';
export const WRONG_SURNAME = 'Nadie';
export const MODEL_PAYMENT = 1;

export const modelReservation: InvoicingReservation = {
  code: MODEL_CODE,
  limit_invoicing_date: '2026-12-31',
  can_invoice: true,
  // Found by the surname: the contact is not proved, invoicing asks for a code (decision 063).
  proof: false,
  contact: { email: 'an***@correo.mx', phone: '•••• 4567' },
  payments: [{ payment_id: MODEL_PAYMENT, concept: 'reservation', amount: 1085, payment_type: 'credit', payment_method: 'card', can_invoice: true, can_resend: false, invoiced: false, refund: false }],
};

/** The same reservation once its payment is invoiced: the row can be resent, no longer invoiced. */
export const invoicedReservation: InvoicingReservation = {
  ...modelReservation,
  can_invoice: false,
  payments: modelReservation.payments.map((p) => ({ ...p, can_invoice: false, can_resend: true, invoiced: true })),
};

export const validTaxData = { useCfdi: 'G03', name: 'María Olivia Martínez Sagaz', email: 'factura@example.mx', cp: '80290', rfc: 'MASO451221PM4', regimen_fiscal: '612' };
export const RESEND_EMAIL = 'otra@example.mx';
/** The invoice generate answers; the browser downloads the one its server issued, the only one on the page. */
export const MODEL_INVOICE = { invoiceId: 1, serie: 'A', folio: '1', uuid: null, rfc: 'MASO451221PM4', status: 'complete' as const };
/** The invoice issued again in its place (reissueInvoice), and the corrections typed (decision 070). */
export const REISSUED_INVOICE = { invoiceId: 2, serie: 'A', folio: '2', uuid: null, rfc: 'MASO451221PM4', status: 'complete' as const };
export const CORRECTED_NAME = 'María Olivia Martínez Sagaz de León';
export const BAD_CP = '8029';
/** The one-time code the outbox holds for the path's reservation; the browser types the one sent. */
export const PROOF_CODE = '482913';
/** The quick screen's search: a well-formed mobile, e-mail and RFC that no invoice ever saved. */
export const UNSAVED_QUICK = { phone: '3221234567', email: 'nunca@example.mx', rfc: 'MASO451221PM4' };

export type InvoicingPathEvent =
  | InvoicingEvent
  | { type: 'xstate.done.actor.lookupReservation'; output: Result<InvoicingReservation> }
  | { type: 'xstate.error.actor.lookupReservation'; error: unknown }
  | { type: 'xstate.done.actor.generateInvoice'; output: Result<InvoiceAnswer> }
  | { type: 'xstate.error.actor.generateInvoice'; error: unknown }
  | { type: 'xstate.done.actor.resendInvoice'; output: Result<InvoiceAnswer> }
  | { type: 'xstate.done.actor.downloadInvoice'; output: Result<{ fileName: string }> }
  | { type: 'xstate.error.actor.downloadInvoice'; error: unknown }
  | { type: 'xstate.error.actor.resendInvoice'; error: unknown }
  | { type: 'xstate.done.actor.findTaxData'; output: Result<TaxProfile> }
  | { type: 'xstate.error.actor.findTaxData'; error: unknown }
  | { type: 'xstate.done.actor.sendProofCode'; output: Result<{ sentTo: string }> }
  | { type: 'xstate.error.actor.sendProofCode'; error: unknown }
  | { type: 'xstate.done.actor.proveContact'; output: Result<{ linkToken: string }> }
  | { type: 'xstate.error.actor.proveContact'; error: unknown }
  | { type: 'xstate.done.actor.reissueInvoice'; output: Result<InvoiceAnswer> }
  | { type: 'xstate.error.actor.reissueInvoice'; error: unknown };

const notFound: InvoicingPathEvent = { type: 'xstate.done.actor.lookupReservation', output: failed('reservation_not_found', { field: 'code' }) };
// Back from done (the chart keeps its message), the lookup shows the payment invoiced; looked up with the code's
// link token, the contact is proved.
const found = (invoiced: boolean, proved: boolean): InvoicingPathEvent => ({ type: 'xstate.done.actor.lookupReservation', output: ok({ ...(invoiced ? invoicedReservation : modelReservation), proof: proved }) });

function eventsOf(snapshot: Snapshot): InvoicingPathEvent[] {
  const c = snapshot.context;
  if (snapshot.matches('lookup')) {
    return [
      { type: 'lookup.edit', field: 'code', value: MODEL_CODE },
      { type: 'lookup.edit', field: 'lastName', value: c.lastName === RIGHT_SURNAME ? WRONG_SURNAME : RIGHT_SURNAME },
      { type: 'lookup.submit' },
    ];
  }
  if (snapshot.matches('lookingUp')) return [c.lastName === RIGHT_SURNAME || c.token !== null ? found(c.message !== null, c.token !== null) : notFound, { type: 'xstate.error.actor.lookupReservation', error: 'network' }];
  // Proof of the contact (decision 063): a code to the booking's e-mail, typed from the outbox.
  // The shortest proof: the other moves are the machine tests' (machines/invoicing/invoicing.machine.test.ts).
  if (snapshot.matches({ proving: 'choosing' })) return [{ type: 'proof.send', channel: 'email' }];
  if (snapshot.matches({ proving: 'sending' })) return [{ type: 'xstate.done.actor.sendProofCode', output: ok({ sentTo: 'an***@correo.mx' }) }];
  if (snapshot.matches({ proving: 'entering' })) return [{ type: 'proof.submit', code: PROOF_CODE }];
  if (snapshot.matches({ proving: 'verifying' })) return [{ type: 'xstate.done.actor.proveContact', output: ok({ linkToken: 'PROOF-LINK-TOKEN' }) }];
  if (snapshot.matches('concepts')) {
    if (!c.reservation?.payments.every((p) => p.invoiced)) return [{ type: 'concept.toggle', paymentId: MODEL_PAYMENT }, { type: 'concepts.invoice' }];
    return [{ type: 'concept.toggle', paymentId: MODEL_PAYMENT }, { type: 'resend.edit', value: RESEND_EMAIL }, { type: 'concepts.resend' }];
  }
  if (snapshot.matches('taxData')) return [{ type: 'tax.fill', profile: validTaxData }, { type: 'tax.submit' }, { type: 'tax.back' }, { type: 'quick.search', ...UNSAVED_QUICK }];
  if (snapshot.matches('findingTaxData')) return [{ type: 'xstate.done.actor.findTaxData', output: failed('tax_data_not_found') }, { type: 'xstate.error.actor.findTaxData', error: 'network' }];
  if (snapshot.matches('generating')) {
    return [{ type: 'xstate.done.actor.generateInvoice', output: ok({ message: 'invoice_generated', invoices: [MODEL_INVOICE] }) }, { type: 'xstate.error.actor.generateInvoice', error: 'network' }];
  }
  if (snapshot.matches('resending')) return [{ type: 'xstate.done.actor.resendInvoice', output: ok({ message: 'invoice_resent', invoices: [MODEL_INVOICE] }) }, { type: 'xstate.error.actor.resendInvoice', error: 'network' }];
  // The invoice's PDF saved on the device; the files' refusals are the server's tests (tests/server/invoicing-files.test.ts).
  if (snapshot.matches({ done: 'downloading' })) return [{ type: 'xstate.done.actor.downloadInvoice', output: ok({ fileName: 'invoice.pdf' }) }, { type: 'xstate.error.actor.downloadInvoice', error: 'network' }];
  // Replacing it (decision 070): a postal code that is not one, put right; the name corrected; reviewed and confirmed.
  if (snapshot.matches({ done: 'correcting' })) {
    const edits: InvoicingPathEvent[] = [];
    if (c.form.cp === BAD_CP) edits.push({ type: 'tax.edit', field: 'cp', value: validTaxData.cp });
    else if (c.form.name !== CORRECTED_NAME) edits.push({ type: 'tax.edit', field: 'cp', value: BAD_CP }, { type: 'tax.edit', field: 'name', value: CORRECTED_NAME });
    return [...edits, { type: 'reissue.review' }, { type: 'reissue.cancel' }];
  }
  if (snapshot.matches({ done: 'confirming' })) return [{ type: 'reissue.confirm' }, { type: 'reissue.edit' }, { type: 'reissue.cancel' }];
  if (snapshot.matches({ done: 'reissuing' })) {
    const answer = ok({ message: 'invoice_reissued', invoices: [REISSUED_INVOICE, { ...MODEL_INVOICE, status: 'cancelled' as const }] });
    return [{ type: 'xstate.done.actor.reissueInvoice', output: answer }, { type: 'xstate.error.actor.reissueInvoice', error: 'network' }];
  }
  // Done: the PDF; the first invoice said to be wrong, once; the concepts again (to resend); once resent, start over.
  const download: InvoicingPathEvent = { type: 'invoice.download', invoiceId: MODEL_INVOICE.invoiceId, format: 'pdf' };
  if (c.message === 'invoice_resent') return [download, { type: 'invoicing.restart' }];
  const replace: InvoicingPathEvent[] = c.message === 'invoice_generated' ? [{ type: 'invoice.reissue', invoiceId: MODEL_INVOICE.invoiceId }] : [];
  return [download, ...replace, { type: 'lookup.submit' }];
}

const never = fromPromise(() => new Promise<never>(() => undefined));

export const invoicingPathModel: ChartModel<Snapshot, InvoicingPathEvent> = {
  machine: invoicingMachine.provide({ actors: { reissueInvoice: never as never, lookupReservation: never as never, generateInvoice: never as never, resendInvoice: never as never, downloadInvoice: never as never, memberTaxData: never as never, findTaxData: never as never, sendProofCode: never as never, proveContact: never as never } }),
  events: eventsOf,
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context]),
  stateKey: (snapshot) => activeLeaves(snapshot.value).join('|'),
  describeEvent: (event) => {
    if (event.type === 'xstate.done.actor.lookupReservation') return `${event.type}(${event.output.ok ? 'found' : 'not found'})`;
    if (event.type === 'xstate.done.actor.findTaxData') return `${event.type}(${event.output.ok ? 'found' : 'not found'})`;
    if (event.type === 'lookup.edit') return `lookup.edit(${event.field}=${event.value})`;
    if (event.type === 'tax.edit') return `tax.edit(${event.field}=${event.value})`;
    return event.type;
  },
};
