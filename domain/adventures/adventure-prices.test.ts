import { describe, expect, it } from 'vitest';
import { partyPrice, travellerPriceCents } from './adventure-prices';

describe('adventure prices', () => {
  it('adds the tax factor to each person, rounded to the centavo', () => {
    expect(travellerPriceCents(95000, 1.1)).toBe(104500);
    expect(travellerPriceCents(12345, 1.1)).toBe(13580);
    expect(travellerPriceCents(95000, 1.16)).toBe(110200);
  });

  it('totals a party of adults and minors from the per-person prices', () => {
    expect(partyPrice({ adults: 2, minors: 1 }, { adultCents: 95000, minorCents: 70000 }, 1.1)).toEqual({
      adultCents: 104500,
      minorCents: 77000,
      totalCents: 2 * 104500 + 77000,
      partnerTotalCents: 2 * 95000 + 70000,
    });
  });
});
