import type { PaymentStatus } from '../../domain/reservation/reservation-state';

// What confirmReservation answers beyond the tickets, in the chart's own shape (the edge maps the
// contract's Confirmation to it): the tickets page shows it, the chart only keeps it.

type Leg = 'departure' | 'return';

/** A terminal as the confirmation shows it: where to go, and the zone its times are in. */
export interface ConfirmedTerminal {
  /** The terminal's slug (the tours that meet there name it). */
  id: string;
  name: string;
  address: string;
  timeZone: string;
}
/** One leg of a confirmed trip (ISO instants; null on an open leg). */
export interface ConfirmedLeg {
  leg: Leg;
  origin: ConfirmedTerminal;
  destination: ConfirmedTerminal;
  departure: string | null;
  /** Boarding closes 10 minutes before departure (docs/rules/tickets-and-documents.md#boarding-time). */
  boarding: string | null;
  arrival: string | null;
  serviceClass: string | null;
  /** PEND tickets of this leg: pay before this instant. */
  pendDeadline: string | null;
  /** The shuttle bought with the trip, which takes its passengers on where this leg ends (the contract's destination id). */
  shuttle?: { destination: string } | null;
}
/** What was paid (or is to be paid at a store or office) and how. */
export interface ConfirmedPayment {
  method: string | null;
  status: PaymentStatus;
  /** MXN. */
  amount: number;
  /** What the payer was charged when it differs (USD for a foreign card). */
  charged: { amount: number; currency: string } | null;
  orderReference: string | null;
  orderDeadline: string | null;
  /** The part paid with points (decision 034), beside the money; null or absent without. */
  points?: { type: string; amount: number } | null;
  /** MXN given back since for schedule changes to cheaper buses, already taken off `amount` (decision 070). */
  refunded?: number;
  /** MXN (and points) given back by cancelling tickets, already taken off `amount` (decision 073). */
  cancellationRefunded?: number;
}
/** What the tickets page shows beyond the tickets: where the e-mail went, the legs and the payment. */
export interface ConfirmationDetails {
  email: string | null;
  legs: ConfirmedLeg[];
  paid: ConfirmedPayment | null;
}
