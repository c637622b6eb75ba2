import { startsAt } from './tour-calendar';

// Cancelling a tour booking by its tours' policies (docs/rules/tours.md#cancellation-policy): the whole booking,
// with a full refund, while every tour in it is still further away than its free-cancellation hours; after that
// none of it (a booking mixing an early and a late tour is cancelled while the earliest still allows it). A store
// order not paid yet is simply let go: nothing to refund. Cash paid at a store cannot go back to a card: it is
// given back at any of the company's ticket offices (`office`), the booking's code and the traveller's ID in hand.
// Points that paid part or all of it go back to the pool they came from, the money part as above (decision 069).
// Plain rules shared by the quote and the cancellation.

export interface CancellableItem {
  /** YYYY-MM-DD and HH:MM[:SS], local at the tour's offset. */
  date: string;
  startTime: string;
  freeUntilHours: number;
  subtotalCents: number;
}

/**
 * Where a cancelled booking's money goes: the card it was paid with, a ticket office (store cash), the member's
 * points (paid with points alone), nowhere (not paid).
 */
export type TourRefundTo = 'card' | 'office' | 'points' | 'none';

export type TourCancelRefusal = 'booking_not_cancellable' | 'cancellation_window_passed';

export type TourCancelQuote =
  | { ok: true; /** Money, MXN cents. */ refundCents: number; /** Points, hundredths. */ refundPointsCents: number; refundTo: TourRefundTo }
  | { ok: false; refusal: TourCancelRefusal; /** The first item past its window. */ item?: number };

export function tourCancellationQuote(
  booking: { status: string; paidByCard: boolean; totalCents: number; /** Of the total, what points paid. */ pointsCents?: number },
  items: readonly CancellableItem[],
  offsetMinutes: number,
  now: number,
): TourCancelQuote {
  if (booking.status !== 'confirmed' && booking.status !== 'ordered') return { ok: false, refusal: 'booking_not_cancellable' };
  const late = items.findIndex((item) => now > startsAt(item.date, item.startTime, offsetMinutes) - item.freeUntilHours * 3_600_000);
  if (late >= 0) return { ok: false, refusal: 'cancellation_window_passed', item: late };
  if (booking.status === 'ordered') return { ok: true, refundCents: 0, refundPointsCents: 0, refundTo: 'none' };
  const points = booking.pointsCents ?? 0;
  const money = booking.totalCents - points;
  if (money <= 0) return { ok: true, refundCents: 0, refundPointsCents: points, refundTo: 'points' };
  return { ok: true, refundCents: money, refundPointsCents: points, refundTo: booking.paidByCard ? 'card' : 'office' };
}
