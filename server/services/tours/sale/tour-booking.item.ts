import { bookingStatus } from '../../../../domain/tours/tour-booking-status';
import type { Database } from '../../../db/database';
import { ItemRefused, type CheckoutItem, type Released, type SettledPayment } from '../../../payments/checkout/checkout';
import type { AppDeps } from '../../service-deps';
import { newBookingCode } from './booking-ids';
import { storedStatus } from './booking-view';
import { lockBooking, readBooking, recordChallenge, recordDecline, updateBooking } from './sale.queries';
import { poolHolds, spendTourPoints, TourPointsShort, type TourPointsPlan } from './tour-points';

// A tour booking as an item of the one checkout (server/payments/checkout/checkout.ts, decision 054). Its
// places are already held by the booking's own hold (approved, until `hold_expires_at`), so `hold` only checks
// that the hold is still alive before the bank is asked; `settle` confirms the booking in the transaction that
// records the approval (its places then count as sold); a decline lets go of nothing: the hold lasts its time,
// and another attempt with a new key may pay it. Points beside the card (decision 069) are checked before the
// bank is asked and debited by `settle`; a pool emptied meanwhile refuses the sale and the charge goes back whole.

export interface TourPaymentOrder {
  bookingId: string;
  /** The attempt's key as the client sent it (the booking keeps it with its payment number). */
  key: string;
  /** What the card pays: the booking's total less its points. */
  amountCents: number;
  paymentType: 'credit' | 'debit';
  cardLast4: string | null;
  points: TourPointsPlan | null;
}

export function tourBookingItem(deps: AppDeps, order: TourPaymentOrder): CheckoutItem<void> {
  return {
    priceCents: async () => order.amountCents,
    hold: async () => {
      const loaded = await readBooking(deps.db, order.bookingId);
      if (!loaded || bookingStatus(storedStatus(loaded.row), loaded.row.holdExpiresAt, deps.clock.now()) !== 'held') throw new ItemRefused('hold_expired', 'booking_id');
      if (order.points && !(await poolHolds(deps.db, order.points))) throw new ItemRefused('insufficient_points', 'points.amount');
    },
    waitForCode: (challenge) => recordChallenge(deps.db, order.bookingId, order.key, challenge.challengeId, deps.clock.now()),
    settle: (tx, payment) => confirm(deps, tx, order, payment),
    release: (released: Released) => recordDecline(deps.db, order.bookingId, order.key, released.reason, deps.clock.now()),
  };
}

/**
 * Confirms the booking under its row lock. Paid meanwhile by another attempt (two tabs), or its hold run out
 * while the bank answered, it is refused: the checkout gives this charge back whole, and the places of a hold
 * that ran out may have been taken by then.
 */
async function confirm(deps: AppDeps, tx: Database, order: TourPaymentOrder, payment: SettledPayment): Promise<void> {
  const now = deps.clock.now();
  const loaded = await lockBooking(tx, order.bookingId);
  if (!loaded) throw new ItemRefused('hold_expired', 'booking_id');
  if (loaded.row.status === 'confirmed') throw new ItemRefused('already_paid', 'booking_id');
  if (bookingStatus(storedStatus(loaded.row), loaded.row.holdExpiresAt, now) !== 'held') throw new ItemRefused('hold_expired', 'booking_id');
  const code = newBookingCode();
  if (order.points) {
    try {
      await spendTourPoints(tx, order.points, code, now);
    } catch (error) {
      if (error instanceof TourPointsShort) throw new ItemRefused('insufficient_points', 'points.amount');
      throw error;
    }
  }
  await updateBooking(tx, order.bookingId, {
    status: 'confirmed',
    code,
    paymentKey: order.key,
    paymentType: order.paymentType,
    paymentStatus: 'approved',
    declineReason: null,
    challengeId: null,
    chargeId: payment.chargeId,
    cardLast4: order.cardLast4,
    pointsType: order.points?.type ?? null,
    pointsCents: order.points?.cents ?? null,
    loyaltyMemberId: order.points?.memberId ?? null,
    paidAt: now,
    updatedAt: now,
  });
}
