import { describe, expect, it } from 'vitest';
import { canRemove, noPeople, partyIssue, partySize, roomFor } from './tour-party';

const marietas = { minParty: 2, maxParty: 6, infantsAllowed: false };
const whales = { minParty: 1, maxParty: 8, infantsAllowed: true };

describe('tour party', () => {
  it('counts every person, an infant too', () => {
    expect(partySize({ adult: 2, minor: 1, inapam: 1, infant: 1 })).toBe(5);
  });

  it('keeps the party between the smallest and the largest', () => {
    expect(partyIssue({ ...noPeople, adult: 1 }, marietas)).toBe('party_too_small');
    expect(partyIssue({ ...noPeople, adult: 2 }, marietas)).toBeNull();
    expect(partyIssue({ ...noPeople, adult: 4, minor: 3 }, marietas)).toBe('party_too_large');
    expect(partyIssue(noPeople, whales)).toBe('party_too_small');
  });

  it('takes infants only on the tours that take them, one per adult', () => {
    expect(partyIssue({ ...noPeople, adult: 2, infant: 1 }, marietas)).toBe('infants_not_allowed');
    expect(partyIssue({ ...noPeople, adult: 1, infant: 1 }, whales)).toBeNull();
    expect(partyIssue({ ...noPeople, adult: 1, minor: 1, infant: 2 }, whales)).toBe('infants_exceed_adults');
  });

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
