import { startsAt } from './tour-calendar';

// Cancelling a tour booking by its tours' policies (docs/rules/tours.md#cancellation-policy): the whole booking,
// with a full refund, while every tour in it is still further away than its free-cancellation hours; after that
// none of it (a booking mixing an early and a late tour is cancelled while the earliest still allows it). A store
// order not paid yet is simply let go: nothing to refund. Cash paid at a store cannot go back to a card: it is
// given back at any of the company's ticket offices (`office`), the booking's code and the traveller's ID in hand. Plain rules shared by the quote and the cancellation.

export interface CancellableItem {
  /** YYYY-MM-DD and HH:MM[:SS], local at the tour's offset. */
  date: string;
  startTime: string;
  freeUntilHours: number;
  subtotalCents: number;
}

/** Where a cancelled booking's money goes: the card it was paid with, a ticket office (store cash), nowhere (not paid). */
export type TourRefundTo = 'card' | 'office' | 'none';

export type TourCancelRefusal = 'booking_not_cancellable' | 'cancellation_window_passed';

export type TourCancelQuote =
  | { ok: true; refundCents: number; refundTo: TourRefundTo }
  | { ok: false; refusal: TourCancelRefusal; /** The first item past its window. */ item?: number };

export function tourCancellationQuote(
  booking: { status: string; paidByCard: boolean; totalCents: number },
  items: readonly CancellableItem[],
  offsetMinutes: number,
  now: number,
): TourCancelQuote {
  if (booking.status !== 'confirmed' && booking.status !== 'ordered') return { ok: false, refusal: 'booking_not_cancellable' };
  const late = items.findIndex((item) => now > startsAt(item.date, item.startTime, offsetMinutes) - item.freeUntilHours * 3_600_000);
  if (late >= 0) return { ok: false, refusal: 'cancellation_window_passed', item: late };
  if (booking.status === 'ordered') return { ok: true, refundCents: 0, refundTo: 'none' };
  return { ok: true, refundCents: booking.totalCents, refundTo: booking.paidByCard ? 'card' : 'office' };
}
