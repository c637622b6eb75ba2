import { inTransaction } from '../../../db/database';
import type { AppDeps } from '../../service-deps';
import { declineWaitingPayments, lockReservation, reservationsWithExpiredPoints } from './payment.queries';

// A card payment with points left on its 3-D Secure page while the reservation's payment deadline passes
// (decision 040): the waiting card and points rows are declined as `expired`, as they are when another
// payment replaces them (`superseded`) or the reservation is deleted (`abandoned`). No points were debited
// (decision 034); the rows now say the points are free, and a late answer to the challenge completes nothing.

export const EXPIRED_POINTS_SWEEP_MS = 60_000;

/** Declines the expired waiting payments that carry points; answers how many reservations had some. */
export async function declineExpiredPointsPayments(deps: Pick<AppDeps, 'db' | 'clock'>): Promise<number> {
  const now = deps.clock.now();
  const expired = await reservationsWithExpiredPoints(deps.db, now);
  for (const reservationId of expired) {
    // Under the reservation's lock, as a challenge's completion: one of the two finds the rows still waiting.
    await inTransaction(deps.db, async (tx) => {
      await lockReservation(tx, reservationId);
      await declineWaitingPayments(tx, reservationId, 'expired');
    });
  }
  return expired.length;
}
