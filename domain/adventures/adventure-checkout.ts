// Opening a partner adventure's order (openapi/adventures.yaml CheckoutRequest): who goes (adults and minors,
// the units the partner sells) and the contact its tickets and e-mails go to. The browser checks early, with
// the contract's field names; the server and the partner decide.
import { isEmail } from '../format-validators';
import { phoneShapeE164 } from '../reservation/phone-shape';

/** The site's brand and where the sale comes from, as the adventures list and checkout name them. */
export const ADVENTURES_BRAND_ID = 1;
export const ADVENTURES_OPERATIVE_SOURCE = 'web';

/** The contract's limits of one order's people. */
export const MAX_ADVENTURE_PEOPLE = 20;

export interface AdventureContactFields {
  firstName: string;
  lastName: string;
  email: string;
  cellPhone: string;
}

export interface AdventureCheckoutFields {
  contact: AdventureContactFields;
  adults: number;
  minors: number;
}

/** What the chosen departure allows: minors only when the option sells a minor's unit, and its places left. */
export interface DepartureLimits {
  minorsAllowed: boolean;
  placesLeft: number;
}

export type AdventureCheckoutField = 'adults' | 'minors' | 'contact.first_name' | 'contact.last_name' | 'contact.email' | 'contact.cell_phone';

/** A field to fix; `places` when the party is more than the departure has left. */
export interface AdventureCheckoutIssue {
  field: AdventureCheckoutField;
  reason: 'required' | 'invalid' | 'places';
}

const whole = (value: number, min: number) => Number.isInteger(value) && value >= min && value <= MAX_ADVENTURE_PEOPLE;

/** Every field to fix, in the form's order; empty when the order may be opened. */
export function adventureCheckoutIssues(fields: AdventureCheckoutFields, limits: DepartureLimits): AdventureCheckoutIssue[] {
  const issues: AdventureCheckoutIssue[] = [];
  const { contact, adults, minors } = fields;
  if (!whole(adults, 1)) issues.push({ field: 'adults', reason: 'invalid' });
  if (!whole(minors, 0) || (minors > 0 && !limits.minorsAllowed)) issues.push({ field: 'minors', reason: 'invalid' });
  if (issues.length === 0 && adults + minors > limits.placesLeft) issues.push({ field: 'adults', reason: 'places' });
  if (contact.firstName.trim() === '') issues.push({ field: 'contact.first_name', reason: 'required' });
  if (contact.lastName.trim() === '') issues.push({ field: 'contact.last_name', reason: 'required' });
  if (!isEmail(contact.email.trim())) issues.push({ field: 'contact.email', reason: 'invalid' });
  // A Mexican mobile's 10 digits or any country's number in E.164 (decision 071); its country's plan is the server's.
  if (phoneShapeE164(contact.cellPhone) === null) issues.push({ field: 'contact.cell_phone', reason: 'invalid' });
  return issues;
}
