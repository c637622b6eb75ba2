import type { SnapshotFrom } from 'xstate';
import type { reservationMachine } from './reservation.machine';

// The page each state of the reservation chart belongs on. Apart from the chart so the router binding, which
// is in the first JavaScript of every page, does not carry the chart (decision 009); the pages' addresses are
// the web app's (src/features/reservation/flow/flow-pages.ts).

export type ReservationPage = 'search' | 'schedules' | 'contact' | 'additionals' | 'seats' | 'payment' | 'tickets' | 'invoicing';

/**
 * The page the chart's active state belongs on; null when the state has no page of its own
 * (expired, deleting, a stopped actor): the traveller then stays where they are.
 */
export function reservationPageOf(snapshot: SnapshotFrom<typeof reservationMachine>): ReservationPage | null {
  if (snapshot.status !== 'active') return null;
  if (snapshot.matches('search')) return 'search';
  if (snapshot.matches({ booking: { step: 'schedules' } })) return 'schedules';
  if (snapshot.matches({ booking: { step: 'contact' } })) return 'contact';
  if (snapshot.matches({ booking: { step: 'additionals' } })) return 'additionals';
  if (snapshot.matches({ booking: { step: 'seats' } })) return 'seats';
  if (snapshot.matches({ booking: { step: 'payment' } })) return 'payment';
  if (snapshot.matches('confirmingReservation')) return 'payment';
  if (snapshot.matches('tickets')) return 'tickets';
  if (snapshot.matches('invoicing')) return 'invoicing';
  return null;
}
