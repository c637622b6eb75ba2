import { assign, setup } from 'xstate';
import { adventureCheckoutIssues, type AdventureCheckoutFields } from '../../domain/adventures/adventure-checkout';
import type { ServerMessage } from '../../domain/errors/server-message';
import { paymentMachine } from '../payment/payment.machine';
import type { PaymentOutput } from '../payment/payment.ports';
import type { PaymentProgress } from '../payment/payment.setup';
import type { Answered } from '../shared/result-invoke';
import { adventuresActorSlots, type AdventureContact, type AdventureDay, type AdventureView, type DepartureView, type OrderRef, type OrderView, type TicketFile, type TicketFileType } from './adventures.ports';

// The partner adventures' one setup: types, ports, the hold's and the recheck's delays, guards and actions;
// adventures.machine.ts and the states files only name them (docs/architecture.md#the-chart-dialect).

export interface AdventuresInput {
  /** The order the adventures cookie kept (a reload, another tab), if any. */
  savedOrder: OrderRef | null;
  /** The clock the hold is read on (tests move it); the browser's when absent. */
  now?: () => number;
}

export interface AdventuresContext {
  /** The order the cookie named, until the server said what it is now. */
  saved: OrderRef | null;
  /** The partner's adventures, once listed. */
  adventures: AdventureView[];
  /** The adventure and option chosen, and the option's days. */
  adventure: string | null;
  optionId: string | null;
  days: AdventureDay[];
  availabilityId: string | null;
  /** The people and contact of the order, as the traveller typed them. */
  party: { adults: number; minors: number };
  contact: AdventureContact | null;
  /** The order opened at the partner, as the server last answered it. */
  order: OrderView | null;
  /** When the order stops taking payment (epoch ms, on `now`), from its `seconds_left`. */
  holdEndsAt: number | null;
  /** An attempt is at the bank (the checkout said so): the traveller cannot leave the payment now. */
  atBank: boolean;
  /** The ticket was e-mailed to the contact (its address is the order's). */
  emailed: boolean;
  /** Refusals to show (catalogue codes, never text). */
  errors: ServerMessage[];
  now?: (() => number) | undefined;
}

export type AdventuresEvent =
  /** The list's page: "Ver todas las aventuras", or its address opened from a later page. */
  | { type: 'adventures.browse' }
  /** An adventure of the list chosen: its dates. */
  | { type: 'adventure.choose'; code: string }
  /** Another option of the adventure (a group or a private lesson): its own dates. */
  | { type: 'option.choose'; optionId: string }
  /** A departure (a day's start time) chosen. */
  | { type: 'departure.choose'; availabilityId: string }
  /** "Continuar" on the dates: to the people and the contact. */
  | { type: 'dates.submit' }
  /** "Elegir otra fecha" (or the dates' address opened from a later page): the adventure's dates read again. */
  | { type: 'dates.open' }
  /** The checkout form sent: the people and the contact. */
  | ({ type: 'checkout.submit' } & AdventureCheckoutFields)
  /** "Reintentar" where a call failed or the partner did not answer. */
  | { type: 'step.retry' }
  /** The ticket as a file. */
  | { type: 'ticket.download'; fileType: TicketFileType }
  /** "Enviar a mi correo". */
  | { type: 'ticket.email' }
  /** The checkout telling how its attempt goes (machines/payment): `process` while the bank is asked. */
  | PaymentProgress;

type Ordered = Answered<OrderView>;
const adventuresErrors = (errors: ReadonlyArray<{ code: string; field?: string }>): ServerMessage[] =>
  errors.map((e) => ({ service: 'adventures' as const, code: e.code, ...(e.field ? { field: e.field } : {}) }));
const clockOf = (context: AdventuresContext) => context.now?.() ?? Date.now();
const codesOf = (output: { ok: boolean; errors?: ReadonlyArray<{ code: string }> }) => (output.ok ? [] : (output.errors ?? []).map((e) => e.code));
const statusIs = (params: Ordered, ...statuses: OrderView['status'][]) => params.output.ok && statuses.includes(params.output.data.status);

export const departureOf = (context: AdventuresContext): DepartureView | null =>
  context.days.flatMap((d) => d.departures).find((d) => d.availabilityId === context.availabilityId) ?? null;
