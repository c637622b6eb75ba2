import { bookingStatus } from '../../../../domain/tours/tour-booking-status';
import { inTransaction } from '../../../db/database';
import type { ResolvedDeps } from '../../service-deps';
import { newBookingCode } from './booking-ids';
import { storedStatus } from './booking-view';
import { mailTicketOnce } from './confirm-booking';
import { currentPayment, type PaymentAnswer } from './pay-by-card';
import { lockBooking, startAttempt, updateBooking, type LoadedBooking } from './sale.queries';
import { guarded, SaleRefusal } from './sale-refusal';
import { spendTourPoints, TourPointsShort, type TourPointsPlan } from './tour-points';

// A tour booking paid wholly with a member's points (decision 069): no bank is asked, so no checkout. Under the
// booking's lock (a card or a store order of another tab waits, then finds it paid) and then the member's, the
// pool is checked and debited and the booking confirmed, in one transaction; then the tickets go out.

export async function payWithPoints(deps: ResolvedDeps, loaded: LoadedBooking, key: string, plan: TourPointsPlan): Promise<PaymentAnswer> {
  const paid = await guarded(() =>
    inTransaction(deps.db, async (tx) => {
      const now = deps.clock.now();
      const current = await lockBooking(tx, loaded.row.id);
      if (current?.row.status === 'confirmed') return;
      if (!current || bookingStatus(storedStatus(current.row), current.row.holdExpiresAt, now) !== 'held') throw new SaleRefusal(410, 'hold_expired', 'booking_id');
      const code = newBookingCode();
      await startAttempt(tx, loaded.row.id, key, plan.type, now, plan);
      try {
        await spendTourPoints(tx, plan, code, now);
      } catch (error) {
        if (error instanceof TourPointsShort) throw new SaleRefusal(409, 'insufficient_points', 'points.amount');
        throw error;
      }
      await updateBooking(tx, loaded.row.id, { status: 'confirmed', code, paymentStatus: 'approved', declineReason: null, challengeId: null, paidAt: now, updatedAt: now });
    }),
  );
  if (!paid.ok) return paid;
  await mailTicketOnce(deps, loaded.row.id);
  return currentPayment(deps, loaded.row.id);
}
