import { contactPhoneE164 } from '../reservation/contact-phone';
import { phoneIssueCode, type ContactPhoneIssueCode } from '../reservation/phone-shape';

// A frequent traveller's mobile (docs/rules/loyalty.md#registration): the booking contact's rule, in the loyalty
// catalogue's words. A Mexican mobile is exactly 10 digits (+52 by default); a visitor's is valid for its country
// (libphonenumber-js's `min` metadata, loaded with the loyalty screens and by the server, never by the chart). It
// is stored in E.164; members who joined before keep their 10 digits, which sign-in and uniqueness read as +52's.

export type MemberPhoneIssue = 'cell_phone_invalid' | 'cell_phone_invalid_country';

/** The loyalty catalogue's code for a contact phone's issue: the 10-digit message for Mexico, the country's otherwise. */
export const memberPhoneIssueOf = (code: ContactPhoneIssueCode): MemberPhoneIssue => (code === 'invalid_phone' ? 'cell_phone_invalid_country' : 'cell_phone_invalid');

/** The member's mobile in E.164, or null when it is not one. */
export const memberPhoneE164 = (value: string): string | null => contactPhoneE164(value.trim());

/** The member's mobile in E.164, or what is wrong with it. */
export function memberPhone(value: string): { ok: true; e164: string } | { ok: false; code: MemberPhoneIssue } {
  const typed = value.trim();
  const e164 = contactPhoneE164(typed);
  if (e164 !== null) return { ok: true, e164 };
  return { ok: false, code: memberPhoneIssueOf(phoneIssueCode(typed, false)!) };
}
