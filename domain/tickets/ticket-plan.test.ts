import { describe, expect, it } from 'vitest';
import { planTickets, ticketTypeForPayment } from './ticket-plan';
import { latePaymentOutcome, latePaymentMessages } from '../payments/late-payment';

const digits = () => {
  let n = 0;
  return () => n++ % 10;
};
const passengers = [
  { id: 10, type: 'adult' as const },
  { id: 11, type: 'infant' as const },
];
const legs = [
  { leg: 'return' as const, departureId: null, seats: new Map<number, number>() },
  { leg: 'departure' as const, departureId: 5, seats: new Map([[10, 12]]) },
];

describe('ticket plan', () => {
  it('numbers departure tickets first, one per passenger per leg, infants without a seat', () => {
    const plan = planTickets({ reservationCode: 'ACD347', passengers, legs, type: ticketTypeForPayment('approved'), randomInt: digits() });
    expect(plan).toEqual([
      { code: 'ACD347-1', pin: '012345', type: 'E-ticket', passengerId: 10, leg: 'departure', departureId: 5, seatNumber: 12 },
      { code: 'ACD347-2', pin: '678901', type: 'E-ticket', passengerId: 11, leg: 'departure', departureId: 5, seatNumber: null },
      { code: 'ACD347-3', pin: '234567', type: 'E-ticket', passengerId: 10, leg: 'return', departureId: null, seatNumber: null },
      { code: 'ACD347-4', pin: '890123', type: 'E-ticket', passengerId: 11, leg: 'return', departureId: null, seatNumber: null },
    ]);
  });

  it('gives PEND tickets (store or office orders) no PIN', () => {
    const plan = planTickets({ reservationCode: 'ACD347', passengers, legs, type: ticketTypeForPayment('order_generated'), randomInt: digits() });
    expect(plan.map((t) => [t.type, t.pin])).toEqual([
      ['PEND', null],
      ['PEND', null],
      ['PEND', null],
      ['PEND', null],
    ]);
  });
});

describe('late payment', () => {
  const expiry = new Date('2026-12-01T18:15:00Z');
  const base = { holdExpiresAt: expiry, seatsStillFree: true, departureClosed: false };
  it('confirms in time, re-holds free seats late, refunds otherwise', () => {
    expect(latePaymentOutcome({ ...base, now: new Date('2026-12-01T18:14:59Z') })).toBe('confirmed');
    expect(latePaymentOutcome({ ...base, holdExpiresAt: null, now: new Date('2027-01-01T00:00:00Z') })).toBe('confirmed');
    expect(latePaymentOutcome({ ...base, now: expiry })).toBe('rehold');
    expect(latePaymentOutcome({ ...base, seatsStillFree: false, now: expiry })).toBe('refund');
    expect(latePaymentOutcome({ ...base, departureClosed: true, now: expiry })).toBe('refund');
    expect(latePaymentMessages.en.refund).toContain('refunded');
    expect(latePaymentMessages.es.rehold).toContain('confirmada');
  });
});
