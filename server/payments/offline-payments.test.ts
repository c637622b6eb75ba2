import { describe, expect, it } from 'vitest';
import { storeReferenceValid } from '../../domain/payments/store-reference';
import { createFixedClock } from '../platform/clock';
import { createCashOrder, createOfficeOrder } from './offline-payments';
import { defaultPaymentConfig } from './payment-config';

const departure = new Date('2026-05-21T18:00:00Z');

describe('offline payments', () => {
  it('issues a store reference whose deadline is capped at the PEND limit', () => {
    const clock = createFixedClock('2026-05-20T12:00:00Z');
    const result = createCashOrder({ network: 'oxxo', reservationCode: 'ACD347', amountCents: 50000, departures: [departure, null] }, defaultPaymentConfig, clock);
    if (result.status !== 'order_generated') throw new Error('expected an order');
    expect(result.ticketType).toBe('PEND');
    expect(storeReferenceValid(result.order.reference)).toBe(true);
    expect(result.order.deadline).toEqual(new Date('2026-05-21T17:45:00Z'));
  });

  it('keeps the plain window for open tickets and refuses past the limit', () => {
    const clock = createFixedClock('2026-05-20T12:00:00Z');
    const open = createCashOrder({ network: 'openpay', reservationCode: 'ACD347', amountCents: 100, departures: [null] }, defaultPaymentConfig, clock);
    expect(open).toMatchObject({ status: 'order_generated', order: { deadline: new Date('2026-05-22T12:00:00Z') } });
    clock.set('2026-05-21T17:45:00Z');
    expect(createCashOrder({ network: 'oxxo', reservationCode: 'ACD347', amountCents: 100, departures: [departure] }, defaultPaymentConfig, clock)).toEqual({
      status: 'refused',
      reason: 'pend_limit_passed',
    });
  });

  it('offers pay-at-office for dated departures until the hold limit', () => {
    const clock = createFixedClock('2026-05-21T17:44:00Z');
    expect(createOfficeOrder({ departures: [departure] }, defaultPaymentConfig, clock)).toEqual({
      status: 'order_generated',
      ticketType: 'PEND',
      appearBy: new Date('2026-05-21T17:30:00Z'),
      holdUntil: new Date('2026-05-21T17:45:00Z'),
    });
    expect(createOfficeOrder({ departures: [null] }, defaultPaymentConfig, clock)).toEqual({ status: 'refused', reason: 'open_departure' });
    expect(createOfficeOrder({ departures: [departure] }, { ...defaultPaymentConfig, payAtOffice: false }, clock)).toEqual({ status: 'refused', reason: 'method_not_offered' });
    clock.advance(60_000);
    expect(createOfficeOrder({ departures: [departure] }, defaultPaymentConfig, clock)).toEqual({ status: 'refused', reason: 'pend_limit_passed' });
  });
});
