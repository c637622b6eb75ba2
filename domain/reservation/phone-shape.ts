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

/**
 * A stored phone in E.164, for an SMS or a WhatsApp message: rows written before phones were stored in E.164 keep a
 * Mexican mobile's 10 digits, which are +52's. Null when there is no number of that shape.
 */
export function storedPhoneE164(value: string | null | undefined): string | null {
  return value ? phoneShapeE164(value.replace(/[\s-]/g, '')) : null;
}

/** The ways a phone may be stored: its E.164, and for a Mexican mobile also the 10 digits older rows keep. */
export function storedPhoneForms(e164: string): string[] {
  return /^\+52\d{10}$/.test(e164) ? [e164, e164.slice(3)] : [e164];
}

/** The 10 digits of a stored Mexican mobile (E.164 or as older rows keep it), or '' for any other number. */
export function mexicanMobileOf(value: string | null | undefined): string {
  const e164 = storedPhoneE164(value);
  return e164?.startsWith('+52') ? e164.slice(3) : '';
}
