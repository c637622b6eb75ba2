import { describe, expect, it } from 'vitest';
import { pointsEarned } from './earning';
import { tierLuggage } from './tiers';

describe('points earned on a paid trip (decision 024)', () => {
  it('gives back the tier rate of the money paid, rounded down to the cent', () => {
    expect(pointsEarned(1000, 'classic')).toBe(105.3);
    expect(pointsEarned(1000, 'gold')).toBe(116.5);
    expect(pointsEarned(1000, 'platinum')).toBe(131.7);
    expect(pointsEarned(389.99, 'classic')).toBe(41.06);
    expect(pointsEarned(0, 'gold')).toBe(0);
  });
});

describe('luggage by tier (docs/rules/loyalty.md#luggage-by-tier)', () => {
  it('is 3, 4 or 5 bags of 35 kg plus a sports item or instrument and two hand bags', () => {
    expect(tierLuggage('classic')).toEqual({ bags: 3, kgPerBag: 35, sportsOrInstrument: 1, handBags: 2 });
    expect(tierLuggage('gold').bags).toBe(4);
    expect(tierLuggage('platinum').bags).toBe(5);
  });
});
