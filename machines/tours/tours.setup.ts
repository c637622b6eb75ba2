import { assign, emit, setup } from 'xstate';
import type { ServerMessage } from '../../domain/errors/server-message';
import type { PaymentMethodId } from '../../domain/payments/payment-methods';
import type { PointsBalances } from '../../domain/loyalty/points-payment';
import { tourContactIssues } from '../../domain/tours/tour-contact';
import { paymentMachine } from '../payment/payment.machine';
import type { PaymentOutput } from '../payment/payment.ports';
import type { Answered } from '../shared/result-invoke';
import { toursActorSlots, type BookingView, type CartItem, type PaymentOffer, type StoreOrder, type TourCancellationView, type TourContact, type TourTicketView } from './tours.ports';

// The tours shop's one setup: types, ports, the hold's delay, guards and actions; tours.machine.ts only names
// them (docs/architecture.md#the-chart-dialect).

export interface ToursInput {
  /** The booking id the cart cookie or the booking cookie kept (docs/rules/tours.md#cart-and-session), if any. */
  savedBookingId: string | null;
  /** The clock the hold is read on (tests move it); the browser's when absent. */
  now?: () => number;
}

export interface ToursContext {
  bookingId: string | null;
  items: CartItem[];
  total: number;
  /** When the held places are released unpaid (epoch ms, on `now`), from the approval's `seconds_left`. */
  holdEndsAt: number | null;
  contact: TourContact | null;
  amount: number;
  methods: PaymentMethodId[];
  /** A signed-in member's points the server offered with the payment (decision 069); null for a guest. */
  points: PointsBalances | null;
  /** The cart as the traveller changed it, while the server saves it (the items shown stay the saved ones). */
  pending: CartItem[] | null;
  /** The cart item a sold-out refusal named (its index), shown in the cart. */
  soldOutItem: number | null;
  /** The hold ran out: the cart page says so until the traveller chooses again. */
  expired: boolean;
  ticket: TourTicketView | null;
  /** Cash at a store: the reference to pay with, until its deadline (the places stay held until then). */
  storeOrder: StoreOrder | null;
  /** What cancelling the booking would refund now, or what its cancellation refunded. */
  cancellation: TourCancellationView | null;
  /** Refusals to show (catalogue codes, never text). */
  errors: ServerMessage[];
  now?: (() => number) | undefined;
}

export type ToursEvent =
  /** "Agregar al carrito" on a tour's page: a timeslot and the people by type. */
  | { type: 'cart.add'; item: CartItem }
  /** "Quitar" on a cart item. */
  | { type: 'cart.remove'; index: number }
  /** "Continuar" in the cart: to the review. */
  | { type: 'cart.review' }
  /** "Regresar al carrito" from the review (before approval only). */
  | { type: 'review.back' }
  /** "Continuar" on the review: the selection is approved and its places held. */
  | { type: 'review.approve' }
  /** The contact form sent. */
  | { type: 'contact.submit'; contact: TourContact }
  /** "Reintentar" where a call failed (the payment's methods, the ticket). */
  | { type: 'step.retry' }
  /** "Elegir otros tours" after the hold ran out or from the ticket: a fresh cart. */
  | { type: 'shop.again' }
  /** Any address but the step's own or the ticket's after approval (docs/rules/tours.md#after-an-approved-purchase). */
  | { type: 'selection.abandon' }
  /** The traveller is on a page outside the tours shop. */
  | { type: 'flow.leave' }
  /** "Cancelar compra" on the ticket: asks to confirm. */
  | { type: 'cancel.ask' }
  /** "Sí, cancelar" after reading what comes back. */
  | { type: 'cancel.confirm' }
  /** "No cancelar". */
  | { type: 'cancel.dismiss' };

export type ToursEmitted = { type: 'flow.exit' };

