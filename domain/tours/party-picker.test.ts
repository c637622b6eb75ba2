import { describe, expect, it } from 'vitest';
import { canRemove, noPeople, roomFor } from './party-picker';

const marietas = { minParty: 2, maxParty: 6, infantsAllowed: false };
const whales = { minParty: 1, maxParty: 8, infantsAllowed: true };

describe('the party picker', () => {
  it('offers no more than the largest party, and infants up to the adults', () => {
    expect(roomFor('adult', { ...noPeople, adult: 6 }, marietas)).toBe(0);
    expect(roomFor('minor', { ...noPeople, adult: 2 }, marietas)).toBe(4);
    expect(roomFor('infant', { ...noPeople, adult: 2 }, marietas)).toBe(0);
    expect(roomFor('infant', { ...noPeople, adult: 2, infant: 1 }, whales)).toBe(1);
    expect(roomFor('infant', { ...noPeople, adult: 7, infant: 1 }, whales)).toBe(0);
  });

  it('never leaves an infant without an adult', () => {
    expect(canRemove('adult', { ...noPeople, adult: 1, infant: 1 })).toBe(false);
    expect(canRemove('adult', { ...noPeople, adult: 2, infant: 1 })).toBe(true);
    expect(canRemove('minor', noPeople)).toBe(false);
  });
});
