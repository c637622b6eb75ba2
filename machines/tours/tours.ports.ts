import { fromPromise } from 'xstate';
import type { TourQuantities } from '../../domain/tours/tour-party';
import type { PaymentMethodId } from '../../domain/payments/payment-methods';
import type { PointsBalances } from '../../domain/loyalty/points-payment';
import { failed, type Result } from '../../domain/result';

// The tours shop's I/O (docs/rules/tours.md#cart-and-session, openapi/tours.yaml) as named actor slots. The web
// app provides them over the tours client at the edge (src/features/tours/shop/tours-actors.ts); tests stub them.
// The booking id is opaque: the chart passes it on and the cookies keep it, never the cart.

/** One tour of the cart, as the traveller chose it on the tour's page and the server priced it. */
export interface CartItem {
  productId: number;
  slug: string;
  name: string;
  date: string;
  timeslotId: number;
  /** HH:MM:SS, when known (the server sets it). */
  startTime: string;
  quantities: TourQuantities;
  /** MXN, the server's; 0 until it has priced the item. */
  subtotal: number;
}

/** The booking as the server answers it (the contract's TourBooking, in the chart's shape). */
export interface BookingView {
  bookingId: string;
  status: 'open' | 'held' | 'ordered' | 'confirmed' | 'cancelled' | 'expired';
  approved: boolean;
  items: CartItem[];
  total: number;
  /** Seconds left on the hold by the server's clock when it answered; null when nothing is held. */
  secondsLeft: number | null;
}

export interface CartInput {
  bookingId: string | null;
  items: CartItem[];
}

export interface BookingRef {
  bookingId: string;
}

export interface TourContact {
  firstName: string;
  lastName: string;
  email: string;
  cellPhone: string;
  /** The traveller accepts the tours' cancellation policies shown before paying. */
  apply: boolean;
}

export interface ContactInput extends BookingRef {
  contact: TourContact;
}

/**
 * What the payment page offers: the amount, the methods in display order, and a signed-in member's points by
 * pool (null for a guest), which may pay all of it or part of it beside a card (decision 069).
 */
export interface PaymentOffer {
  amount: number;
  methods: PaymentMethodId[];
  points: PointsBalances | null;
}

/** The order the checkout's charge sends (machines/payment): the booking and what it costs. */
export interface TourOrder extends BookingRef {
  amount: number;
}

/** Cash at a store (OXXO): what the charge answers for an order, shown until it is paid at the till. */
export interface StoreOrder {
  /** The booking code the passes will carry once paid. */
  code: string | null;
  reference: string;
  /** Pay at the store before this time (ISO 8601). */
  deadline: string | null;
}

export interface TourPass {
  code: string;
  item: number;
  personType: keyof TourQuantities;
  productName: string;
  date: string;
  startTime: string;
  /** SVG markup. */
  qr: string;
}

export interface TourTicketView {
  bookingId: string;
  number: string;
  items: CartItem[];
  passes: TourPass[];
}

/** What cancelling the booking would do now, or did (getTourCancellation / cancelTourBooking). */
export interface TourCancellationView {
  status: 'open' | 'held' | 'ordered' | 'confirmed' | 'cancelled' | 'expired';
  /** Whether it can be cancelled now (false once cancelled). */
  allowed: boolean;
  /** Why it cannot be cancelled online, when it cannot. */
  refusal: 'booking_not_cancellable' | 'cancellation_window_passed' | null;
  /** MXN to be refunded (the quote) or refunded (once cancelled), to `refundTo`. */
  refund: number;
  /** card, office (store cash), points (paid with points alone), none (nothing paid: a store order let go). */
  refundTo: 'card' | 'office' | 'points' | 'none';
  /** Points given back, or to be given back, to the pool that paid (decision 069). */
  refundPoints: number;
}

export const toursActorSlots = {
  /** GET /tour/check/shopping: the booking a cookie names (a reload, another tab). */
  loadBooking: fromPromise<Result<BookingView>, BookingRef>(async () => failed('not_provided')),
  /** POST /tour/check/shopping {shopping}: the cart saved, the booking made on the first item. */
  saveCart: fromPromise<Result<BookingView>, CartInput>(async () => failed('not_provided')),
  /** POST /tour/check/shopping {shopping, approve}: the places held until the hold ends, or a sold-out item named. */
  approveCart: fromPromise<Result<BookingView>, CartInput>(async () => failed('not_provided')),
  /** PUT /tour/sale/checkout: the contact, with the policies accepted. */
  saveContact: fromPromise<Result<unknown>, ContactInput>(async () => failed('not_provided')),
  /** POST /tour/check/shopping {session}: the tour session is alive (session_expired once the hold ran out). */
  checkSession: fromPromise<Result<BookingView>, BookingRef>(async () => failed('not_provided')),
  /** GET /tour/sale/payment: the amount and the methods offered. */
  loadPayment: fromPromise<Result<PaymentOffer>, BookingRef>(async () => failed('not_provided')),
  /** POST /tour/sale/booking: the paid cart made a booking. */
  book: fromPromise<Result<BookingView>, BookingRef>(async () => failed('not_provided')),
  /** GET /tour/sale/ticket: the passes. */
  loadTicket: fromPromise<Result<TourTicketView>, BookingRef>(async () => failed('not_provided')),
  /** GET /tour/sale/cancel: what cancelling would refund now, or why it cannot be cancelled. */
  quoteCancellation: fromPromise<Result<TourCancellationView>, BookingRef>(async () => failed('not_provided')),
  /** POST /tour/sale/cancel: the booking cancelled by its tours' policies, the card refunded. */
  cancelBooking: fromPromise<Result<TourCancellationView>, BookingRef>(async () => failed('not_provided')),
};
