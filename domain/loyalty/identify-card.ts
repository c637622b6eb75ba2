import { isEmail, isMobile } from '../format-validators';
import { phoneShapeE164 } from '../reservation/phone-shape';

// docs/rules/loyalty.md#signing-in: a traveller signs in with a card number, an e-mail or a 10-digit mobile. Card numbers
// are 10 digits too (they start with the tier's digit, 31…, 32…, 33…), so a 10-digit value is looked up
// as a card and as a mobile; anything with an @ is an e-mail; a number with its country code (`+1 415 555 0123`) is
// a mobile in E.164, whatever its country (only its shape is checked here: the chart carries no numbering plans).
// The codes are the loyalty catalogue's.

export type Identifier = { kind: 'email'; value: string } | { kind: 'number'; value: string } | { kind: 'phone'; value: string };
export type IdentifierRefusal = 'identify_card_required' | 'identify_card_invalid' | 'email_invalid';

export function readIdentifier(raw: string): { ok: true; value: Identifier } | { ok: false; code: IdentifierRefusal } {
  const value = raw.trim();
  if (value === '') return { ok: false, code: 'identify_card_required' };
  if (value.includes('@')) return isEmail(value) ? { ok: true, value: { kind: 'email', value: value.toLowerCase() } } : { ok: false, code: 'email_invalid' };
  // Spaces, dashes, dots and brackets as typed on a card or a phone are dropped; anything else is not a card or a phone.
  const digits = value.replace(/[\s().-]/g, '');
  if (digits.startsWith('+')) {
    const e164 = phoneShapeE164(digits);
    return e164 ? { ok: true, value: { kind: 'phone', value: e164 } } : { ok: false, code: 'identify_card_invalid' };
  }
  return isMobile(digits) ? { ok: true, value: { kind: 'number', value: digits } } : { ok: false, code: 'identify_card_invalid' };
}
