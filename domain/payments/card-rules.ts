// Card form checks shared by the browser (early feedback) and the server (the decision). Pure:
// the clock is a parameter so an expiry check never depends on when a test happens to run.

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'carnet' | 'unknown';

export type CardField = 'number' | 'name' | 'expiry' | 'cvv';

export type CardErrorCode =
  | 'card_number_required'
  | 'card_number_invalid'
  | 'card_brand_unsupported'
  | 'card_name_required'
  | 'card_name_invalid'
  | 'card_expiry_required'
  | 'card_expiry_invalid'
  | 'card_expired'
  | 'card_cvv_required'
  | 'card_cvv_invalid';

export interface CardInput {
  number: string;
  name: string;
  /** `MM/YY` as typed. */
  expiry: string;
  cvv: string;
}

export type CardCheck =
  | { ok: true; brand: Exclude<CardBrand, 'unknown'>; digits: string; last4: string; expiryMonth: number; expiryYear: number }
  | { ok: false; errors: Partial<Record<CardField, CardErrorCode>> };

/** The server's wording of each check, the detail of its `card_invalid` refusal; the web form says the same through Lingui. */
export const cardMessages: Record<'es' | 'en', Record<CardErrorCode, string>> = {
  es: {
    card_number_required: 'Ingresa el número de la tarjeta.',
    card_number_invalid: 'El número de la tarjeta no es válido.',
    card_brand_unsupported: 'Solo aceptamos tarjetas Visa, Mastercard, American Express y Carnet.',
    card_name_required: 'Ingresa el nombre como aparece en la tarjeta.',
    card_name_invalid: 'Escribe el nombre como aparece en la tarjeta: al menos 2 letras, sin números ni símbolos.',
    card_expiry_required: 'Ingresa la fecha de vencimiento (MM/AA).',
    card_expiry_invalid: 'La fecha de vencimiento debe tener el formato MM/AA.',
    card_expired: 'La tarjeta está vencida.',
    card_cvv_required: 'Ingresa el código de seguridad.',
    card_cvv_invalid: 'El código de seguridad no es válido.',
  },
  en: {
    card_number_required: 'Enter the card number.',
    card_number_invalid: 'The card number is not valid.',
    card_brand_unsupported: 'We accept Visa, Mastercard, American Express and Carnet cards only.',
    card_name_required: 'Enter the name as it appears on the card.',
    card_name_invalid: 'Type the name as printed on the card: at least 2 letters, no digits or symbols.',
    card_expiry_required: 'Enter the expiry date (MM/YY).',
    card_expiry_invalid: 'The expiry date must be in MM/YY format.',
    card_expired: 'The card has expired.',
    card_cvv_required: 'Enter the security code.',
    card_cvv_invalid: 'The security code is not valid.',
  },
};

/** Digits only: travellers type spaces or dashes between groups. */
export function cardDigits(number: string): string {
  return number.replace(/[\s-]/g, '');
}

/** The Luhn (mod 10) check every card scheme uses; catches a mistyped digit or swapped pair. */
export function luhnValid(number: string): boolean {
  const digits = cardDigits(number);
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * Brand by issuer prefix. Carnet (the Mexican domestic scheme, ranges 506199-506499 and 639484) is
 * checked first; its 50xx prefix is not Mastercard's and its cards are never foreign.
 */
export function detectCardBrand(number: string): CardBrand {
  const digits = cardDigits(number);
  if (/^(5061(99)|506[2-4]|639484)/.test(digits)) return 'carnet';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d{2}|27[01]\d|2720)/.test(digits)) return 'mastercard';
  return 'unknown';
}

const lengthsByBrand: Record<Exclude<CardBrand, 'unknown'>, number[]> = {
  visa: [13, 16, 19],
  mastercard: [16],
  amex: [15],
  carnet: [16],
};

/** Amex prints a 4-digit code on the front; the others a 3-digit code on the back. */
export function cvvLength(brand: CardBrand): number {
  return brand === 'amex' ? 4 : 3;
}

/** `MM/YY` → month and full year, or undefined when not in that shape. */
export function parseExpiry(expiry: string): { month: number; year: number } | undefined {
  const match = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(expiry);
  if (!match) return undefined;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return undefined;
  return { month, year: 2000 + Number(match[2]) };
}

/** A card is valid through the last day of its expiry month; `now` is read in UTC. */
export function isExpired(expiry: { month: number; year: number }, now: Date): boolean {
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return expiry.year * 12 + (expiry.month - 1) < current;
}

function checkNumber(number: string): { brand?: Exclude<CardBrand, 'unknown'>; error?: CardErrorCode } {
  const digits = cardDigits(number);
  if (digits.length === 0) return { error: 'card_number_required' };
  if (!/^\d+$/.test(digits) || !luhnValid(digits)) return { error: 'card_number_invalid' };
  const brand = detectCardBrand(digits);
  if (brand === 'unknown') return { error: 'card_brand_unsupported' };
  if (!lengthsByBrand[brand].includes(digits.length)) return { error: 'card_number_invalid' };
  return { brand };
}

function checkName(name: string): CardErrorCode | undefined {
  const trimmed = name.trim();
  if (trimmed.length === 0) return 'card_name_required';
  // Letters (accents included), spaces, apostrophes, dots and hyphens, as printed on cards.
  if (!/^[\p{L}][\p{L}\s.'-]{1,59}$/u.test(trimmed)) return 'card_name_invalid';
  return undefined;
}

/** Every field checked at once so the form can show all problems together. */
export function checkCard(input: CardInput, now: Date): CardCheck {
  const errors: Partial<Record<CardField, CardErrorCode>> = {};
  const number = checkNumber(input.number);
  if (number.error) errors.number = number.error;
  const nameError = checkName(input.name);
  if (nameError) errors.name = nameError;

  const expiry = parseExpiry(input.expiry);
  if (input.expiry.trim().length === 0) errors.expiry = 'card_expiry_required';
  else if (!expiry) errors.expiry = 'card_expiry_invalid';
  else if (isExpired(expiry, now)) errors.expiry = 'card_expired';

  const cvv = input.cvv.trim();
  if (cvv.length === 0) errors.cvv = 'card_cvv_required';
  // Without a known brand accept 3 or 4 digits; the number error already blocks the payment.
  else if (!/^\d+$/.test(cvv) || (number.brand ? cvv.length !== cvvLength(number.brand) : cvv.length < 3 || cvv.length > 4)) {
    errors.cvv = 'card_cvv_invalid';
  }

  if (Object.keys(errors).length > 0 || !number.brand || !expiry) return { ok: false, errors };
  const digits = cardDigits(input.number);
  return { ok: true, brand: number.brand, digits, last4: digits.slice(-4), expiryMonth: expiry.month, expiryYear: expiry.year };
}

/** `•••• 4242`: the only form in which a card number may be shown or stored. */
export function maskCard(number: string): string {
  return `•••• ${cardDigits(number).slice(-4)}`;
}
