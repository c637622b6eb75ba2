import { describe, expect, it } from 'vitest';
import { createStoreOrder, formatStoreReference, mod10CheckDigit, storeOrderDeadline, storeReferenceValid } from './store-reference';
import { availablePaymentMethods, mxnToUsdCents } from './payment-methods';

const now = new Date('2026-05-20T12:00:00Z');

describe('store reference', () => {
  it('is 14 digits with a network prefix and a valid check digit', () => {
    const order = createStoreOrder({ network: 'oxxo', reservationCode: 'ACD347', amountCents: 123450, now, pendLimit: null });
    expect(order.reference).toMatch(/^93\d{12}$/);
    expect(storeReferenceValid(order.reference)).toBe(true);
    expect(order.amountCents).toBe(123450);
    expect(order.deadline).toEqual(new Date('2026-05-22T12:00:00Z'));
    const openpay = createStoreOrder({ network: 'openpay', reservationCode: 'ACD347', amountCents: 100, now, pendLimit: null });
    expect(openpay.reference.startsWith('95')).toBe(true);
  });

  it('catches any single mistyped digit', () => {
    const { reference } = createStoreOrder({ network: 'oxxo', reservationCode: 'XYQ999', amountCents: 5000, now, pendLimit: null });
    for (let i = 2; i < reference.length; i += 1) {
      const wrong = `${reference.slice(0, i)}${(Number(reference[i]) + 1) % 10}${reference.slice(i + 1)}`;
      expect(storeReferenceValid(wrong), wrong).toBe(false);
    }
  });

  it('is stable per reservation and attempt and differs across them', () => {
    const make = (code: string, attempt: number) =>
      createStoreOrder({ network: 'oxxo', reservationCode: code, amountCents: 1, now, pendLimit: null, attempt }).reference;
    expect(make('ACD347', 0)).toBe(make('ACD347', 0));
    expect(make('ACD347', 1)).not.toBe(make('ACD347', 0));
    expect(make('ACD349', 0)).not.toBe(make('ACD347', 0));
  });

  it('caps the deadline at the PEND limit of the departure', () => {
    const pendLimit = new Date('2026-05-21T07:45:00Z');
    expect(storeOrderDeadline(now, pendLimit)).toEqual(pendLimit);
    expect(storeOrderDeadline(now, new Date('2026-06-01T00:00:00Z'), 24)).toEqual(new Date('2026-05-21T12:00:00Z'));
  });

  it('uses the standard mod 10 digit and groups for reading', () => {
    expect(mod10CheckDigit('7992739871')).toBe('3');
    expect(formatStoreReference('93123456789012')).toBe('9312 3456 7890 12');
    expect(() => createStoreOrder({ network: 'oxxo', reservationCode: 'A', amountCents: 0, now, pendLimit: null })).toThrow(RangeError);
  });
});

describe('payment methods', () => {
  it('offers wallets only when a client id is configured', () => {
    expect(availablePaymentMethods({ wallets: {}, storeCash: true, payAtOffice: true }).map((m) => m.id)).toEqual(['card', 'oxxo', 'openpay', 'office']);
    const configured = availablePaymentMethods({ wallets: { paypal: 'client-1', apple_pay: ' ', google_pay: 'g' }, storeCash: false, payAtOffice: false });
    expect(configured).toEqual([
      { id: 'card', kind: 'charge' },
      { id: 'paypal', kind: 'charge' },
      { id: 'google_pay', kind: 'charge' },
    ]);
  });

  it('converts MXN to USD rounding up to the cent', () => {
    expect(mxnToUsdCents(123450, 0.0585)).toBe(7222); // 7221.825
    expect(mxnToUsdCents(100000, 0.05)).toBe(5000);
    expect(() => mxnToUsdCents(100, 0)).toThrow(RangeError);
  });
});
