import type { ServerMessage } from '../../domain/errors/server-message';
import type { TourCancellationView } from '../tours/tours.ports';
import type { ChangeOption, ChangeOutcome, ChangeAvailability, ChangeSchedules, ChosenSeat } from './change.ports';
import type { CancelQuoteView, ItineraryView, ProofChannel, ProofSent, SavedReservation, TourBookingView } from './itinerary.ports';

// The "my reservation" chart's input, context and events (the setup, itinerary.setup.ts, names the rest).

export interface ItineraryInput {
  /** What this device kept of the last reservation found (local storage), if anything. */
  saved: SavedReservation | null;
}

export interface ItineraryDraft {
  code: string;
  lastName: string;
}

/** A schedule change (or an open date being confirmed) in progress: what the traveller picked so far. */
export interface ChangeDraft {
  ticketId: number;
  /** An open leg getting its date (decision 028), rather than a dated leg moving (decision 033). */
  open: boolean;
  date: string | null;
  schedules: ChangeSchedules | null;
  option: ChangeOption | null;
  availability: ChangeAvailability | null;
  /** The seat chosen for each passenger so far (docs/rules/my-reservation.md#changing-the-schedule: one each before confirming). */
  seats: ChosenSeat[];
  /** Whose seat the next tap on the map sets: the one chosen, else the first without a seat. */
  seatFor: number | null;
}

/** A tour booking found; the e-mail's link (its id) lets this page cancel it, a code with a surname or a read token does not. */
export interface ShownTourBooking {
  booking: TourBookingView;
  canCancel: boolean;
}

/** The last change made: how its fare difference was settled (the page says so). */
export type ChangeDone = Omit<ChangeOutcome, 'found'>;

/** What the traveller asked for before proving the contact: it goes on once proved (decision 063). */
export type PendingAction = { kind: 'cancel' } | { kind: 'change'; ticketId: number } | { kind: 'pay' };

export interface ItineraryContext {
  /** What this device keeps: the code and the read token (or, just opened by a link, that link's token). */
  saved: SavedReservation | null;
  /**
   * The proof of the contact: a link token (the e-mail's link, or a one-time code's) that may cancel and change.
   * Kept only while the page is open, never on the device: a reload reads, the e-mail's link or a code acts again.
   */
  proof: string | null;
  /** The one-time code sent, while the traveller types it. */
  proofSent: ProofSent | null;
  /** What the traveller asked for when the page asked for the proof. */
  pending: PendingAction | null;
  /** The one-time code as typed, while it is checked. */
  typedProof: string;
  draft: ItineraryDraft;
  view: ItineraryView | null;
  /**
   * A tour booking found (docs/rules/tours.md#the-ticket). This device keeps its code and read token, as it keeps a
   * bus reservation's code and link token (docs/rules/my-reservation.md#kept-on-this-device); never the surname.
   */
  tour: ShownTourBooking | null;
  /** The booking's id from the confirmation e-mail's link: the proof of the contact that cancels. Never stored. */
  tourManage: string | null;
  /** What cancelling the tour booking would refund now, or did. */
  tourCancellation: TourCancellationView | null;
  /** What cancelling would do, while the traveller decides. */
  quote: CancelQuoteView | null;
  /** The last cancellation went through (the page says so). */
  cancelled: boolean;
  /** A PEND was just paid here: its tickets are E-tickets now (the page says so). */
  pendPaid: boolean;
  /** Refusals to show where the traveller asked (catalogue codes, never text). */
  errors: ServerMessage[];
  change: ChangeDraft | null;
  changed: ChangeDone | null;
  /** The e-mail was sent again, to this (masked) address: the page says so. */
  resent: string | null;
  /** Why it was not sent again (too many resends, no e-mail…), shown beside the resend button only. */
  resendRefusal: ServerMessage | null;
}

export type ItineraryEvent =
  /** The find form is sent with a code and a surname. */
  | { type: 'find.submit'; code: string; lastName: string }
  /** A link with a link token (the confirmation e-mail, the tickets page; a tour's PDF, with its read token) was opened. */
  | { type: 'link.open'; code: string; token: string }
  /** A tour booking's confirmation e-mail link, with the booking's id, was opened: it may be cancelled here. */
  | { type: 'tour.manage'; bookingId: string }
  /** "Buscar otra reservación": back to the find form, the shown reservation kept on this device. */
  | { type: 'find.start' }
  /** "Quitar de este dispositivo": the reservation and its stored code are removed (docs/rules/my-reservation.md#kept-on-this-device). */
  | { type: 'reservation.forget' }
  /** "Cancelar reservación": ask what it would do. */
  | { type: 'cancel.ask' }
  /** Confirmed after reading what happens and what comes back. */
  | { type: 'cancel.confirm' }
  /** "No cancelar". */
  | { type: 'cancel.dismiss' }
  /** "Cambiar horario" / "Elegir fecha" on a ticket: its leg is to move (or get its date). */
  | { type: 'change.start'; ticketId: number }
  /** A day is chosen: its buses are listed. */
  | { type: 'change.date'; date: string }
  /** A bus is chosen: its free seats are asked for. */
  | { type: 'change.pick'; scheduleId: number; scheduleDetailId: number }
  /** A seat is tapped on the chosen bus: it seats the passenger chosen (or the next without a seat), or frees it. */
  | { type: 'change.seat'; seat: number }
  /** "¿Quién se sienta?": the passenger the next tap seats. */
  | { type: 'change.passenger'; ticketId: number }
  /** Back from the seats to the buses of the day. */
  | { type: 'change.back' }
  /** Confirmed: the move, or for a dearer bus the card checkout that pays it. */
  | { type: 'change.confirm' }
  /** "Cancelar cambio": back to the reservation, nothing changed. */
  | { type: 'change.dismiss' }
  /** "Pagar ahora": a PEND reservation paid by card before its deadline (decision 065). */
  | { type: 'pend.pay' }
  /** Back from the card form, nothing paid. */
  | { type: 'pend.dismiss' }
  /** "Reenviar correo": the confirmation e-mail is queued again to the contact. */
  | { type: 'email.resend' }
  /** "Enviar código": a one-time code to the booking's e-mail or phone. */
  | { type: 'proof.send'; channel: ProofChannel }
  /** The code typed back. */
  | { type: 'proof.submit'; code: string }
  /** "Ahora no": back to the reservation, nothing asked. */
  | { type: 'proof.dismiss' };

