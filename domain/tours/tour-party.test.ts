import { describe, expect, it } from 'vitest';
import { noPeople } from './party-picker';
import { partyProblem, placesOf } from './tour-party';

const marietas = { minParty: 2, maxParty: 6, infantsAllowed: false };
const whales = { minParty: 1, maxParty: 8, infantsAllowed: true };

describe('tour party', () => {
  it('counts every person, an infant too', () => {
    expect(placesOf({ adult: 2, minor: 1, inapam: 1, infant: 1 })).toBe(5);
  });

  it('keeps the party between the smallest and the largest', () => {
    expect(partyProblem({ ...noPeople, adult: 1 }, marietas)).toBe('party_too_small');
    expect(partyProblem({ ...noPeople, adult: 2 }, marietas)).toBeNull();
    expect(partyProblem({ ...noPeople, adult: 4, minor: 3 }, marietas)).toBe('party_too_large');
    expect(partyProblem(noPeople, whales)).toBe('party_too_small');
  });

  it('takes infants only on the tours that take them, one per adult', () => {
    expect(partyProblem({ ...noPeople, adult: 2, infant: 1 }, marietas)).toBe('infants_not_allowed');
    expect(partyProblem({ ...noPeople, adult: 1, infant: 1 }, whales)).toBeNull();
    expect(partyProblem({ ...noPeople, adult: 1, minor: 1, infant: 2 }, whales)).toBe('infants_exceed_adults');
  });
});
