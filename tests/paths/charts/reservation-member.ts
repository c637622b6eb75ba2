import { stepIndex } from '../../../machines/reservation/chart-helpers';
import { validContact } from '../../../machines/reservation/reservation.test-harness';
import type { Snapshot } from '../../../machines/reservation/reservation.test-model';
import { seatPicks } from '../../../machines/reservation/seat-selection';

// The frequent traveller of the reservation chart's browser paths (decision 034): a seeded member with earned
// points signs in on the contact step (the chart links them, `traveller.link`), so the payment step's checkout
// offers their points, and the member pays with some of them and the card for the rest. Kept to the fewest
// paths: the member's booking is a guest's plus the sign-in and the points.

/** A seeded member with earned points (server/db/seed/catalogue.data.ts), and the points they apply. */
export const MEMBER = { card: '3200000002', password: 'Oro#2024', earnedPoints: 1200 } as const;
export const POINTS_APPLIED = 100;

/** The reservation is linked to a signed-in frequent traveller (the linkTraveller answer said so). */
export const isMember = (snapshot: Snapshot) => snapshot.context.reservation.exist_traveller;

/**
 * Where the model lets a guest sign in: on the contact step of a one-way dated trip, the first time there.
 * A member's paths are then never longer than the guest paths that reach the same states (the planner takes
 * the longest first), so the plan keeps the guest paths and adds one for the points.
 */
export const signsInHere = (snapshot: Snapshot) =>
  !isMember(snapshot) && snapshot.context.furthestStep === stepIndex('contact') && !snapshot.context.reservation.round && !snapshot.context.reservation.departure.open;

const memberGestures: ReadonlySet<string> = new Set(['contact.submit', 'additionals.submit', 'seat.toggle', 'seats.submit']);

/**
 * What a member does in the model: the forward gestures to the payment step (a valid contact, one seat
 * held) and the server's answers (the checkout's with points); everything else a member can do is what a
 * guest does.
 */
export function memberEvents<E extends { type: string }>(snapshot: Snapshot, traveller: E[], answers: E[]): E[] {
  const picked = seatPicks(snapshot.context.seatMaps.departure).length > 0;
  const forward = traveller.filter((event) => {
    if (!memberGestures.has(event.type)) return false;
    if (event.type === 'contact.submit') return (event as { contact?: { cell_phone?: string } }).contact?.cell_phone === validContact.cell_phone;
    return !(event.type === 'seat.toggle' && picked);
  });
  return [...forward, ...answers.filter((event) => event.type.startsWith('xstate.done.'))];
}

/** The points the payment step shows: the member's by pool, none for a guest. */
export const pointsShown = (snapshot: Snapshot) => (isMember(snapshot) ? { traveller_loyalty: MEMBER.earnedPoints, traveller_prepaid: 0 } : null);
