import { formatErrorCodes, isEmail } from '../format-validators';
import type { PassengerType } from '../search/passengers';
import { contactPhoneIssueCodes, type ContactPhoneRule } from './phone-shape';
import type { Contact } from './reservation-state';
import { nameIssue, travellerIssueCodes, travellerIssues, type TravellerIssue, type TravellerName } from './traveller-rules';

// Checks of the contact step (docs/rules/booking.md#the-contact, and docs/rules/booking.md#every-ticket-carries-its-passenger for the passengers and
// foreign phones). Codes, not text: the format codes are those of domain/format-validators.ts; the
// others are in the websale catalogue. The chart checks them on submit, the server again
// (server/services/websale/booking/save-contact.ts) with the same functions. The phone rule is given:
// the server and the contact step check a foreign number against its country's plan
// (contact-phone.ts, with libphonenumber-js), the chart its shape only (phone-shape.ts, decision 039).

export const contactIssueCodes = [
  ...new Set([...travellerIssueCodes, ...contactPhoneIssueCodes, formatErrorCodes.email, 'privacy_required'] as const),
];
export type ContactIssueCode = (typeof contactIssueCodes)[number];

export interface ContactIssue {
  code: ContactIssueCode;
  /** A contact field, or a passenger's (`travellers.2.age`). */
  field: keyof Contact | TravellerIssue['field'];
}

export function contactIssues(contact: Contact, phoneIssue: ContactPhoneRule): ContactIssue[] {
  const issues: ContactIssue[] = [];
  const first = nameIssue(contact.first_name, 'first_name_required');
  if (first) issues.push({ code: first, field: 'first_name' });
  const last = nameIssue(contact.last_name, 'last_name_required');
  if (last) issues.push({ code: last, field: 'last_name' });
  const phone = phoneIssue(contact.cell_phone);
  if (phone) issues.push({ code: phone, field: 'cell_phone' });
  if (!isEmail(contact.email)) issues.push({ code: formatErrorCodes.email, field: 'email' });
  if (!contact.privacy) issues.push({ code: 'privacy_required', field: 'privacy' });
  return issues;
}

/** What the contact step sends: the contact, whether they travel, and every passenger's name and age. */
export interface ContactStepInput {
  contact: Contact;
  goesContact: boolean;
  travellers: TravellerName[];
}

/** Every issue of the step, in the order its fields are shown (contact first, then each passenger). */
export function contactStepIssues(input: ContactStepInput, types: readonly PassengerType[], phoneIssue: ContactPhoneRule): ContactIssue[] {
  return [...contactIssues(input.contact, phoneIssue), ...travellerIssues(types, input.travellers)];
}
