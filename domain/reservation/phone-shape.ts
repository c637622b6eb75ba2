// The contact phone's shape (docs/rules/booking.md#the-contact), without any country's numbering plan: a Mexican
// mobile is exactly 10 digits, alone or after +52; any other number is E.164 (`+` and 5 to 15 digits).
// What the reservation chart checks on submit. Whether a foreign number exists in its country's plan
// needs libphonenumber-js's metadata (contact-phone.ts): the contact step checks it as the traveller
// types and the server on save, so the chart, loaded on /reservacion, does without it (decision 039).

export const contactPhoneIssueCodes = ['invalid_mobile', 'invalid_phone'] as const;
export type ContactPhoneIssueCode = (typeof contactPhoneIssueCodes)[number];

/** A rule that names what is wrong with a contact phone, or null. */
export type ContactPhoneRule = (value: string) => ContactPhoneIssueCode | null;

/**
 * The E.164 form of a phone of the right shape, or null: 10 digits alone or after +52 are a Mexican
 * mobile (nothing else with +52); any other +code with 4 to 14 more digits is returned as it is.
 */
export function phoneShapeE164(value: string): string | null {
  if (/^\d{10}$/.test(value)) return `+52${value}`;
  if (value.startsWith('+52')) return /^\+52\d{10}$/.test(value) ? value : null;
  return /^\+[1-9]\d{4,14}$/.test(value) ? value : null;
}

/** The catalogue code of a phone of the wrong shape: the 10-digit message for Mexico, the country one otherwise. */
export const contactPhoneShapeIssue: ContactPhoneRule = (value) => phoneIssueCode(value, phoneShapeE164(value) !== null);

/** The code for a phone found wrong (`valid` false) by either rule. */
export function phoneIssueCode(value: string, valid: boolean): ContactPhoneIssueCode | null {
  if (valid) return null;
  return value.startsWith('+') && !value.startsWith('+52') ? 'invalid_phone' : 'invalid_mobile';
}
