import { fromPromise } from 'xstate';
import { failed, type Result } from '../../domain/result';
import type { TicketState } from '../../domain/itinerary/change-rules';
import type { CancelRule } from '../../domain/itinerary/cancel-rules';
import type { PaymentStatus } from '../../domain/reservation/reservation-state';
import type { ConfirmedLeg, ConfirmedPayment } from '../reservation/confirmation-details';
import type { TicketLine } from '../reservation/reservation.ports';
import type { BookingRef, TourCancellationView } from '../tours/tours.ports';

// The I/O of the "my reservation" chart (docs/rules/my-reservation.md) as named actor slots. The web app provides them over
// the itinerary client at the edge (src/features/itinerary/itinerary-actors.ts); tests provide stubs.
// The shapes are the tickets page's (ConfirmedLeg, TicketLine), so the same ticket cards show them.

/** One ticket as this page knows it: the tickets page's line plus its id, state and whether it may change. */
export interface ItineraryTicket extends TicketLine {
  ticketId: number;
  state: TicketState;
  canChange: boolean;
  open: boolean;
}

export interface ItineraryExtra {
  concept: 'insurance' | 'shuttle' | 'pet' | 'wheelchair';
  quantity: number;
  amount: number;
}

/** A found reservation (the contract's Itinerary, in the chart's shape). */
export interface ItineraryView {
  code: string;
  round: boolean;
  payment: PaymentStatus;
  lang: 'es' | 'en';
  total: number;
  /** The read token (decision 063): with the code, opens this reservation and its documents to read them. */
  readToken: string;
  /** The request carried a link token: the contact is proved, and this page may change the reservation. */
  proof: boolean;
  /** The booking's contact, masked: where a one-time code would go (null where the booking has none). */
  contact: { email: string | null; phone: string | null };
  legs: ConfirmedLeg[];
  tickets: ItineraryTicket[];
  paid: ConfirmedPayment | null;
  extras: ItineraryExtra[];
}

/** How a reservation is opened: a passenger's or the contact's surname, or a link token. */
export type FindInput = { code: string; lastName: string } | { code: string; token: string };

/** What this device keeps of the reservation it found (docs/rules/my-reservation.md#kept-on-this-device): its code and read token. */
export interface SavedReservation {
  code: string;
  token: string;
}

export type FoundReservation = Result<ItineraryView>;

/** Where a one-time code goes: the booking's e-mail or its mobile (decision 063). */
export type ProofChannel = 'email' | 'sms';

/** A code sent: where (masked) and until when it is good. */
export interface ProofSent {
  channel: ProofChannel;
  sentTo: string;
  expiresAt: string;
}

/** Asking a code and typing it back are read calls: the code and the read token (or the surname). */
export interface ProofCodeRequest {
  code: string;
  token: string;
  channel: ProofChannel;
}
export interface ProofRequest {
  code: string;
  token: string;
  proofCode: string;
}
/** The proof of the contact: a link token that may change the reservation for a while. */
export interface Proof {
  linkToken: string;
  linkExpiresAt: string;
}

/** What cancelling would do now (domain/itinerary/cancel-rules.ts), as the server quoted it. */
export interface CancelQuoteView {
  allowed: boolean;
  refusal: string | null;
  /** Numbers of the tickets that would be cancelled. */
  tickets: string[];
  /** MXN that would come back. */
  refund: number;
  refundTo: 'none' | 'card' | 'store_credit';
  /** Which rule applies (domain/itinerary/cancel-rules.ts): the page words the refund by it. */
  rule?: CancelRule;
  /** Points that would go back to the member's balance (decision 038); absent when none. */
  pointsBack?: number;
}

export type QuotedCancellation = Result<CancelQuoteView>;

/** The confirmation e-mail queued again: where it went (masked by the server). */
export type ResentEmail = Result<{ sentTo: string }>;

/** The people of a tour in a booking, by type (docs/rules/tours.md#prices-and-party). */
export interface TourPeople {
  adult: number;
  minor: number;
  inapam: number;
  infant: number;
}

/** Where a tour meets: a company terminal, so many minutes before the start. */
export interface TourMeetingPoint {
  name: string;
  address: string;
  latitude: number;
  longitude: number;
  minutesBefore: number;
  note: string;
}

/** One tour of a booking, with what its catalogue entry says of where it meets and its cancellation. */
export interface TourBookingItem {
  name: string;
  /** yyyy-mm-dd, the tour's own calendar day. */
  date: string;
  /** hh:mm:ss, central Mexico time. */
  startTime: string;
  people: TourPeople;
  /** Empty when the catalogue could not be read: the page then points to the ticket. */
  meetingPoints: TourMeetingPoint[];
  /** The tour's policy in the page's language; null when the catalogue could not be read. */
  cancellation: string | null;
}

/** One person's pass: the code its QR carries and the QR itself, an SVG made by our server. */
export interface TourPass {
  code: string;
  /** Index into `items`. */
  item: number;
  personType: 'adult' | 'minor' | 'inapam' | 'infant';
  qrSvg: string;
}

/** A paid tour booking found by its code and the contact's surname (getTourTicket, docs/rules/tours.md#the-ticket). */
export interface TourBookingView {
  code: string;
  /** With the code, opens the booking again to read it (this device keeps it, the PDF and HTML links carry it). */
  readToken: string;
  items: TourBookingItem[];
  passes: TourPass[];
}

/**
 * How a tour booking is opened (decision 059): its code with the contact's surname (the form) or with its read
 * token (kept on this device), both only to read; or its id, from the confirmation e-mail's link, which can cancel.
 */
export type FindTourInput = { code: string; lastName: string } | { code: string; readToken: string } | BookingRef;

export type FoundTourBooking = Result<TourBookingView>;

export const itineraryActorSlots = {
  findTourBooking: fromPromise<FoundTourBooking, FindTourInput>(async () => failed('not_provided')),
  findReservation: fromPromise<FoundReservation, FindInput>(async () => failed('not_provided')),
  quoteCancellation: fromPromise<QuotedCancellation, SavedReservation>(async () => failed('not_provided')),
  cancelReservation: fromPromise<FoundReservation, SavedReservation>(async () => failed('not_provided')),
  resendEmail: fromPromise<ResentEmail, SavedReservation>(async () => failed('not_provided')),
  /** A one-time code to the booking's e-mail or phone (itinerarySendProofCode). */
  sendProofCode: fromPromise<Result<ProofSent>, ProofCodeRequest>(async () => failed('not_provided')),
  /** The code typed back, for a link token that may change the reservation (itineraryProveContact). */
  proveContact: fromPromise<Result<Proof>, ProofRequest>(async () => failed('not_provided')),
  /** A tour booking opened by the e-mail's link: what cancelling would refund now (getTourCancellation). */
  quoteTourCancellation: fromPromise<Result<TourCancellationView>, BookingRef>(async () => failed('not_provided')),
  /** The tour booking cancelled by its tours' policies (cancelTourBooking). */
  cancelTourBooking: fromPromise<Result<TourCancellationView>, BookingRef>(async () => failed('not_provided')),
};
