import type { SnapshotFrom } from 'xstate';
import type { AdventureCheckoutFields } from '../../domain/adventures/adventure-checkout';
import type { Result } from '../../domain/result';
import type { PaymentOutput } from '../payment/payment.ports';
import type { adventuresMachine } from './adventures.machine';
import type { AdventureDay, AdventureView, OrderRef, OrderView, TicketFile } from './adventures.ports';

// The events of the partner adventures as their path models offer them (the machine paths here, the browser
// paths in tests/paths/charts/adventures.model.ts): the surf lesson chosen from the list, an option and a
// departure, the checkout, the order held, the payment through the checkout (what it hands back), the payment
// check, the ticket; the partner down before the payment, refusing after the charge, and the hold running out.

export const T0 = Date.parse('2026-12-01T15:00:00Z');
/** The order's deadline: the partner's 15 minutes less the 2-minute margin. */
export const HOLD_SECONDS = 780;
export const ORDER_REF: OrderRef = { code: 'AV7K2M9QXZ', orderId: '0f1e2d3c4b5a69788796a5b4c3d2e1f0' };

export const SURF: AdventureView = {
  code: 'surf-sayulita',
  name: 'Clase de surf en Sayulita',
  description: 'Dos horas con instructor certificado.',
  image: '/images/tours/sayulita.svg',
  location: 'Sayulita',
  durationMinutes: 120,
  totalAdult: 1045,
  totalMinor: 770,
  taxFactor: 1.1,
  options: [
    { optionId: 'group', name: 'Clase en grupo', minorsAllowed: true, totalAdult: 1045, totalMinor: 770 },
    { optionId: 'private', name: 'Clase privada', minorsAllowed: true, totalAdult: 1980, totalMinor: 1650 },
  ],
};
export const adventuresAnswer: Result<AdventureView[]> = { ok: true, data: [SURF] };

/** Two days of the option's departures; the first departure of the first day is the one chosen. */
export const daysOf = (optionId: string): AdventureDay[] => {
  const price = SURF.options.find((o) => o.optionId === optionId)!;
  const departure = (date: string, time: string, places: number) => ({
    availabilityId: `${date}T${time}:00-06:00`,
    startTime: time,
    available: places > 0,
    placesLeft: places,
    totalAdult: price.totalAdult,
    totalMinor: price.totalMinor,
  });
  return [
    { date: '2026-12-03', available: true, departures: [departure('2026-12-03', '08:00', 8), departure('2026-12-03', '10:30', 0)] },
    { date: '2026-12-04', available: true, departures: [departure('2026-12-04', '08:00', 10)] },
  ];
};
export const FIRST_DEPARTURE = '2026-12-03T08:00:00-06:00';
export const FULL_DEPARTURE = '2026-12-03T10:30:00-06:00';

export const CHECKOUT: AdventureCheckoutFields = { contact: { firstName: 'Ana', lastName: 'Peña', email: 'ana@example.mx', cellPhone: '+523221234567' }, adults: 2, minors: 1 };
export const UNFINISHED: AdventureCheckoutFields = { ...CHECKOUT, contact: { ...CHECKOUT.contact, email: 'ana@' } };

export const orderOf = (status: OrderView['status'], extra: Partial<OrderView> = {}): OrderView => ({
  ...ORDER_REF,
  adventureCode: SURF.code,
  optionId: 'group',
  name: SURF.name,
  optionName: 'Clase en grupo',
  startsAt: FIRST_DEPARTURE,
  adults: 2,
  minors: 1,
  lines: [
    { unit: 'adult', quantity: 2, unitPrice: 1045, subtotal: 2090 },
    { unit: 'minor', quantity: 1, unitPrice: 770, subtotal: 770 },
  ],
  status,
  secondsLeft: status === 'held' ? HOLD_SECONDS : null,
  total: 2860,
  taxFactor: 1.1,
  partnerReference: status === 'confirmed' ? 'SUR-000123' : null,
  failure: status === 'refunded' ? 'partner_refused' : null,
  cardLast4: status === 'held' ? null : '4242',
  ...extra,
});
export const ok = <T>(data: T): Result<T> => ({ ok: true, data });
export const refused = (code: string, field?: string) => ({ ok: false as const, errors: [{ code, ...(field ? { field } : {}) }] });
export const partnerDown = refused('partner_unavailable');

/** The checkout's outputs: paid and confirmed by the partner, paid and refunded, the partner down at the charge. */
export const paidConfirmed: PaymentOutput = { status: 'paid', receipt: orderOf('confirmed') };
export const paidRefunded: PaymentOutput = { status: 'paid', receipt: orderOf('refunded') };
export const expiredOutput: PaymentOutput = { status: 'expired' };
export const holdExpiredOutput: PaymentOutput = { status: 'refused', errors: [{ code: 'hold_expired', field: 'order_id' }] };
export const partnerDownOutput: PaymentOutput = { status: 'refused', errors: [{ code: 'partner_unavailable' }] };
export const pdfTicket: Result<TicketFile> = ok({ fileType: 'pdf', fileName: 'boleto-aventura-AV7K2M9QXZ.pdf', content: 'JVBERi0=' });

