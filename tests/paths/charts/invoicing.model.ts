import { fromPromise, type SnapshotFrom } from 'xstate';
import { failed, ok, type Result } from '../../../domain/result';
import { invoicingMachine } from '../../../machines/invoicing/invoicing.machine';
import type { InvoicingReservation } from '../../../machines/invoicing/invoicing.ports';
import type { InvoicingEvent } from '../../../machines/invoicing/invoicing.setup';
import { activeLeaves, type ChartModel } from '../lib/plan';

// The invoicing chart as the browser path tests explore it: a traveller who has just bought one ticket
// opens /facturacion, types the code and a surname (theirs, or a wrong one), picks the concept, fills the
// tax data and generates. The server's answers are released at the path gate: the lookup answers what the
// typed surname gives, the generation stamps for real; a network failure is a gate failure. Done ends the
// model: invoicing the same payment again would be a different reservation (machine tests cover restart
// and resend, which needs an invoiced row).

type Snapshot = SnapshotFrom<typeof invoicingMachine>;

export const MODEL_CODE = 'MODEL1';
export const RIGHT_SURNAME = 'Peña';
export const WRONG_SURNAME = 'Nadie';
export const MODEL_PAYMENT = 1;

export const modelReservation: InvoicingReservation = {
  code: MODEL_CODE,
  limit_invoicing_date: '2026-12-31',
  can_invoice: true,
  payments: [{ payment_id: MODEL_PAYMENT, concept: 'reservation', amount: 1085, payment_type: 'credit', payment_method: 'card', can_invoice: true, can_resend: false, invoiced: false, refund: false }],
};

export const validTaxData = { useCfdi: 'G03', name: 'María Olivia Martínez Sagaz', email: 'factura@example.mx', cp: '80290', rfc: 'MASO451221PM4', regimen_fiscal: '612' };

export type InvoicingPathEvent =
  | InvoicingEvent
  | { type: 'xstate.done.actor.lookupReservation'; output: Result<InvoicingReservation> }
  | { type: 'xstate.error.actor.lookupReservation'; error: unknown }
  | { type: 'xstate.done.actor.generateInvoice'; output: Result<{ message: string }> }
  | { type: 'xstate.error.actor.generateInvoice'; error: unknown };

const found: InvoicingPathEvent = { type: 'xstate.done.actor.lookupReservation', output: ok(modelReservation) };
const notFound: InvoicingPathEvent = { type: 'xstate.done.actor.lookupReservation', output: failed('reservation_not_found', { field: 'code' }) };

function eventsOf(snapshot: Snapshot): InvoicingPathEvent[] {
  const c = snapshot.context;
  if (snapshot.matches('lookup')) {
    return [
      { type: 'lookup.edit', field: 'code', value: MODEL_CODE },
      { type: 'lookup.edit', field: 'lastName', value: c.lastName === RIGHT_SURNAME ? WRONG_SURNAME : RIGHT_SURNAME },
      { type: 'lookup.submit' },
    ];
  }
  if (snapshot.matches('lookingUp')) return [c.lastName === RIGHT_SURNAME ? found : notFound, { type: 'xstate.error.actor.lookupReservation', error: 'network' }];
  if (snapshot.matches('concepts')) return [{ type: 'concept.toggle', paymentId: MODEL_PAYMENT }, { type: 'concepts.invoice' }];
  if (snapshot.matches('taxData')) return [{ type: 'tax.fill', profile: validTaxData }, { type: 'tax.submit' }, { type: 'tax.back' }];
  if (snapshot.matches('generating')) {
    return [{ type: 'xstate.done.actor.generateInvoice', output: ok({ message: 'invoice_generated' }) }, { type: 'xstate.error.actor.generateInvoice', error: 'network' }];
  }
  return [];
}

const never = fromPromise(() => new Promise<never>(() => undefined));

export const invoicingPathModel: ChartModel<Snapshot, InvoicingPathEvent> = {
  machine: invoicingMachine.provide({ actors: { lookupReservation: never as never, generateInvoice: never as never, resendInvoice: never as never, memberTaxData: never as never, findTaxData: never as never } }),
  events: eventsOf,
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context]),
  stateKey: (snapshot) => activeLeaves(snapshot.value).join('|'),
  describeEvent: (event) => {
    if (event.type === 'xstate.done.actor.lookupReservation') return `${event.type}(${event.output.ok ? 'found' : 'not found'})`;
    if (event.type === 'lookup.edit') return `lookup.edit(${event.field}=${event.value})`;
    return event.type;
  },
};