export const optionOf = (context: AdventuresContext) => context.adventures.find((a) => a.code === context.adventure)?.options.find((o) => o.optionId === context.optionId) ?? null;
const limitsOf = (context: AdventuresContext) => ({
  // The option's word, else the departure's price: a minor's price means minors are sold.
  minorsAllowed: optionOf(context)?.minorsAllowed ?? departureOf(context)?.totalMinor !== null,
  placesLeft: departureOf(context)?.placesLeft ?? 0,
});
const orderRefOf = (order: OrderView | null): OrderRef | null => (order ? { code: order.code, orderId: order.orderId } : null);
const freshChoice = { saved: null, days: [], availabilityId: null, order: null, holdEndsAt: null, atBank: false, emailed: false, errors: [] };

export const adventuresSetup = setup({
  types: { context: {} as AdventuresContext, events: {} as AdventuresEvent, input: {} as AdventuresInput },
  // pay: the card checkout (machines/payment), its charge provided by the app's binding.
  actors: { ...adventuresActorSlots, pay: paymentMachine },
  delays: {
    // Read when a held state is entered, on the chart's clock: the traveller is given only the time left.
    holdEnds: ({ context }) => Math.max(0, (context.holdEndsAt ?? 0) - clockOf(context)),
    // The partner's confirmation is still under way after the charge: the order is asked again.
    recheck: 3000,
  },
  guards: {
    hasSavedOrder: ({ context }) => context.saved !== null,
    answerOk: (_, params: { output: { ok: boolean } }) => params.output.ok,
    orderHeld: (_, params: Ordered) => statusIs(params, 'held') && (params.output.ok ? params.output.data.secondsLeft ?? 0 : 0) > 0,
    orderPaid: (_, params: Ordered) => statusIs(params, 'paid'),
    orderConfirmed: (_, params: Ordered) => statusIs(params, 'confirmed'),
    orderRefunded: (_, params: Ordered) => statusIs(params, 'refunded'),
    /** Not paid in time, or released: nothing was charged. */
    orderLapsed: (_, params: Ordered) => statusIs(params, 'held', 'expired', 'cancelled'),
    adventureListed: ({ context }, params: { code: string }) => context.adventures.some((a) => a.code === params.code),
    /** An adventure of the list is chosen (an order restored from the cookie has no list: its dates start from the list). */
    adventureChosen: ({ context }) => context.optionId !== null && context.adventures.some((a) => a.code === context.adventure),
    optionOffered: ({ context }, params: { optionId: string }) => params.optionId !== context.optionId && (context.adventures.find((a) => a.code === context.adventure)?.options.some((o) => o.optionId === params.optionId) ?? false),
    departureOpen: ({ context }, params: { availabilityId: string }) =>
      context.days.some((d) => d.departures.some((x) => x.availabilityId === params.availabilityId && x.available && x.placesLeft > 0)),
    departureChosen: ({ context }) => departureOf(context) !== null,
    /** Nothing is left while the bank is asked: the charge and the partner's confirmation must end together. */
    notAtBank: ({ context }) => !context.atBank,
    checkoutValid: ({ context }, params: AdventureCheckoutFields) => adventureCheckoutIssues(params, limitsOf(context)).length === 0,
    /** The partner did not answer (down, slow, failing): nothing was held or charged. */
    partnerDown: (_, params: { output: { ok: boolean; errors?: ReadonlyArray<{ code: string }> } }) => codesOf(params.output).includes('partner_unavailable'),
    /** The departure has no room for the party any more: the dates are read again. */
    departureGone: (_, params: { output: { ok: boolean; errors?: ReadonlyArray<{ code: string }> } }) => codesOf(params.output).includes('departure_not_available'),
    checkoutPaid: (_, params: { output: PaymentOutput }) => params.output.status === 'paid',
    checkoutExpired: (_, params: { output: PaymentOutput }) =>
      params.output.status === 'expired' || (params.output.status === 'refused' && params.output.errors.some((e) => e.code === 'hold_expired')),
  },
  actions: {
    assignAdventures: assign((_, params: Answered<AdventureView[]>) => (params.output.ok ? { adventures: params.output.data, errors: [] } : {})),
    assignAdventure: assign(({ context }, params: { code: string }) => ({
      ...freshChoice,
      adventure: params.code,
      optionId: context.adventures.find((a) => a.code === params.code)?.options[0]?.optionId ?? null,
    })),
    assignOption: assign((_, params: { optionId: string }) => ({ optionId: params.optionId, days: [], availabilityId: null, errors: [] })),
    assignDays: assign((_, params: Answered<AdventureDay[]>) => (params.output.ok ? { days: params.output.data } : {})),
    assignDeparture: assign((_, params: { availabilityId: string }) => ({ availabilityId: params.availabilityId, errors: [] })),
    /** The dates read again: the departure chosen may be gone, the order held is let go. */
    reopenDates: assign({ days: [], availabilityId: null, order: null, holdEndsAt: null, atBank: false, emailed: false }),
    assignCheckout: assign((_, params: AdventureCheckoutFields) => ({
      party: { adults: params.adults, minors: params.minors },
      contact: { firstName: params.contact.firstName.trim(), lastName: params.contact.lastName.trim(), email: params.contact.email.trim(), cellPhone: params.contact.cellPhone },
      errors: [],
    })),
    assignCheckoutIssues: assign(({ context }, params: AdventureCheckoutFields) => ({
      party: { adults: params.adults, minors: params.minors },
      contact: params.contact,
      errors: adventureCheckoutIssues(params, limitsOf(context)).map((i) => ({ service: 'adventures' as const, code: i.reason === 'places' ? 'departure_not_available' : 'invalid_request', field: i.field })),
    })),
    assignOrder: assign((_, params: Ordered) => (params.output.ok ? { order: params.output.data, errors: [] } : {})),
    /** The order restored: what it was bought from, so "another date" knows the adventure. */
    assignRestored: assign((_, params: Ordered) =>
      params.output.ok ? { saved: null, order: params.output.data, adventure: params.output.data.adventureCode, optionId: params.output.data.optionId, errors: [] } : { saved: null },
    ),
    assignHold: assign(({ context }, params: Ordered) => ({
      holdEndsAt: params.output.ok ? clockOf(context) + (params.output.data.secondsLeft ?? 0) * 1000 : null,
    })),
    /** The order as the charge answered it (confirmed by the partner, or refunded). */
    assignCharged: assign(({ context }, params: { output: PaymentOutput }) =>
      params.output.status === 'paid' && params.output.receipt ? { order: params.output.receipt as OrderView, holdEndsAt: null, atBank: false, errors: [] } : { holdEndsAt: null, atBank: false, order: context.order },
    ),
    assignRefusal: assign((_, params: { output: { ok: boolean; errors?: ReadonlyArray<{ code: string; field?: string }> } }) => ({ errors: adventuresErrors(params.output.errors ?? []) })),
    assignPaymentRefusal: assign((_, params: { output: PaymentOutput }) => ({ errors: params.output.status === 'refused' ? adventuresErrors(params.output.errors) : [] })),
    assignUnavailable: assign({ errors: [{ service: 'adventures' as const, code: 'service_unavailable' }] }),
    clearErrors: assign({ errors: [] }),
    assignAttempt: assign((_, params: { status: PaymentProgress['status'] }) => ({ atBank: params.status === 'process' })),
    /** The checkout ended: nothing is at the bank any more. */
    leaveBank: assign({ atBank: false }),
    assignEmailed: assign({ emailed: true, errors: [] }),
    /** Back to the list with nothing chosen (the list itself is read again). */
    startOver: assign({ ...freshChoice, adventure: null, optionId: null, contact: null }),
    /** Slot: the edge keeps the order's code and id in the adventures cookie; null deletes it. */
    storeOrder: (_, _params: { order: OrderRef | null }) => undefined,
    /** Slot: the edge hands the traveller the ticket's file (a download). */
    saveTicket: (_, _params: { file: TicketFile | null }) => undefined,
  },
});

export const orderRef = ({ context }: { context: AdventuresContext }): OrderRef => orderRefOf(context.order) ?? { code: '', orderId: '' };
export const savedRef = ({ context }: { context: AdventuresContext }): OrderRef => context.saved ?? { code: '', orderId: '' };
export const storedOrder = ({ context }: { context: AdventuresContext }) => ({ order: orderRefOf(context.order) });
export const noOrder = () => ({ order: null });
