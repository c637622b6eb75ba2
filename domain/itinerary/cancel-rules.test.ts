import { describe, expect, it } from 'vitest';
import { cancellationQuote, splitRefund, type CancelTicket } from './cancel-rules';

const ticket = (ticketId: number, leg: 'departure' | 'return', state: CancelTicket['state'], priceCents = 108_500): CancelTicket => ({ ticketId, leg, state, priceCents });

describe('cancellationQuote (docs/rules/my-reservation.md#cancelling)', () => {
  it('cancels every ticket of a PEND or unpaid reservation, with nothing to refund', () => {
    const tickets = [ticket(1, 'departure', 'pend'), ticket(2, 'return', 'pend')];
    expect(cancellationQuote({ payment: 'order_generated', method: 'oxxo', round: true, tickets })).toEqual({ ok: true, ticketIds: [1, 2], refundCents: 0, refundTo: 'none', rule: 'unpaid' });
    expect(cancellationQuote({ payment: 'process', method: null, round: true, tickets })).toMatchObject({ ok: true, refundCents: 0 });
  });

  it('refunds 50% of the return of a paid round trip whose outbound was used, to the card', () => {
    const tickets = [ticket(1, 'departure', 'used'), ticket(2, 'departure', 'used'), ticket(3, 'return', 'e_ticket', 108_500), ticket(4, 'return', 'e_ticket', 54_250)];
    expect(cancellationQuote({ payment: 'approved', method: 'card', round: true, tickets })).toEqual({ ok: true, ticketIds: [3, 4], refundCents: 81_375, refundTo: 'card', rule: 'unused_return' });
  });

  it('gives store credit when the round trip was paid otherwise', () => {
    const tickets = [ticket(1, 'departure', 'used'), ticket(2, 'return', 'ok', 100_001)];
    expect(cancellationQuote({ payment: 'approved', method: 'oxxo', round: true, tickets })).toEqual({ ok: true, ticketIds: [2], refundCents: 50_000, refundTo: 'store_credit', rule: 'unused_return' });
  });

  it('refuses a paid trip partly used otherwise, and one already cancelled', () => {
    const partly = [ticket(1, 'departure', 'used'), ticket(2, 'departure', 'e_ticket'), ticket(3, 'return', 'e_ticket')];
    expect(cancellationQuote({ payment: 'approved', method: 'card', round: true, tickets: partly })).toEqual({ ok: false, refusal: 'cancel_not_allowed' });
    expect(cancellationQuote({ payment: 'order_generated', method: 'oxxo', round: false, tickets: [ticket(1, 'departure', 'cancelled')] })).toEqual({ ok: false, refusal: 'already_cancelled' });
  });
});

describe('cancelling a paid trip not yet travelled (decision 065)', () => {
  const now = Date.UTC(2026, 5, 1, 12);
  const at = (hoursAhead: number) => now + hoursAhead * 3_600_000;
  const leaving = (ticketId: number, leg: 'departure' | 'return', hoursAhead: number | null, priceCents = 100_000): CancelTicket => ({ ...ticket(ticketId, leg, 'e_ticket', priceCents), departsAt: hoursAhead === null ? null : at(hoursAhead) });

  it('gives every ticket back whole 24 hours or more before its bus, to the card', () => {
    const tickets = [leaving(1, 'departure', 24), leaving(2, 'departure', 24, 50_000), leaving(3, 'return', 96)];
    expect(cancellationQuote({ payment: 'approved', method: 'card', round: true, tickets, now })).toEqual({ ok: true, ticketIds: [1, 2, 3], refundCents: 250_000, refundTo: 'card', rule: 'in_time' });
  });

  it('gives half of a ticket whose bus leaves sooner, whole for a later leg or an open one, as store credit when not paid by card', () => {
    const tickets = [leaving(1, 'departure', 23.99), leaving(2, 'return', null)];
    expect(cancellationQuote({ payment: 'approved', method: 'oxxo', round: true, tickets, now })).toEqual({ ok: true, ticketIds: [1, 2], refundCents: 150_000, refundTo: 'store_credit', rule: 'late' });
  });

  it('is closed online from 30 minutes before a bus leaves', () => {
    expect(cancellationQuote({ payment: 'approved', method: 'card', round: false, tickets: [leaving(1, 'departure', 0.51)], now })).toMatchObject({ ok: true, refundCents: 50_000 });
    expect(cancellationQuote({ payment: 'approved', method: 'card', round: false, tickets: [leaving(1, 'departure', 0.5)], now })).toEqual({ ok: false, refusal: 'cancel_deadline_passed' });
  });
});

describe('splitRefund (decision 038)', () => {
  it('gives the points their share of a refund and the money the rest', () => {
    expect(splitRefund(25_000, 80_000, 20_000)).toEqual({ moneyCents: 20_000, pointsCents: 5_000 });
  });
  it('is all money without points, and all points when only points paid', () => {
    expect(splitRefund(25_000, 100_000, 0)).toEqual({ moneyCents: 25_000, pointsCents: 0 });
    expect(splitRefund(25_000, 0, 100_000)).toEqual({ moneyCents: 0, pointsCents: 25_000 });
  });
});
