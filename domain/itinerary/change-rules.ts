import type { PassengerType } from '../search/passengers';

// Whether a ticket may move to another schedule (docs/rules/my-reservation.md#changing-the-schedule). Shared by the itinerary
// service, which decides, and the page, which says why before the traveller tries.

/** Ticket changes close 20 minutes before departure. */
export const CHANGE_CLOSES_MINUTES_BEFORE = 20;

/** Student and teacher fares are fixed to their trip; their flex variants change freely within their window. */
export const faresThatCannotChange = ['student', 'teacher'] as const satisfies readonly PassengerType[];

export type TicketState = 'ok' | 'e_ticket' | 'pend' | 'used' | 'cancelled';

export interface ChangeFacts {
  passengerType: PassengerType;
  state: TicketState;
  /** Departure instant, ms; null for an open leg (it is confirmed, not changed). */
  departureAt: number | null;
  now: number;
}

export type ChangeRefusal = 'fare_cannot_change' | 'ticket_used' | 'ticket_cancelled' | 'open_ticket' | 'change_deadline_passed';

/** Why the ticket cannot change schedule, or null when it can. */
export function changeRefusal(facts: ChangeFacts): ChangeRefusal | null {
  if ((faresThatCannotChange as readonly string[]).includes(facts.passengerType)) return 'fare_cannot_change';
  if (facts.state === 'used') return 'ticket_used';
  if (facts.state === 'cancelled') return 'ticket_cancelled';
  if (facts.departureAt === null) return 'open_ticket';
  if (facts.now > facts.departureAt - CHANGE_CLOSES_MINUTES_BEFORE * 60_000) return 'change_deadline_passed';
  return null;
}

/** A ticket's state from its type, until it is used or cancelled. */
export function ticketState(type: 'OK' | 'E-ticket' | 'PEND', marks: { used?: boolean; cancelled?: boolean } = {}): TicketState {
  if (marks.cancelled) return 'cancelled';
  if (marks.used) return 'used';
  return type === 'OK' ? 'ok' : type === 'E-ticket' ? 'e_ticket' : 'pend';
}

/** docs/rules/my-reservation.md#name-changes: a name changes only at the ticket office, and only on adult and minor tickets. */
export function nameChangeRefusal(passengerType: PassengerType): 'name_change_at_office' | 'name_change_not_allowed' {
  return passengerType === 'adult' || passengerType === 'minor' ? 'name_change_at_office' : 'name_change_not_allowed';
}

export type OpenDateRefusal = 'ticket_not_open' | 'ticket_used' | 'ticket_cancelled' | 'outside_validity' | 'change_deadline_passed';

/**
 * Whether an open leg may be given this departure (decision 028): only an open, unused ticket, on a bus that
 * boards within the ticket's validity and more than 20 minutes from now (the same limit as a change).
 */
export function openDateRefusal(facts: { open: boolean; state: TicketState; validUntil: number | null; boardsAt: number; now: number }): OpenDateRefusal | null {
  if (!facts.open) return 'ticket_not_open';
  if (facts.state === 'used') return 'ticket_used';
  if (facts.state === 'cancelled') return 'ticket_cancelled';
  if (facts.validUntil !== null && facts.boardsAt > facts.validUntil) return 'outside_validity';
  if (facts.now > facts.boardsAt - CHANGE_CLOSES_MINUTES_BEFORE * 60_000) return 'change_deadline_passed';
  return null;
}

/** A departure boards late enough to move to: more than 20 minutes from now. */
export const boardsLateEnough = (boardsAt: number, now: number) => now <= boardsAt - CHANGE_CLOSES_MINUTES_BEFORE * 60_000;

export type Settlement = 'none' | 'card_charge' | 'card_refund' | 'store_credit';

/**
 * How a fare difference (cents for the whole leg) is settled (decision 033): nothing when equal; a dearer
 * fare is charged to a card through the payment adapter; a cheaper one comes back to the card it was paid
 * with, or as store credit. A reservation not paid yet (PEND, unpaid) moves only to the same fare: its store
 * order carries the amount it was issued for.
 */
export function settlementOf(differenceCents: number, payment: 'process' | 'approved' | 'order_generated' | 'decline', method: string | null): Settlement | 'fare_difference_unpaid' {
  if (differenceCents === 0) return 'none';
  if (payment !== 'approved') return 'fare_difference_unpaid';
  if (differenceCents > 0) return 'card_charge';
  return method === 'card' ? 'card_refund' : 'store_credit';
}
