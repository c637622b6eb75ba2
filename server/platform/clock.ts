import { isoDate } from './iso-format';

// Every deadline (payment time limits, PEND holds, seat-hold expiry, departure windows) is computed
// from an injected clock, so tests can pin and move time instead of sleeping.
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export interface FixedClock extends Clock {
  set(at: Date | string): void;
  advance(ms: number): void;
}

export function createFixedClock(start: Date | string): FixedClock {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    set: (at) => {
      current = new Date(at).getTime();
    },
    advance: (ms) => {
      current += ms;
    },
  };
}

// The company sells in central Mexico time; since 2022 Mexico has no daylight saving time outside the
// border strip, so a fixed offset is exact for the cities served from Jalisco and Bahía de Banderas.
export const CENTRAL_MEXICO_OFFSET_MINUTES = -6 * 60;

/** Calendar date (YYYY-MM-DD) at the company's local time for the given instant. */
export function localDate(at: Date, offsetMinutes = CENTRAL_MEXICO_OFFSET_MINUTES): string {
  return isoDate(at.getTime() + offsetMinutes * 60_000);
}

/** Adds whole days to a YYYY-MM-DD date (a RangeError when it is no date). */
export function addDays(date: string, days: number): string {
  // UTC days are all 86,400 s long, so this is the calendar arithmetic of setUTCDate.
  return isoDate(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000);
}
