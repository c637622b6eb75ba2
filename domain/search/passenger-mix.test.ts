import { describe, expect, it } from 'vitest';
import { passengerMixIssues, searchWithAllowedMix, type PassengerMix } from './passenger-mix';
import { emptyPassengers } from './passengers';

const mix = (passengers: Partial<PassengerMix['passengers']>, open = false): PassengerMix => ({
  passengers: { ...emptyPassengers(), ...passengers },
  departure: { open },
  round: false,
  return: { open: true },
});

describe('a passenger mix the search will refuse (docs/rules/booking.md#who-may-travel-together), told before the search', () => {
  it('names an infant without an adult, more than 10 people and a student fare on an open date', () => {
    expect(passengerMixIssues(mix({ infant: 1 })).map((issue) => issue.code)).toEqual(['infant_per_adult']);
    expect(passengerMixIssues(mix({ adult: 8, minor: 3 })).map((issue) => issue.code)).toEqual(['passengers_exceeded']);
    expect(passengerMixIssues(mix({ student: 1 }, true))).toEqual([{ code: 'student_cannot_be_open', field: 'departure.open' }]);
    expect(passengerMixIssues(mix({ adult: 2, infant: 2 }))).toEqual([]);
  });

  it('restores an accepted mix as saved and puts a refused or garbled one back to one adult', () => {
    const accepted = { ...mix({ adult: 2, minor: 1 }), origin: 'guadalajara' };
    expect(searchWithAllowedMix(accepted)).toBe(accepted);
    const oneAdult = { ...emptyPassengers(), adult: 1 };
    expect(searchWithAllowedMix({ ...mix({ infant: 2, adult: 1 }), origin: 'guadalajara' })).toMatchObject({ origin: 'guadalajara', passengers: oneAdult });
    expect(searchWithAllowedMix(mix({})).passengers).toEqual(oneAdult);
    expect(searchWithAllowedMix({ passengers: { adult: 1, student: 1 }, departure: { open: true } }).passengers).toEqual(oneAdult);
    expect(searchWithAllowedMix({ passengers: { adult: '3' } }).passengers).toEqual(oneAdult);
  });
});
