// An instant's UTC calendar date and time of day as ISO text, by arithmetic: the same strings as
// `new Date(ms).toISOString()`'s date and time parts, about five times cheaper. The schedules search
// formats four of them per bus and filters on a fifth, on every request.

const DAY_MS = 86_400_000;
const two = (n: number) => (n < 10 ? `0${n}` : `${n}`);

/** "YYYY-MM-DD" of the UTC day holding `ms` (as `new Date(ms).toISOString().slice(0, 10)`). */
export function isoDate(ms: number): string {
  // Days since 1970-01-01 to a civil date (H. Hinnant's days_from_civil, inverted), proleptic Gregorian.
  const z = Math.floor(ms / DAY_MS) + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  // toISOString writes other years with a sign and six digits (no bus runs then, but stay exact) and
  // throws on an invalid instant (NaN): both left to it.
  if (!(year >= 1000 && year <= 9999)) return new Date(ms).toISOString().slice(0, 10);
  return `${year}-${two(month)}-${two(day)}`;
}

/** "HH:MM:SS" of `ms` in UTC (as `new Date(ms).toISOString().slice(11, 19)`). */
export function isoTime(ms: number): string {
  const seconds = Math.floor((ms - Math.floor(ms / DAY_MS) * DAY_MS) / 1000);
  return `${two(Math.floor(seconds / 3600))}:${two(Math.floor(seconds / 60) % 60)}:${two(seconds % 60)}`;
}
