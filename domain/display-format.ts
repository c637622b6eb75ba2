// Display rules (docs/rules/site.md#display-formats): prices truncate (never round) to 2 decimals, money is `$1,234.50`
// in Spanish and `MX$1,234.50` in English (a foreign traveller reads a bare "$" as dollars), points have two decimals
// and a ` PTS` suffix, dates are yyyy/mm/dd and times use the 12-hour clock.

/** The languages the amounts are written for. */
export type DisplayLang = 'es' | 'en';

/**
 * Truncates toward zero at the second decimal. Working on the shortest decimal spelling of the
 * number (what `String` gives) avoids float artefacts: `0.29 * 100` is 28.999…, which a
 * multiply-and-floor would turn into 0.28, while the text "0.29" truncates to 0.29.
 */
export function truncatePrice(value: number): number {
  if (!Number.isFinite(value)) return value;
  const text = String(value);
  // Exponent notation only appears below 1e-6 (truncates to 0) or at 1e21 and above (no decimals).
  if (text.includes('e')) return Math.abs(value) < 1 ? 0 : value;
  const [whole = '0', fraction = ''] = text.split('.');
  const truncated = Number(`${whole}.${fraction.slice(0, 2) || '0'}`);
  return truncated === 0 ? 0 : truncated; // no "-0"
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Fixed 2-decimal text of a value already truncated to 2 decimals. */
function twoDecimals(value: number): string {
  // The value has at most two decimals, so toFixed only pads; it cannot round a third digit away.
  return Math.abs(value).toFixed(2);
}

/** `1,234.50`, truncated first; negatives as `-1,234.50`. */
function groupedTwoDecimals(value: number): { sign: string; digits: string } {
  const truncated = truncatePrice(value);
  const [whole = '0', fraction = '00'] = twoDecimals(truncated).split('.');
  return { sign: truncated < 0 ? '-' : '', digits: `${groupThousands(whole)}.${fraction}` };
}

/** The sign of pesos in each language: "$" for a Mexican reader, "MX$" for a foreign one. */
const pesoSign: Record<DisplayLang, string> = { es: '$', en: 'MX$' };

/**
 * Pesos: `$1,234.50` in Spanish, `MX$1,234.50` in English; negatives as `-$1,234.50`. The amount is truncated
 * first. A screen takes it through `useFormats()` (src/i18n/formats.ts), which passes the page's language.
 */
export function formatMoney(value: number, lang: DisplayLang = 'es'): string {
  const { sign, digits } = groupedTwoDecimals(value);
  return `${sign}${pesoSign[lang]}${digits}`;
}

/**
 * Pesos where a text names the currency: `$1,234.50 MXN` in Spanish; in English `MX$1,234.50`, whose sign
 * already says it.
 */
export function formatMoneyMxn(value: number, lang: DisplayLang = 'es'): string {
  return lang === 'en' ? formatMoney(value, 'en') : `${formatMoney(value, 'es')} MXN`;
}

/** Reads text produced by formatMoney (either language) back into a number; undefined for anything else. */
export function parseMoney(text: string): number | undefined {
  const match = /^(-)?(?:MX)?\$(\d{1,3}(?:,\d{3})*)\.(\d{2})$/.exec(text.trim());
  if (!match) return undefined;
  const value = Number(`${match[2]!.replace(/,/g, '')}.${match[3]}`);
  return match[1] && value !== 0 ? -value : value;
}

/** `1,500.00 PTS`, `877.20 PTS`: two (truncated) decimals always, as money (one point pays one peso). */
export function formatPoints(value: number): string {
  const { sign, digits } = groupedTwoDecimals(value);
  return `${sign}${digits} PTS`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * `yyyy/mm/dd`. A string in ISO form (`2025-03-09` or `2025-03-09T22:00:00`) is read as written,
 * with no time-zone shift, because services send terminal-local dates; a Date uses local fields.
 * Returns '' for input that is not a date.
 */
export function formatDate(value: Date | string): string {
  if (typeof value === 'string') {
    const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/.exec(value);
    return match ? `${match[1]}/${match[2]}/${match[3]}` : '';
  }
  if (Number.isNaN(value.getTime())) return '';
  return `${value.getFullYear()}/${pad(value.getMonth() + 1)}/${pad(value.getDate())}`;
}

function twelveHour(hours: number, minutes: number): string {
  const suffix = hours < 12 ? 'AM' : 'PM';
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour}:${pad(minutes)} ${suffix}`;
}

/**
 * 12-hour time, `2:05 PM` (24-hour display is off). Accepts `HH:MM`, `HH:MM:SS`, an ISO
 * date-time (its written time is used) or a Date (local time). Returns '' for anything else.
 * Built by hand rather than with Intl, whose output varies by ICU version (e.g. a narrow
 * no-break space before "PM").
 */
export function formatTime(value: Date | string): string {
  if (typeof value === 'string') {
    const match = /(?:^|T|\s)([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d(?:\.\d+)?)?(?:$|Z|[+-]\d{2}:?\d{2})/.exec(value);
    return match ? twelveHour(Number(match[1]), Number(match[2])) : '';
  }
  if (Number.isNaN(value.getTime())) return '';
  return twelveHour(value.getHours(), value.getMinutes());
}

/**
 * An instant as the company shows dates and times (docs/rules/site.md#display-formats): `yyyy/mm/dd h:mm AM` in the given
 * time zone (the terminals' zone, not the device's), or '' when it is not a valid instant.
 */
export function formatDateTimeIn(value: Date | string, timeZone: string): string {
  const instant = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(instant.getTime())) return '';
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${part('year')}/${part('month')}/${part('day')} ${twelveHour(Number(part('hour')), Number(part('minute')))}`;
}

/** An instant's day in the given time zone (the company's, not the device's), `yyyy/mm/dd`; '' when not valid. */
export function formatDateIn(value: Date | string, timeZone: string): string {
  return formatDateTimeIn(value, timeZone).split(' ')[0] ?? '';
}
