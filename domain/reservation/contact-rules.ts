import { formatErrorCodes, isEmail, isMobile } from '../format-validators';
import type { Contact } from './reservation-state';

// Checks of the contact step (SPEC §3 contact fields, §5 10-digit mobile). Codes, not text: the
// format codes are those of domain/format-validators.ts; the required ones are proposed for the
// websale catalogue.

export const contactIssueCodes = [
  'first_name_required',
  'last_name_required',
  formatErrorCodes.mobile,
  formatErrorCodes.email,
  'privacy_required',
] as const;
export type ContactIssueCode = (typeof contactIssueCodes)[number];

export interface ContactIssue {
  code: ContactIssueCode;
  field: keyof Contact;
}

export function contactIssues(contact: Contact): ContactIssue[] {
  const issues: ContactIssue[] = [];
  if (!contact.first_name.trim()) issues.push({ code: 'first_name_required', field: 'first_name' });
  if (!contact.last_name.trim()) issues.push({ code: 'last_name_required', field: 'last_name' });
  if (!isMobile(contact.cell_phone)) issues.push({ code: formatErrorCodes.mobile, field: 'cell_phone' });
  if (!isEmail(contact.email)) issues.push({ code: formatErrorCodes.email, field: 'email' });
  if (!contact.privacy) issues.push({ code: 'privacy_required', field: 'privacy' });
  return issues;
}
