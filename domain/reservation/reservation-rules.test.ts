import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { earliestDayFor } from '../search/earliest-day';
import { emptyPassengers, passengerList } from '../search/passengers';
import { newReservationCode, reservationCodeSchema, RESERVATION_CODE_LENGTH } from './reservation-code';

describe('reservation rules shared by server, chart and screens', () => {
  it('lists a return from the departure day, and never before today', () => {
    expect(earliestDayFor('return', '2026-12-01', '2026-12-20')).toBe('2026-12-20');
    expect(earliestDayFor('departure', '2026-12-01', '2026-12-20')).toBe('2026-12-01');
    expect(earliestDayFor('return', '2026-12-01', '2026-11-30')).toBe('2026-12-01');
    expect(earliestDayFor('return', '2026-12-01', null)).toBe('2026-12-01');
  });

  it('lists one passenger per person in passenger-type order', () => {
    expect(passengerList({ ...emptyPassengers(), teacher: 1, adult: 2, infant: 1 })).toEqual(['adult', 'adult', 'infant', 'teacher']);
  });

  it('makes codes of the unambiguous alphabet and accepts a code as typed', () => {
    const code = newReservationCode(() => 0);
    expect(code).toHaveLength(RESERVATION_CODE_LENGTH);
    expect(newReservationCode((bound) => bound - 1)).toMatch(/^9+$/);
    expect(v.parse(reservationCodeSchema, ' acd347 ')).toBe('ACD347');
    expect(v.safeParse(reservationCodeSchema, '').success).toBe(false);
    expect(v.safeParse(reservationCodeSchema, 'X'.repeat(21)).success).toBe(false);
  });
});
