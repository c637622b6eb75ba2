import { getCountries, getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { nationalMobile } from '../format-validators';
import { phoneIssueCode, phoneShapeE164, storedPhoneE164, type ContactPhoneIssueCode } from './phone-shape';

// The contact's phone (docs/rules/booking.md#the-contact): a Mexican mobile is exactly 10 digits; a
// foreign visitor gives their own country's number. The reservation stores E.164 (`+523221234567`),
// checked with libphonenumber-js's `min` metadata (lengths and leading digits of every country). Loaded
// with the contact step and by the server, not by the reservation chart (phone-shape.ts, decision 039).

export type PhoneCountry = CountryCode;
export const DEFAULT_PHONE_COUNTRY: PhoneCountry = 'MX';
export { contactPhoneIssueCodes, type ContactPhoneIssueCode } from './phone-shape';

/** Every country the metadata knows, Mexico first, then the traveller's most frequent visitors. */
export function phoneCountries(): PhoneCountry[] {
  const first: PhoneCountry[] = ['MX', 'US', 'CA'];
  return [...first, ...getCountries().filter((country) => !first.includes(country))];
}

export function callingCode(country: PhoneCountry): string {
  return getCountryCallingCode(country);
}

export function isPhoneCountry(value: string): value is PhoneCountry {
  return (getCountries() as string[]).includes(value);
}

/**
 * The national part of a number as the field keeps it while it is typed or pasted: Mexico keeps its
 * 10 digits (nationalMobile drops +52 and separators); another country drops its own calling code
 * when a whole international number was pasted, and keeps at most 15 digits (E.164's limit).
 */
export function nationalPart(country: PhoneCountry, typed: string): string {
  if (country === 'MX') return nationalMobile(typed);
  const digits = typed.replace(/\D/g, '');
  const code = callingCode(country);
  if (typed.trim().startsWith('+') && digits.startsWith(code)) return digits.slice(code.length, code.length + 15);
  return digits.slice(0, 15);
}

/**
 * The field's country and digits after a keystroke or a paste. A whole international number pasted or typed with
 * its `+` (or `00`) moves the field to the number's own country: "+1 415 555 0123" typed while Mexico is chosen is
 * the United States' 415 555 0123, never Mexico's first 10 digits of it.
 */
export function phoneEntry(country: PhoneCountry, typed: string): { country: PhoneCountry; national: string } {
  const international = typed.trim().replace(/^00/, '+');
  if (!international.startsWith('+')) return { country, national: nationalPart(country, typed) };
  const parsed = parsePhoneNumberFromString(international);
  // Too short yet to tell its country ("+4"): kept as typed, `+` included, until it is.
  if (!parsed) return { country, national: `+${international.replace(/\D/g, '').slice(0, 15)}` };
  const own = parsed.countryCallingCode === callingCode(country) ? country : (parsed.country ?? firstCountryOf(parsed.countryCallingCode) ?? country);
  // Mexico's old mobile prefix (+52 1 …) is not part of the 10 digits.
  const national = own === 'MX' ? parsed.nationalNumber.replace(/^1(?=\d{10}$)/, '') : parsed.nationalNumber;
  return { country: own, national: nationalPart(own, national) };
}

const firstCountryOf = (code: string): PhoneCountry | undefined => phoneCountries().find((country) => callingCode(country) === code);

/**
 * The E.164 number of a country and its national digits (valid or not, empty or not: the rule below decides). A
 * national trunk prefix typed out of habit (the United Kingdom's 0 of "07400 123456") is not part of it.
 */
export function composePhone(country: PhoneCountry, national: string): string {
  if (national.startsWith('+')) return national;
  if (country !== 'MX' && national !== '') {
    const parsed = parsePhoneNumberFromString(national, country);
    if (parsed) return parsed.number;
  }
  return `+${callingCode(country)}${national}`;
}

/**
 * A stored number back as the field shows it; a bare 10-digit number (older reservations) is Mexican.
 * Unknown shapes start over in Mexico with no digits.
 */
export function splitPhone(value: string): { country: PhoneCountry; national: string } {
  if (/^\d{10}$/.test(value)) return { country: 'MX', national: value };
  if (value.startsWith('+52')) return { country: 'MX', national: value.slice(3) };
  const parsed = value.startsWith('+') ? parsePhoneNumberFromString(value) : undefined;
  if (parsed?.country) return { country: parsed.country, national: parsed.nationalNumber };
  return { country: DEFAULT_PHONE_COUNTRY, national: '' };
}

/**
 * The E.164 form of a contact phone, or null when it is not one: 10 digits alone or after +52 are a
 * Mexican mobile (exactly 10 digits, nothing else with +52); any other +code must be a valid
 * number of its country.
 */
export function contactPhoneE164(value: string): string | null {
  const shaped = phoneShapeE164(value);
  if (shaped === null || shaped.startsWith('+52')) return shaped;
  const parsed = parsePhoneNumberFromString(shaped);
  return parsed?.isValid() ? parsed.number : null;
}

/** The catalogue code of a wrong contact phone: the 10-digit message for Mexico, the country one otherwise. */
export function contactPhoneIssue(value: string): ContactPhoneIssueCode | null {
  return phoneIssueCode(value, contactPhoneE164(value) !== null);
}

/** A stored number as a person reads it, with its country code: "+1 415 555 0123", "+52 322 123 4567". */
export function displayPhone(value: string): string {
  const e164 = storedPhoneE164(value);
  const parsed = e164 ? parsePhoneNumberFromString(e164) : undefined;
  return parsed ? parsed.formatInternational() : value;
}
