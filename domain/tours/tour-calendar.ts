// When a tour runs and what a timeslot offers (docs/rules/tours.md#days-and-timeslots). Plain functions shared
// by the calendar's top-up (which writes the days and timeslots) and the tours service (which reads them).

/** A recurring timeslot of a tour: days of the week (bit 0 Monday, as bus timetables) and months (bit 0 January). */
export interface RunningPattern {
  daysOfWeek: number;
  months: number;
}

export const EVERY_DAY = 0b111_1111;
export const EVERY_MONTH = 0b1111_1111_1111;

/** A bit mask of months from their numbers (1 January … 12 December): `monthsMask(12, 1, 2, 3)`. */
export function monthsMask(...months: number[]): number {
  return months.reduce((mask, month) => mask | (1 << (month - 1)), 0);
}

/** A bit mask of weekdays from their ISO numbers (1 Monday … 7 Sunday): `weekdaysMask(3, 4, 5, 6, 7)`. */
export function weekdaysMask(...days: number[]): number {
  return days.reduce((mask, day) => mask | (1 << (day - 1)), 0);
}

/** Whether the pattern runs on a YYYY-MM-DD date. */
export function runsOn(pattern: RunningPattern, date: string): boolean {
  const day = new Date(`${date}T00:00:00Z`);
  const weekdayBit = (day.getUTCDay() + 6) % 7;
  return (pattern.daysOfWeek & (1 << weekdayBit)) !== 0 && (pattern.months & (1 << day.getUTCMonth())) !== 0;
}

/**
 * A timeslot is sold until this long before it starts: the meeting points are terminals, up to an hour before
 * the start, and a later sale could not reach the traveller in time.
 */
export const BOOKING_CUTOFF_MINUTES = 60;

/** Five places or fewer is "few left": a family of four or five can still go, but should not wait. */
export const FEW_PLACES_LEFT = 5;

export type TimeslotStatus = 'available' | 'few_left' | 'sold_out';

/**
 * What a timeslot shows. A slot with fewer places than the tour's smallest party cannot be booked, so it is sold
 * out, whatever its count.
 */
export function timeslotStatus(placesLeft: number, minParty: number): TimeslotStatus {
  if (placesLeft <= 0 || placesLeft < minParty) return 'sold_out';
  return placesLeft <= FEW_PLACES_LEFT ? 'few_left' : 'available';
}

/** The instant a local date and time (HH:MM[:SS]) start, at the tour's UTC offset in minutes. */
export function startsAt(date: string, time: string, offsetMinutes: number): number {
  const [hours = '0', minutes = '0'] = time.split(':');
  return Date.parse(`${date}T00:00:00Z`) + (Number(hours) * 60 + Number(minutes) - offsetMinutes) * 60_000;
}

/** Whether a timeslot may still be sold at `now` (ms). */
export function beforeCutoff(date: string, time: string, offsetMinutes: number, now: number): boolean {
  return now <= startsAt(date, time, offsetMinutes) - BOOKING_CUTOFF_MINUTES * 60_000;
}

/** HH:MM:SS a number of minutes after a start time of day (a tour ends the same day). */
export function endTime(start: string, durationMinutes: number): string {
  const [hours = '0', minutes = '0'] = start.split(':');
  const total = Math.min(Number(hours) * 60 + Number(minutes) + durationMinutes, 23 * 60 + 59);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}:00`;
}
