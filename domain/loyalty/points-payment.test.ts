import { describe, expect, it } from 'vitest';
import { maxPointsFor, pointsToCents, splitWithPoints } from './points-payment';

describe('paying with points (decision 034)', () => {
  it('splits the total into points and money', () => {
    expect(splitWithPoints(100_000, 25_000, 120_000)).toEqual({ ok: true, moneyCents: 75_000 });
    expect(splitWithPoints(100_000, 100_000, 120_000)).toEqual({ ok: true, moneyCents: 0 });
  });

  it('refuses more than the balance, more than the total, and nothing or fractions of a cent', () => {
    expect(splitWithPoints(100_000, 50_001, 50_000)).toEqual({ ok: false, code: 'insufficient_points' });
    expect(splitWithPoints(100_000, 100_001, 500_000)).toEqual({ ok: false, code: 'points_exceed_total' });
    expect(splitWithPoints(100_000, 0, 500_000)).toEqual({ ok: false, code: 'points_invalid' });
    expect(splitWithPoints(100_000, Number.NaN, 500_000)).toEqual({ ok: false, code: 'points_invalid' });
  });

  it('reads points with at most two decimals', () => {
    expect(pointsToCents(12.5)).toBe(1250);
    expect(pointsToCents(0.1 + 0.2)).toBe(30);
    expect(pointsToCents(1.005)).toBeNaN();
  });

  it('offers at most the smaller of the balance and the total', () => {
    expect(maxPointsFor(80_000, 120_000)).toBe(80_000);
    expect(maxPointsFor(80_000, 25_000)).toBe(25_000);
  });
});
