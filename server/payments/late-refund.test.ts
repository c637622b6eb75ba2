import { describe, expect, it } from 'vitest';
import { lateRefundKey, latePaymentOutcome } from '../../domain/payments/late-payment';
import { createFixedClock } from '../platform/clock';
import { defaultPaymentConfig } from './payment-config';
import { createSandboxGateway, sandboxTestCards } from './sandbox-card-gateway';

describe('refunding a late payment', () => {
  it('refunds once when the seats are gone, however often it is settled', async () => {
    const clock = createFixedClock('2026-12-01T18:20:00Z');
    const gateway = createSandboxGateway(defaultPaymentConfig, clock);
    const charge = await gateway.charge({
      amountCents: 50000,
      currency: 'MXN',
      method: { type: 'card', card: { number: sandboxTestCards.approve, name: 'Ana', expiry: '12/28', cvv: '123' } },
      idempotencyKey: 'ACD347:charge:1',
      reservationCode: 'ACD347',
    });
    if (charge.status !== 'approved') throw new Error('expected approval');
    const args = { holdExpiresAt: new Date('2026-12-01T18:15:00Z'), now: clock.now(), seatsStillFree: false, departureClosed: false };
    expect(latePaymentOutcome(args)).toBe('refund');
    const refund = () => gateway.refund({ chargeId: charge.chargeId, idempotencyKey: lateRefundKey(charge.chargeId), reason: 'late_payment' });
    const results = await Promise.all(Array.from({ length: 5 }, refund));
    expect(results.every((r) => r.status === 'refunded')).toBe(true);
    expect((await gateway.ledger()).filter((e) => e.kind === 'refund')).toEqual([expect.objectContaining({ money: { cents: 50000, currency: 'MXN' } })]);
    expect(latePaymentOutcome({ ...args, seatsStillFree: true })).toBe('rehold');
  });
});