type Booked = Answered<BookingView>;
const toursErrors = (errors: ReadonlyArray<{ code: string; field?: string }>): ServerMessage[] =>
  errors.map((e) => ({ service: 'tours' as const, code: e.code, ...(e.field ? { field: e.field } : {}) }));
const clockOf = (context: ToursContext) => context.now?.() ?? Date.now();
/** The item a sold-out refusal names (`shopping.<index>`). */
const soldOutIndex = (errors: ReadonlyArray<{ code: string; field?: string }>) => {
  const field = errors.find((e) => e.code === 'timeslot_sold_out')?.field ?? '';
  const match = /(\d+)/.exec(field);
  return match ? Number(match[1]) : null;
};
const fresh = { bookingId: null, items: [], pending: null, total: 0, holdEndsAt: null, contact: null, amount: 0, methods: [], points: null, soldOutItem: null, ticket: null, storeOrder: null, cancellation: null, errors: [] };

export const toursSetup = setup({
  types: { context: {} as ToursContext, events: {} as ToursEvent, input: {} as ToursInput, emitted: {} as ToursEmitted },
  // pay: the card checkout (machines/payment), its charge provided by the app's binding.
  actors: { ...toursActorSlots, pay: paymentMachine },
  delays: {
    // Read when the held state is entered, on the chart's clock: a traveller is given only the time left.
    holdEnds: ({ context }) => Math.max(0, (context.holdEndsAt ?? 0) - clockOf(context)),
  },
  guards: {
    hasSaved: ({ context }) => context.bookingId !== null,
    cartOpen: (_, params: Booked) => params.output.ok && params.output.data.status === 'open' && params.output.data.items.length > 0,
    bookingPaid: (_, params: Booked) => params.output.ok && (params.output.data.status === 'confirmed' || params.output.data.status === 'ordered'),
    bookingHeld: (_, params: Booked) => params.output.ok && params.output.data.approved && params.output.data.status === 'held',
    answerOk: (_, params: { output: { ok: boolean } }) => params.output.ok,
    lastItem: ({ context }, params: { index: number }) => context.items.length === 1 && params.index === 0,
    itemExists: ({ context }, params: { index: number }) => params.index >= 0 && params.index < context.items.length,
    cartNotEmpty: ({ context }) => context.items.length > 0 && context.bookingId !== null,
    held: (_, params: Booked) => params.output.ok && params.output.data.approved && (params.output.data.secondsLeft ?? 0) > 0,
    soldOut: (_, params: Booked) => !params.output.ok && params.output.errors.some((e) => e.code === 'timeslot_sold_out'),
    holdGone: (_, params: { output: { ok: boolean; errors?: ReadonlyArray<{ code: string }> } }) =>
      !params.output.ok && (params.output.errors ?? []).some((e) => e.code === 'session_expired' || e.code === 'hold_expired'),
    cancellable: (_, params: Answered<TourCancellationView>) => params.output.ok && params.output.data.allowed,
    /** The quote answered, but the booking cannot be cancelled online (its refusal says why). */
    notCancellable: (_, params: Answered<TourCancellationView>) => params.output.ok && !params.output.data.allowed,
    cancelDone: (_, params: Answered<TourCancellationView>) => params.output.ok && params.output.data.status === 'cancelled',
    contactValid: (_, params: { contact: TourContact }) => tourContactIssues(params.contact).length === 0,
    checkoutPaid: (_, params: { output: PaymentOutput }) => params.output.status === 'paid',
    checkoutOrdered: (_, params: { output: PaymentOutput }) => params.output.status === 'ordered',
    checkoutExpired: (_, params: { output: PaymentOutput }) =>
      params.output.status === 'expired' || (params.output.status === 'refused' && params.output.errors.some((e) => e.code === 'hold_expired' || e.code === 'session_expired')),
  },
  actions: {
    addItem: assign(({ context }, params: { item: CartItem }) => ({ pending: [...context.items, params.item], errors: [], soldOutItem: null, expired: false })),
    removeItem: assign(({ context }, params: { index: number }) => ({ pending: context.items.filter((_, i) => i !== params.index), errors: [], soldOutItem: null })),
    clearPending: assign({ pending: null }),
    assignBooking: assign((_, params: Booked) =>
      params.output.ok ? { bookingId: params.output.data.bookingId, items: params.output.data.items, total: params.output.data.total, pending: null, errors: [] } : {},
    ),
    assignHold: assign(({ context }, params: Booked) => ({
      holdEndsAt: params.output.ok ? clockOf(context) + (params.output.data.secondsLeft ?? 0) * 1000 : null,
      soldOutItem: null,
    })),
    assignSoldOut: assign((_, params: Booked) => ({ errors: params.output.ok ? [] : toursErrors(params.output.errors), soldOutItem: params.output.ok ? null : soldOutIndex(params.output.errors) })),
    assignRefusal: assign((_, params: { output: { ok: boolean; errors?: ReadonlyArray<{ code: string; field?: string }> } }) => ({ errors: toursErrors(params.output.errors ?? []) })),
    assignUnavailable: assign({ errors: [{ service: 'tours' as const, code: 'service_unavailable' }] }),
    clearErrors: assign({ errors: [] }),
    assignContact: assign((_, params: { contact: TourContact }) => ({
      contact: { ...params.contact, firstName: params.contact.firstName.trim(), lastName: params.contact.lastName.trim(), email: params.contact.email.trim() },
      errors: [],
    })),
    assignContactIssues: assign((_, params: { contact: TourContact }) => ({
      contact: params.contact,
      errors: tourContactIssues(params.contact).map((i) => ({ service: 'tours' as const, code: i.code, field: i.field })),
    })),
    assignOffer: assign((_, params: Answered<PaymentOffer>) =>
      params.output.ok ? { amount: params.output.data.amount, methods: params.output.data.methods, points: params.output.data.points, errors: [] } : {},
    ),
    assignPaymentRefusal: assign((_, params: { output: PaymentOutput }) => ({ errors: params.output.status === 'refused' ? toursErrors(params.output.errors) : [] })),
    assignStoreOrder: assign((_, params: { output: PaymentOutput }) => ({ storeOrder: params.output.status === 'ordered' ? (params.output.receipt as StoreOrder) : null, errors: [] })),
    assignTicket: assign((_, params: Answered<TourTicketView>) => (params.output.ok ? { ticket: params.output.data, errors: [] } : {})),
    assignCancellation: assign((_, params: Answered<TourCancellationView>) => (params.output.ok ? { cancellation: params.output.data, errors: [] } : {})),
    /** The quote's own refusal (past the free window, not cancellable) is shown as the contract's code. */
    assignCancelRefusal: assign((_, params: Answered<TourCancellationView>) => ({
      cancellation: params.output.ok ? params.output.data : null,
      errors: params.output.ok ? toursErrors(params.output.data.refusal ? [{ code: params.output.data.refusal }] : []) : toursErrors(params.output.errors),
    })),
    /** The hold ran out: nothing is held any more, the cart is chosen again. */
    markExpired: assign({ ...fresh, expired: true }),
    startOver: assign({ ...fresh, expired: false }),
    emitExit: emit({ type: 'flow.exit' as const }),
    /** Slot: the edge keeps the booking id in the cart cookie while the cart has items, and deletes it when null. */
    storeCart: (_, _params: { bookingId: string | null }) => undefined,
    /** Slot: the edge keeps the booking id in its cookie for the tour session (900 s) once approved; null deletes it. */
    storeBooking: (_, _params: { bookingId: string | null }) => undefined,
    /** Slot: the edge drops the tour selection, the booking data and the session cookie. */
    forgetSelection: () => undefined,
  },
});

export const bookingRef = ({ context }: { context: ToursContext }) => ({ bookingId: context.bookingId ?? '' });
export const cartInput = ({ context }: { context: ToursContext }) => ({ bookingId: context.bookingId, items: context.pending ?? context.items });
