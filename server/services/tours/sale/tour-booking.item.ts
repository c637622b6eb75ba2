import { bookingStatus } from '../../../../domain/tours/tour-booking-status';
import type { Database } from '../../../db/database';
import { ItemRefused, type CheckoutItem, type Released, type SettledPayment } from '../../../payments/checkout/checkout';
import type { AppDeps } from '../../service-deps';
import { newBookingCode } from './booking-ids';
import { storedStatus } from './booking-view';
import { lockBooking, readBooking, recordChallenge, recordDecline, updateBooking } from './sale.queries';

// A tour booking as an item of the one checkout (server/payments/checkout/checkout.ts, decision 054). Its
// places are already held by the booking's own hold (approved, until `hold_expires_at`), so `hold` only checks
// that the hold is still alive before the bank is asked; `settle` confirms the booking in the transaction that
// records the approval (its places then count as sold); a decline lets go of nothing: the hold lasts its time,
// and another attempt with a new key may pay it.

export interface TourPaymentOrder {
  bookingId: string;
  /** The attempt's key as the client sent it (the booking keeps it with its payment number). */
  key: string;
  amountCents: number;
  paymentType: 'credit' | 'debit';
  cardLast4: string | null;
}

export function tourBookingItem(deps: AppDeps, order: TourPaymentOrder): CheckoutItem<void> {
  return {
    priceCents: async () => order.amountCents,
    hold: async () => {
      const loaded = await readBooking(deps.db, order.bookingId);
      if (!loaded || bookingStatus(storedStatus(loaded.row), loaded.row.holdExpiresAt, deps.clock.now()) !== 'held') throw new ItemRefused('hold_expired', 'booking_id');
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
  await updateBooking(tx, order.bookingId, {
    status: 'confirmed',
    code: newBookingCode(),
    paymentKey: order.key,
    paymentType: order.paymentType,
    paymentStatus: 'approved',
    declineReason: null,
    challengeId: null,
    chargeId: payment.chargeId,
    cardLast4: order.cardLast4,
    paidAt: now,
    updatedAt: now,
  });
}
