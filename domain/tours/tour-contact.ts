// The tours checkout's contact (openapi/tours.yaml TourContact): a name, a surname, an e-mail, a mobile (a Mexican
// one's 10 digits, or any country's in E.164, decision 071) and the cancellation policies accepted (`apply`), which a
// payment needs. The browser checks early (the phone's shape here; its country's plan on the screen, with the
// metadata the chart does without, decision 039); the server decides with the same codes.
import { isEmail } from '../format-validators';
import { phoneShapeE164 } from '../reservation/phone-shape';

export interface TourContactFields {
  firstName: string;
  lastName: string;
  email: string;
  cellPhone: string;
  apply: boolean;
}

/** A field the traveller must fix, named as the contract names it, with the catalogue code that words it. */
export interface TourContactIssue {
  code: 'contact_required' | 'terms_not_accepted';
  field: 'first_name' | 'last_name' | 'email' | 'cell_phone' | 'apply';
}

/** Every field to fix, in the form's order; empty when the contact may be sent. */
export function tourContactIssues(contact: TourContactFields): TourContactIssue[] {
  const issues: TourContactIssue[] = [];
  if (contact.firstName.trim() === '') issues.push({ code: 'contact_required', field: 'first_name' });
  if (contact.lastName.trim() === '') issues.push({ code: 'contact_required', field: 'last_name' });
  if (!isEmail(contact.email.trim())) issues.push({ code: 'contact_required', field: 'email' });
  if (phoneShapeE164(contact.cellPhone) === null) issues.push({ code: 'contact_required', field: 'cell_phone' });
  if (!contact.apply) issues.push({ code: 'terms_not_accepted', field: 'apply' });
  return issues;
}
