import { describe, expect, it } from 'vitest';
import { newReservationCode } from '../reservation/reservation-code';
import { isTourBookingCode, newTourBookingCode, TOUR_BOOKING_CODE_LENGTH } from './tour-booking-code';

describe('a tour booking code', () => {
  it('is T and six characters without look-alikes', () => {
    let seed = 0;
    const codes = Array.from({ length: 200 }, () => newTourBookingCode((bound) => seed++ % bound));
    for (const code of codes) {
      expect(code).toMatch(/^T[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{6}$/);
      expect(code).toHaveLength(TOUR_BOOKING_CODE_LENGTH);
      expect(isTourBookingCode(code)).toBe(true);
    }
  });

  it('is told apart as typed: any case, spaces around it', () => {
    expect(isTourBookingCode('tq7k2mx')).toBe(true);
    expect(isTourBookingCode('  TQ7K2MX ')).toBe(true);
    // A mistyped character after the T is still a tour code: the tours service answers its not-found.
    expect(isTourBookingCode('TQ0K2M1')).toBe(true);
  });

  it('is never a bus reservation code, even one that starts with T', () => {
    let seed = 0;
    const busCodes = Array.from({ length: 200 }, () => newReservationCode((bound) => seed++ % bound));
    expect(busCodes.filter(isTourBookingCode)).toEqual([]);
    expect(isTourBookingCode('TACDEF')).toBe(false);
  });

  it('refuses other shapes', () => {
    for (const code of ['', 'T', 'TQ7K2M', 'TQ7K2MXX', 'XQ7K2MX', 'T-7K2MX', 'TQ7 2MX']) expect(isTourBookingCode(code)).toBe(false);
  });
});
