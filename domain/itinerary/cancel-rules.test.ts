import { describe, expect, it } from 'vitest';
import { cancellationQuote, splitRefund, type CancelTicket } from './cancel-rules';

const ticket = (ticketId: number, leg: 'departure' | 'return', state: CancelTicket['state'], priceCents = 108_500): CancelTicket => ({ ticketId, leg, state, priceCents });

describe('cancellationQuote (docs/rules/my-reservation.md#cancelling)', () => {
  it('cancels every ticket of a PEND or unpaid reservation, with nothing to refund', () => {
    const tickets = [ticket(1, 'departure', 'pend'), ticket(2, 'return', 'pend')];
    expect(cancellationQuote({ payment: 'order_generated', method: 'oxxo', round: true, tickets })).toEqual({ ok: true, ticketIds: [1, 2], refundCents: 0, refundTo: 'none' });
    expect(cancellationQuote({ payment: 'process', method: null, round: true, tickets })).toMatchObject({ ok: true, refundCents: 0 });
  });

  it('refunds 50% of the return of a paid round trip whose outbound was used, to the card', () => {
    const tickets = [ticket(1, 'departure', 'used'), ticket(2, 'departure', 'used'), ticket(3, 'return', 'e_ticket', 108_500), ticket(4, 'return', 'e_ticket', 54_250)];
    expect(cancellationQuote({ payment: 'approved', method: 'card', round: true, tickets })).toEqual({ ok: true, ticketIds: [3, 4], refundCents: 81_375, refundTo: 'card' });
  });

  it('gives store credit when the round trip was paid otherwise', () => {
    const tickets = [ticket(1, 'departure', 'used'), ticket(2, 'return', 'ok', 100_001)];
    expect(cancellationQuote({ payment: 'approved', method: 'oxxo', round: true, tickets })).toEqual({ ok: true, ticketIds: [2], refundCents: 50_000, refundTo: 'store_credit' });
  });

  it('refuses a paid reservation not yet travelled, a one-way trip, and one already cancelled', () => {
    expect(cancellationQuote({ payment: 'approved', method: 'card', round: true, tickets: [ticket(1, 'departure', 'e_ticket'), ticket(2, 'return', 'e_ticket')] })).toEqual({ ok: false, refusal: 'cancel_not_allowed' });
    expect(cancellationQuote({ payment: 'approved', method: 'card', round: false, tickets: [ticket(1, 'departure', 'e_ticket')] })).toEqual({ ok: false, refusal: 'cancel_not_allowed' });
    expect(cancellationQuote({ payment: 'order_generated', method: 'oxxo', round: false, tickets: [ticket(1, 'departure', 'cancelled')] })).toEqual({ ok: false, refusal: 'already_cancelled' });
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