export type AdventuresModelEvent =
  | { type: 'adventures.browse' }
  | { type: 'adventure.choose'; code: string }
  | { type: 'option.choose'; optionId: string }
  | { type: 'departure.choose'; availabilityId: string }
  | { type: 'dates.submit' }
  | { type: 'dates.open' }
  | ({ type: 'checkout.submit' } & AdventureCheckoutFields)
  | { type: 'step.retry' }
  | { type: 'ticket.download'; fileType: 'pdf' | 'html' }
  | { type: 'ticket.email' }
  | { type: 'payment.attempt'; status: 'process' | 'decline' | 'open' }
  | { type: 'xstate.after.holdEnds.adventures.held.failed' }
  | { type: 'xstate.after.recheck.adventures.checking.waiting' }
  | { type: 'xstate.done.actor.loadOrder'; output: Result<OrderView> }
  | { type: 'xstate.error.actor.loadOrder'; error: unknown }
  | { type: 'xstate.done.actor.loadAdventures'; output: Result<AdventureView[]> }
  | { type: 'xstate.error.actor.loadAdventures'; error: unknown }
  | { type: 'xstate.done.actor.loadDates'; output: Result<AdventureDay[]> }
  | { type: 'xstate.error.actor.loadDates'; error: unknown }
  | { type: 'xstate.done.actor.openOrder'; output: Result<OrderView> }
  | { type: 'xstate.error.actor.openOrder'; error: unknown }
  | { type: 'xstate.done.actor.pay'; output: PaymentOutput }
  | { type: 'xstate.done.actor.checkPayment'; output: Result<OrderView> }
  | { type: 'xstate.error.actor.checkPayment'; error: unknown }
  | { type: 'xstate.done.actor.downloadTicket'; output: Result<TicketFile> }
  | { type: 'xstate.error.actor.downloadTicket'; error: unknown }
  | { type: 'xstate.done.actor.emailTicket'; output: Result<TicketFile> }
  | { type: 'xstate.error.actor.emailTicket'; error: unknown };

type Snapshot = SnapshotFrom<typeof adventuresMachine>;

/** The order as the charge answered it is what the payment check reads again. */
const checked = (s: Snapshot): OrderView => s.context.order ?? orderOf('confirmed');

/**
 * What can happen in a state; with `allAnswers`, every answer (the machine paths), else those the browser paths
 * can cause on the real site with the partner simulator (a lost connection is the gate's `fail`).
 */
