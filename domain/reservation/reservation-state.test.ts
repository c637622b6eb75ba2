import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeBase64Json } from '../base64';
import { contactPhoneIssue } from './contact-phone';
import { contactIssues } from './contact-rules';
import { contactPhoneShapeIssue } from './phone-shape';
import { decodeReservation, defaultReservation, encodeReservation, parseReservation, readReservation } from './reservation-state';
import { invoicingAccess, isInvoiceableMethod, isPaymentSettled } from './step-rules';

describe('defaultReservation', () => {
  it('has the defaults the rules give', () => {
    const reservation = defaultReservation();
    expect(reservation).toMatchObject({
      code: null,
      round: true,
      payment: 'process',
      active_reward: false,
      exist_traveller: false,
      contact: { first_name: '', last_name: '', cell_phone: '', email: '', privacy: true },
      departure: { date: null, open: false, schedule_id: null, schedule_detail_id: null, layout_id: null },
      return: { date: null, open: true, schedule_id: null, schedule_detail_id: null, layout_id: null },
      released_seats: [],
      configs: {},
    });
    expect(reservation.passengers.adult).toBe(0);
  });

  it('returns a fresh object each time', () => {
    const first = defaultReservation();
    first.contact.first_name = 'Ana';
    expect(defaultReservation().contact.first_name).toBe('');
  });
});

describe('reservation encoding', () => {
  it('round-trips Spanish names and symbols', () => {
    const reservation = {
      ...defaultReservation(),
      code: 'PV-0001',
      contact: { first_name: 'José Ñúñez', last_name: 'Peña €', cell_phone: '3221234567', email: 'a@b.mx', privacy: true },
    };
    expect(decodeReservation(encodeReservation(reservation))).toEqual(reservation);
  });

  it('completes a partial value with defaults', () => {
    const decoded = decodeReservation(encodeBase64Json({ code: 'X1', payment: 'approved', departure: { schedule_id: 7 } }));
    expect(decoded?.code).toBe('X1');
    expect(decoded?.payment).toBe('approved');
    expect(decoded?.departure).toEqual({ date: null, open: false, schedule_id: 7, schedule_detail_id: null, layout_id: null });
    expect(decoded?.return.open).toBe(true);
  });

  it('refuses corrupt text and wrong shapes', () => {
    expect(decodeReservation('%%%')).toBeNull();
    expect(decodeReservation(btoa('{not json'))).toBeNull();
    expect(decodeReservation(encodeBase64Json({ payment: 'paid' }))).toBeNull();
    expect(decodeReservation(encodeBase64Json({ round: 'yes' }))).toBeNull();
    expect(parseReservation(null)).toBeNull();
  });

  it('reads a response\'s reservation whether it is still base64 or already decoded', () => {
    const reservation = { ...defaultReservation(), code: 'X1' };
    expect(readReservation(encodeReservation(reservation))).toEqual(reservation);
    expect(readReservation(reservation)).toEqual(reservation);
    expect(readReservation('%%%')).toBeNull();
    expect(readReservation({ round: 'yes' })).toBeNull();
  });

  it('round-trips any contact text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'grapheme' }), (first, last) => {
        const reservation = { ...defaultReservation(), contact: { ...defaultReservation().contact, first_name: first, last_name: last } };
        expect(decodeReservation(encodeReservation(reservation))).toEqual(reservation);
      }),
    );
  });
});

describe('step rules', () => {
  it('settles approved and order_generated payments only', () => {
    expect(['process', 'approved', 'order_generated', 'decline'].map((p) => isPaymentSettled(p as never))).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });

  it('lets approved payments with an invoiceable method into invoicing', () => {
    expect(invoicingAccess('approved', 'credit')).toBe('pass');
    expect(invoicingAccess('approved', 'paypal')).toBe('pass');
    for (const method of ['traveller_prepaid', 'traveller_loyalty', 'traveller_win', 'oxxo', 'openpay']) {
      expect(isInvoiceableMethod(method)).toBe(false);
      expect(invoicingAccess('approved', method)).toBe('tickets');
    }
    expect(invoicingAccess('approved', null)).toBe('tickets');
  });

  it('keeps a payment in process on its step and sends the rest to tickets', () => {
    expect(invoicingAccess('process', 'credit')).toBe('stay');
    expect(invoicingAccess('order_generated', 'oxxo')).toBe('tickets');
    expect(invoicingAccess('decline', 'credit')).toBe('tickets');
  });
});

describe('contactIssues', () => {
  const valid = { first_name: 'Ana', last_name: 'Peña', cell_phone: '3221234567', email: 'ana@correo.mx', privacy: true };

  it('accepts a complete contact', () => {
    expect(contactIssues(valid, contactPhoneIssue)).toEqual([]);
  });

  it('reports every missing or malformed field', () => {
    expect(contactIssues({ first_name: ' ', last_name: '', cell_phone: '322123456', email: 'ana@', privacy: false }, contactPhoneIssue)).toEqual([
      { code: 'first_name_required', field: 'first_name' },
      { code: 'last_name_required', field: 'last_name' },
      { code: 'invalid_mobile', field: 'cell_phone' },
      { code: 'invalid_email', field: 'email' },
      { code: 'privacy_required', field: 'privacy' },
    ]);
    expect(contactIssues({ ...valid, cell_phone: '32212345678' }, contactPhoneIssue).map((i) => i.code)).toEqual(['invalid_mobile']);
  });

  it("the chart's shape rule takes a foreign number of E.164's shape; the whole rule checks its country's plan", () => {
    // +1 213 373 4253 is a Los Angeles number; +1 000 000 0000 has the shape but is in no plan.
    expect(contactIssues({ ...valid, cell_phone: '+12133734253' }, contactPhoneShapeIssue)).toEqual([]);
    expect(contactIssues({ ...valid, cell_phone: '+10000000000' }, contactPhoneShapeIssue)).toEqual([]);
    expect(contactIssues({ ...valid, cell_phone: '+10000000000' }, contactPhoneIssue).map((i) => i.code)).toEqual(['invalid_phone']);
    expect(contactIssues({ ...valid, cell_phone: '+1 213' }, contactPhoneShapeIssue).map((i) => i.code)).toEqual(['invalid_phone']);
    expect(contactIssues({ ...valid, cell_phone: '+5232212345' }, contactPhoneShapeIssue).map((i) => i.code)).toEqual(['invalid_mobile']);
  });
});
