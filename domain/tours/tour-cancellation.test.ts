import { describe, expect, it } from 'vitest';
import { tourCancellationQuote, type CancellableItem } from './tour-cancellation';

const CENTRAL = -360;
// Marietas on 10 December at 08:00 (48 h free), Yelapa on the 12th at 09:30 (24 h free).
const items: CancellableItem[] = [
  { date: '2026-12-10', startTime: '08:00:00', freeUntilHours: 48, subtotalCents: 370_000 },
  { date: '2026-12-12', startTime: '09:30:00', freeUntilHours: 24, subtotalCents: 220_000 },
];
const paid = { status: 'confirmed', paidByCard: true, totalCents: 590_000 };
const at = (iso: string) => Date.parse(iso);

describe('cancelling a tour booking by its policies', () => {
  it('refunds the whole card payment while every tour is within its free window', () => {
    // 8 December 07:59 central = 13:59 UTC: 48 h and a minute before the Marietas.
    expect(tourCancellationQuote(paid, items, CENTRAL, at('2026-12-08T13:59:00Z'))).toEqual({ ok: true, refundCents: 590_000, refundPointsCents: 0, refundTo: 'card' });
  });

  it('refuses once one tour is past its window, naming it', () => {
    expect(tourCancellationQuote(paid, items, CENTRAL, at('2026-12-08T14:01:00Z'))).toEqual({ ok: false, refusal: 'cancellation_window_passed', item: 0 });
    const yelapaOnly = [items[1]!];
    expect(tourCancellationQuote(paid, yelapaOnly, CENTRAL, at('2026-12-11T15:29:00Z')).ok).toBe(true);
    expect(tourCancellationQuote(paid, yelapaOnly, CENTRAL, at('2026-12-11T15:31:00Z')).ok).toBe(false);
  });

  it('lets an unpaid store order go with nothing to refund', () => {
    expect(tourCancellationQuote({ status: 'ordered', paidByCard: false, totalCents: 590_000 }, items, CENTRAL, at('2026-12-01T12:00:00Z'))).toEqual({ ok: true, refundCents: 0, refundPointsCents: 0, refundTo: 'none' });
  });

  it('gives cash paid at a store back in full at a ticket office, within the same window', () => {
    const cash = { status: 'confirmed', paidByCard: false, totalCents: 590_000 };
    expect(tourCancellationQuote(cash, items, CENTRAL, at('2026-12-01T12:00:00Z'))).toEqual({ ok: true, refundCents: 590_000, refundPointsCents: 0, refundTo: 'office' });
    expect(tourCancellationQuote(cash, items, CENTRAL, at('2026-12-08T14:01:00Z'))).toEqual({ ok: false, refusal: 'cancellation_window_passed', item: 0 });
  });

  it('gives points back to their pool and the card its part; points alone go back whole as points', () => {
    const split = { ...paid, pointsCents: 90_000 };
    expect(tourCancellationQuote(split, items, CENTRAL, at('2026-12-01T12:00:00Z'))).toEqual({ ok: true, refundCents: 500_000, refundPointsCents: 90_000, refundTo: 'card' });
    const whole = { status: 'confirmed', paidByCard: false, totalCents: 590_000, pointsCents: 590_000 };
    expect(tourCancellationQuote(whole, items, CENTRAL, at('2026-12-01T12:00:00Z'))).toEqual({ ok: true, refundCents: 0, refundPointsCents: 590_000, refundTo: 'points' });
    expect(tourCancellationQuote(whole, items, CENTRAL, at('2026-12-08T14:01:00Z')).ok).toBe(false);
  });

  it('cancels nothing that is not sold, or already cancelled', () => {
    for (const status of ['open', 'held', 'cancelled']) {
      expect(tourCancellationQuote({ ...paid, status }, items, CENTRAL, at('2026-12-01T12:00:00Z'))).toEqual({ ok: false, refusal: 'booking_not_cancellable' });
    }
  });
});
