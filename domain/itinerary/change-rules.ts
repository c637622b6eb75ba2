import type { PassengerType } from '../search/passengers';

// Whether a ticket may move to another schedule (issue 13; SPEC §5, §6, §9). Shared by the itinerary
// service, which decides, and the page, which says why before the traveller tries.

/** SPEC §9: ticket changes close 20 minutes before departure. */
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
