// Calendar dates as `yyyy-mm-dd` strings. Travel dates are days in Mexico, not instants, so they
// are kept as text (which also sorts correctly) and "today" is always derived from an injected
// clock in a named time zone, never from the machine running the code.

const calendarDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real day in `yyyy-mm-dd` form (rejects 2026-02-30). */
export function isCalendarDate(text: string): boolean {
  const match = calendarDatePattern.exec(text);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const probe = new Date(Date.UTC(year, month - 1, day));
  return probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
}

/** The operating time zone of the company; "today" in sale windows means today there. */
export const DEFAULT_TIME_ZONE = 'America/Mexico_City';

// Building an Intl formatter is costly (it loads time-zone data); one per zone is enough.
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar date of an instant (ms since epoch) in a time zone. */
export function dateInTimeZone(epochMs: number, timeZone: string = DEFAULT_TIME_ZONE): string {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // en-CA formats as yyyy-mm-dd.
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, formatter);
  }
  return formatter.format(new Date(epochMs));
}

/** Shifts a calendar date by whole days. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

export interface DateRange {
  /** First day, inclusive. */
  from: string;
  /** Last day, inclusive. */
  to: string;
}

export function isWithin(date: string, range: DateRange): boolean {
  return range.from <= date && date <= range.to;
}
