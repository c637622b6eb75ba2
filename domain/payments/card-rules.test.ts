import { describe, expect, it } from 'vitest';
import { cardMessages, checkCard, cvvLength, detectCardBrand, isExpired, luhnValid, maskCard, parseExpiry } from './card-rules';

const now = new Date('2026-05-20T12:00:00Z');
const good = { number: '4242 4242 4242 4242', name: 'María José Núñez', expiry: '05/26', cvv: '123' };

describe('card rules', () => {
  it('checks the Luhn digit', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242-4242-4242-4241')).toBe(false);
    expect(luhnValid('378282246310005')).toBe(true);
    expect(luhnValid('42424242424242x2')).toBe(false);
  });

  it('detects brands by prefix', () => {
    expect(detectCardBrand('4000 0000 0000 0002')).toBe('visa');
    expect(detectCardBrand('5555555555554444')).toBe('mastercard');
    expect(detectCardBrand('2223003122003222')).toBe('mastercard');
    expect(detectCardBrand('378282246310005')).toBe('amex');
    expect(detectCardBrand('5062 5400 0000 0000')).toBe('carnet');
    expect(detectCardBrand('6011111111111117')).toBe('unknown');
    expect(cvvLength('amex')).toBe(4);
    expect(cvvLength('visa')).toBe(3);
  });

  it('accepts a valid card and returns only what may be kept', () => {
    const result = checkCard(good, now);
    expect(result).toEqual({ ok: true, brand: 'visa', digits: '4242424242424242', last4: '4242', expiryMonth: 5, expiryYear: 2026 });
    expect(maskCard(good.number)).toBe('•••• 4242');
  });

  it('treats the expiry month as valid through its last day', () => {
    expect(isExpired({ month: 5, year: 2026 }, new Date('2026-05-31T23:59:59Z'))).toBe(false);
    expect(isExpired({ month: 5, year: 2026 }, new Date('2026-06-01T00:00:00Z'))).toBe(true);
    expect(checkCard({ ...good, expiry: '04/26' }, now)).toEqual({ ok: false, errors: { expiry: 'card_expired' } });
    expect(parseExpiry('13/26')).toBeUndefined();
    expect(parseExpiry('1/26')).toBeUndefined();
  });

  it('reports every bad field at once', () => {
    const result = checkCard({ number: '4242424242424241', name: '', expiry: '2026-05', cvv: '12' }, now);
    expect(result).toEqual({
      ok: false,
      errors: { number: 'card_number_invalid', name: 'card_name_required', expiry: 'card_expiry_invalid', cvv: 'card_cvv_invalid' },
    });
    expect(checkCard({ number: '', name: '4 x', expiry: '', cvv: '' }, now)).toEqual({
      ok: false,
      errors: { number: 'card_number_required', name: 'card_name_invalid', expiry: 'card_expiry_required', cvv: 'card_cvv_required' },
    });
  });

  it('wants 4 CVV digits on Amex and 3 elsewhere', () => {
    const amex = { ...good, number: '3782 822463 10005' };
    expect(checkCard({ ...amex, cvv: '1234' }, now).ok).toBe(true);
    expect(checkCard({ ...amex, cvv: '123' }, now)).toEqual({ ok: false, errors: { cvv: 'card_cvv_invalid' } });
    expect(checkCard({ ...good, cvv: '1234' }, now)).toEqual({ ok: false, errors: { cvv: 'card_cvv_invalid' } });
  });

  it('refuses unsupported brands and wrong lengths', () => {
    expect(checkCard({ ...good, number: '6011111111111117' }, now)).toEqual({ ok: false, errors: { number: 'card_brand_unsupported' } });
    // Luhn-valid 15-digit Visa-prefixed number: no such Visa length.
    expect(checkCard({ ...good, number: '424242424242426' }, now)).toEqual({ ok: false, errors: { number: 'card_number_invalid' } });
  });

  it('has a Spanish and an English message for every code', () => {
    expect(Object.keys(cardMessages.es).sort()).toEqual(Object.keys(cardMessages.en).sort());
    for (const text of [...Object.values(cardMessages.es), ...Object.values(cardMessages.en)]) expect(text.length).toBeGreaterThan(5);
  });
});