export function adventuresModelEvents(s: Snapshot, allAnswers: boolean): AdventuresModelEvent[] {
  const all = <T>(events: T[]) => (allAnswers ? events : []);
  const browse: AdventuresModelEvent = { type: 'adventures.browse' };
  const otherDate: AdventuresModelEvent[] = s.can({ type: 'dates.open' }) ? [{ type: 'dates.open' }] : [];
  if (s.matches('restoring')) {
    return [
      { type: 'xstate.done.actor.loadOrder', output: ok(orderOf('paid')) },
      ...all<AdventuresModelEvent>([
        { type: 'xstate.done.actor.loadOrder', output: ok(orderOf('held')) },
        { type: 'xstate.done.actor.loadOrder', output: ok(orderOf('confirmed')) },
        { type: 'xstate.done.actor.loadOrder', output: ok(orderOf('refunded')) },
        { type: 'xstate.done.actor.loadOrder', output: ok(orderOf('expired')) },
        { type: 'xstate.done.actor.loadOrder', output: refused('order_not_found', 'order_id') },
        { type: 'xstate.error.actor.loadOrder', error: 'network' },
        browse,
      ]),
    ];
  }
  if (s.matches({ list: 'loading' })) {
    return [
      { type: 'xstate.done.actor.loadAdventures', output: adventuresAnswer },
      { type: 'xstate.error.actor.loadAdventures', error: 'network' },
      ...all<AdventuresModelEvent>([{ type: 'xstate.done.actor.loadAdventures', output: partnerDown }]),
    ];
  }
  if (s.matches({ list: 'failed' }) || s.matches({ dates: 'failed' }) || s.matches({ checking: 'failed' })) return [{ type: 'step.retry' }, ...(s.matches('dates') ? [browse] : [])];
  if (s.matches({ list: 'choosing' })) return [{ type: 'adventure.choose', code: SURF.code }];
  if (s.matches({ dates: 'loading' })) {
    return [
      { type: 'xstate.done.actor.loadDates', output: ok(daysOf(s.context.optionId ?? 'group')) },
      { type: 'xstate.error.actor.loadDates', error: 'network' },
      ...all<AdventuresModelEvent>([{ type: 'xstate.done.actor.loadDates', output: partnerDown }]),
    ];
  }
  if (s.matches({ dates: 'choosing' })) {
    const choose: AdventuresModelEvent[] = s.context.availabilityId === null ? [{ type: 'departure.choose', availabilityId: FIRST_DEPARTURE }] : [{ type: 'dates.submit' }];
    const option: AdventuresModelEvent[] = s.context.optionId === 'group' ? [{ type: 'option.choose', optionId: 'private' }] : [];
    return [...choose, ...option, ...all<AdventuresModelEvent>([{ type: 'departure.choose', availabilityId: FULL_DEPARTURE }]), browse];
  }
  if (s.matches({ checkout: 'editing' })) return [{ type: 'checkout.submit', ...CHECKOUT }, { type: 'checkout.submit', ...UNFINISHED }, ...otherDate, browse];
  if (s.matches({ checkout: 'opening' })) {
    return [
      { type: 'xstate.done.actor.openOrder', output: ok(orderOf('held')) },
      { type: 'xstate.done.actor.openOrder', output: partnerDown },
      { type: 'xstate.error.actor.openOrder', error: 'network' },
      ...all<AdventuresModelEvent>([
        { type: 'xstate.done.actor.openOrder', output: refused('departure_not_available', 'availability_id') },
        { type: 'xstate.done.actor.openOrder', output: refused('units_not_offered', 'minors') },
      ]),
    ];
  }
  if (s.matches({ checkout: 'partnerDown' })) return [{ type: 'step.retry' }, ...otherDate, browse];
  // The checkout's own paths are its chart's (machines/payment); here, what it hands back.
  if (s.matches({ held: 'paying' })) {
    return [
      { type: 'xstate.done.actor.pay', output: paidConfirmed },
      { type: 'xstate.done.actor.pay', output: paidRefunded },
      { type: 'xstate.done.actor.pay', output: partnerDownOutput },
      { type: 'xstate.done.actor.pay', output: expiredOutput },
      ...all<AdventuresModelEvent>([
        { type: 'xstate.done.actor.pay', output: holdExpiredOutput },
        { type: 'payment.attempt', status: s.context.atBank ? 'decline' : 'process' },
        ...otherDate,
        browse,
      ]),
    ];
  }
  if (s.matches({ held: 'failed' })) return [{ type: 'step.retry' }, { type: 'xstate.after.holdEnds.adventures.held.failed' }, ...otherDate, browse];
  if (s.matches({ checking: 'asking' })) {
    return [
      { type: 'xstate.done.actor.checkPayment', output: ok(checked(s)) },
      { type: 'xstate.error.actor.checkPayment', error: 'network' },
      ...all<AdventuresModelEvent>([{ type: 'xstate.done.actor.checkPayment', output: ok(orderOf('paid')) }, { type: 'xstate.done.actor.checkPayment', output: refused('order_not_found', 'order_id') }]),
    ];
  }
  if (s.matches({ checking: 'waiting' })) return [{ type: 'xstate.after.recheck.adventures.checking.waiting' }];
  if (s.matches({ ticket: 'idle' })) {
    const asked: AdventuresModelEvent[] = s.context.emailed ? [] : [{ type: 'ticket.email' }];
    return [{ type: 'ticket.download', fileType: 'pdf' }, ...asked, ...all<AdventuresModelEvent>([{ type: 'ticket.download', fileType: 'html' }]), browse];
  }
  if (s.matches({ ticket: 'downloading' })) {
    return [
      { type: 'xstate.done.actor.downloadTicket', output: pdfTicket },
      { type: 'xstate.error.actor.downloadTicket', error: 'network' },
      ...all<AdventuresModelEvent>([{ type: 'xstate.done.actor.downloadTicket', output: refused('ticket_not_available', 'booking_code') }]),
    ];
  }
  if (s.matches({ ticket: 'emailing' })) {
    return [
      { type: 'xstate.done.actor.emailTicket', output: pdfTicket },
      { type: 'xstate.error.actor.emailTicket', error: 'network' },
      ...all<AdventuresModelEvent>([{ type: 'xstate.done.actor.emailTicket', output: refused('ticket_not_available', 'booking_code') }]),
    ];
  }
  if (s.matches('refunded') || s.matches('expired')) return [...otherDate, browse];
  return [];
}

export function describeAdventuresEvent(event: AdventuresModelEvent): string {
  if (event.type === 'checkout.submit') return `checkout.submit(${event.contact.email.includes('.') ? 'complete' : 'e-mail unfinished'})`;
  if (event.type === 'option.choose') return `option.choose(${event.optionId})`;
  if (event.type === 'departure.choose') return `departure.choose(${event.availabilityId === FULL_DEPARTURE ? 'full' : 'open'})`;
  if (event.type === 'ticket.download') return `ticket.download(${event.fileType})`;
  if (event.type === 'payment.attempt') return `payment.attempt(${event.status})`;
  if (event.type === 'xstate.done.actor.pay') {
    const output = event.output;
    if (output.status === 'paid') return `${event.type}(paid, ${(output.receipt as OrderView).status})`;
    return output.status === 'refused' ? `${event.type}(refused: ${output.errors[0]?.code})` : `${event.type}(${output.status})`;
  }
  if ('output' in event) {
    const output = event.output as Result<unknown>;
    if (!output.ok) return `${event.type}(${output.errors[0]?.code})`;
    const data = output.data as { status?: string };
    return data.status ? `${event.type}(${data.status})` : `${event.type}(ok)`;
  }
  return event.type;
}
