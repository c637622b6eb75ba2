// SAT's RFC (tax id): 3 letters (a company, "persona moral") or 4 (a person, "persona física"), a date
// YYMMDD, a 2-character homonym key and a check digit (SAT's modulo-11 over a 39-symbol alphabet).

export type RfcKind = 'person' | 'company';
export type RfcIssue = 'empty' | 'pattern' | 'date' | 'check_digit';

const RFC_PATTERN = /^([A-ZÑ&]{3,4})(\d{2})(\d{2})(\d{2})([A-Z\d]{2})([A-Z\d])$/;
// Generic RFCs SAT publishes for the general public and foreigners: they carry no real date or digit.
const GENERIC_RFCS = new Set(['XAXX010101000', 'XEXX010101000']);
// Position = the symbol's value in SAT's check digit table (space 37, Ñ 38).
const SYMBOLS = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ';

export function normalizeRfc(raw: string): string {
  return raw.trim().toUpperCase();
}

export function rfcKind(rfc: string): RfcKind {
  return normalizeRfc(rfc).length === 12 ? 'company' : 'person';
}

/** The check digit SAT expects for the first 11 (company) or 12 (person) characters. */
export function rfcCheckDigit(withoutDigit: string): string {
  const padded = withoutDigit.length === 11 ? ` ${withoutDigit}` : withoutDigit;
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += SYMBOLS.indexOf(padded.charAt(i)) * (13 - i);
  const digit = 11 - (sum % 11);
  if (digit === 11) return '0';
  return digit === 10 ? 'A' : String(digit);
}

function isRealDate(yy: string, mm: string, dd: string): boolean {
  // The century is not written: a date is real if it exists in the 1900s or the 2000s (29 February).
  return [1900, 2000].some((century) => {
    const year = century + Number(yy);
    const d = new Date(Date.UTC(year, Number(mm) - 1, Number(dd)));
    return d.getUTCFullYear() === year && d.getUTCMonth() === Number(mm) - 1 && d.getUTCDate() === Number(dd);
  });
}

/** Undefined when the RFC is valid; otherwise the first rule it breaks. */
export function rfcIssue(raw: string): RfcIssue | undefined {
  const rfc = normalizeRfc(raw);
  if (rfc === '') return 'empty';
  if (GENERIC_RFCS.has(rfc)) return undefined;
  const parts = RFC_PATTERN.exec(rfc);
  if (!parts) return 'pattern';
  const [, , yy = '', mm = '', dd = ''] = parts;
  if (!isRealDate(yy, mm, dd)) return 'date';
  return rfcCheckDigit(rfc.slice(0, -1)) === rfc.slice(-1) ? undefined : 'check_digit';
}
