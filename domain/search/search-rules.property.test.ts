import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultFareWindows } from './fare-windows';
import {
  MAX_PASSENGERS,
  MAX_STUDENTS,
  MAX_TEACHERS,
  infantCompanionCount,
  passengerTypes,
  seatsNeeded,
  studentCount,
  teacherCount,
  totalPassengers,
  type PassengerCounts,
} from './passengers';
import { validateSearch } from './search-rules';

// Sale and travel inside the seeded winter window, so windowed fares are allowed unless a limit is hit.
const context = { today: '2026-12-01', windows: defaultFareWindows };
const tripInWindow = {
  origin: 'PVR',
  destination: 'GDL',
  departure: { date: '2026-12-20', open: false },
  round: true,
  return: { date: '2026-12-27', open: false },
};

const counts = (max: number) =>
  fc.record(
    Object.fromEntries(passengerTypes.map((type) => [type, fc.integer({ min: 0, max })])) as Record<
      keyof PassengerCounts,
      fc.Arbitrary<number>
    >,
  );

const codesOf = (passengers: PassengerCounts) => {
  const result = validateSearch({ ...tripInWindow, passengers }, context);
  return result.ok ? [] : result.issues.map((issue) => issue.code);
};

describe('search limits, for any passenger mix', () => {
  it('refuses every mix of more than 10 with the passengers code', () => {
    fc.assert(
      fc.property(counts(6).filter((p) => totalPassengers(p) > MAX_PASSENGERS), (passengers) => {
        expect(codesOf(passengers)).toContain('passengers_exceeded');
      }),
    );
  });

  it('refuses every mix with more infants than adult companions', () => {
    fc.assert(
      fc.property(counts(4).filter((p) => p.infant > infantCompanionCount(p)), (passengers) => {
        expect(codesOf(passengers)).toContain('infant_per_adult');
      }),
    );
  });

  it('refuses more than 4 students or more than 2 teachers', () => {
    fc.assert(
      fc.property(counts(5), (passengers) => {
        const found = codesOf(passengers);
        expect(found.includes('students_exceeded')).toBe(studentCount(passengers) > MAX_STUDENTS);
        expect(found.includes('teachers_exceeded')).toBe(teacherCount(passengers) > MAX_TEACHERS);
      }),
    );
  });

  it('accepts every mix within the limits when dates are inside the windows', () => {
    const withinLimits = counts(4).filter(
      (p) =>
        totalPassengers(p) >= 1 &&
        totalPassengers(p) <= MAX_PASSENGERS &&
        studentCount(p) <= MAX_STUDENTS &&
        teacherCount(p) <= MAX_TEACHERS &&
        p.infant <= infantCompanionCount(p),
    );
    fc.assert(
      fc.property(withinLimits, (passengers) => {
        expect(codesOf(passengers)).toEqual([]);
      }),
    );
  });

  it('needs a seat for everyone but infants', () => {
    fc.assert(
      fc.property(counts(10), (passengers) => {
        expect(seatsNeeded(passengers)).toBe(totalPassengers(passengers) - passengers.infant);
        expect(seatsNeeded(passengers)).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
