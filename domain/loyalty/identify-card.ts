import { isEmail, isMobile } from '../format-validators';

// docs/rules/loyalty.md#signing-in: a traveller signs in with a card number, an e-mail or a 10-digit mobile. Card numbers
// are 10 digits too (they start with the tier's digit, 31…, 32…, 33…), so a 10-digit value is looked up
// as a card and as a mobile; anything with an @ is an e-mail. The codes are the loyalty catalogue's.

export type Identifier = { kind: 'email'; value: string } | { kind: 'number'; value: string };
export type IdentifierRefusal = 'identify_card_required' | 'identify_card_invalid' | 'email_invalid';

export function readIdentifier(raw: string): { ok: true; value: Identifier } | { ok: false; code: IdentifierRefusal } {
  const value = raw.trim();
  if (value === '') return { ok: false, code: 'identify_card_required' };
  if (value.includes('@')) return isEmail(value) ? { ok: true, value: { kind: 'email', value: value.toLowerCase() } } : { ok: false, code: 'email_invalid' };
  // Spaces and dashes as typed on a card or a phone are dropped; anything else is not a card or a phone.
  const digits = value.replace(/[\s-]/g, '');
  return isMobile(digits) ? { ok: true, value: { kind: 'number', value: digits } } : { ok: false, code: 'identify_card_invalid' };
}
