import { describe, expect, it } from 'vitest';
import { bookingStatus, holdSecondsLeft, sessionExpired } from './tour-booking-status';
import { partyProblem, partySubtotalCents, placesOf } from './tour-party';
import { storeCashLimit, tourPaymentMethods } from './tour-payment';
import { tourPricesCents } from './tour-prices';

const party = (adult: number, minor = 0, inapam = 0, infant = 0) => ({ adult, minor, inapam, infant });
const marietas = { minParty: 1, maxParty: 10, infantsAllowed: false };
const yelapa = { minParty: 1, maxParty: 12, infantsAllowed: true };
const tasting = { minParty: 2, maxParty: 8, infantsAllowed: false };

describe('a tour party', () => {
  it('counts every person as a place, an infant too', () => {
    expect(placesOf(party(2, 1, 1, 1))).toBe(5);
  });

  it('is between the smallest and the largest party, infants counted', () => {
    expect(partyProblem(party(1), tasting)).toBe('party_too_small');
    expect(partyProblem(party(0), marietas)).toBe('party_too_small');
    expect(partyProblem(party(2), tasting)).toBeNull();
    expect(partyProblem(party(8, 2), marietas)).toBeNull();
    expect(partyProblem(party(8, 3), marietas)).toBe('party_too_large');
    expect(partyProblem(party(6, 0, 0, 6), yelapa)).toBeNull();
    expect(partyProblem(party(6, 1, 0, 6), yelapa)).toBe('party_too_large');
  });

  it('takes infants only on a tour that takes them, one per adult', () => {
    expect(partyProblem(party(2, 0, 0, 1), marietas)).toBe('infants_not_allowed');
    expect(partyProblem(party(1, 0, 0, 2), yelapa)).toBe('infants_exceed_adults');
    expect(partyProblem(party(0, 0, 1, 1), yelapa)).toBe('infants_exceed_adults');
    expect(partyProblem(party(2, 0, 0, 2), yelapa)).toBeNull();
  });

  it('pays each person at their type: a minor and an INAPAM senior half, an infant nothing', () => {
    expect(partySubtotalCents(party(2, 1, 1, 1), tourPricesCents(129_000, true))).toBe(2 * 129_000 + 64_500 + 64_500);
    expect(partySubtotalCents(party(1, 1), tourPricesCents(99_999, false))).toBe(99_999 + 49_999);
  });
});

describe('a tour booking over time', () => {
  const now = new Date('2026-03-10T18:00:00Z');
  const later = (s: number) => new Date(now.getTime() + s * 1000);

  it('reads a hold that ran out as expired, by its timestamp', () => {
    expect(bookingStatus('held', later(1), now)).toBe('held');
    expect(bookingStatus('held', now, now)).toBe('expired');
    expect(bookingStatus('ordered', later(-60), now)).toBe('expired');
    expect(bookingStatus('confirmed', later(-60), now)).toBe('confirmed');
    expect(bookingStatus('open', null, now)).toBe('open');
  });

  it('counts the seconds left on a hold down to 0', () => {
    expect(holdSecondsLeft('held', later(900), now)).toBe(900);
    expect(holdSecondsLeft('held', later(-5), now)).toBe(0);
    expect(holdSecondsLeft('open', null, now)).toBeNull();
  });

  it('ends the session when the hold ran out, or the cart was left past its session; never once paid', () => {
    expect(sessionExpired('held', later(-1), later(-1), now)).toBe(true);
    expect(sessionExpired('open', null, later(-1), now)).toBe(true);
    expect(sessionExpired('open', null, later(10), now)).toBe(false);
    expect(sessionExpired('confirmed', later(-1), later(-1), now)).toBe(false);
  });
});

describe('how a tour booking is paid', () => {
  const now = Date.parse('2026-03-10T18:00:00Z');
  const hours = (h: number) => now + h * 3_600_000;

  it('offers cash at a store only when the first tour is more than a day away', () => {
    expect(tourPaymentMethods(true, hours(25), now)).toEqual(['credit', 'debit', 'oxxo']);
    expect(tourPaymentMethods(true, hours(24), now)).toEqual(['credit', 'debit']);
    expect(tourPaymentMethods(false, hours(72), now)).toEqual(['credit', 'debit']);
  });

  it('closes a store order half a day before the first tour', () => {
    expect(storeCashLimit(hours(48)).getTime()).toBe(hours(36));
  });
});
