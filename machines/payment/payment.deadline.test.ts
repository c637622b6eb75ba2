import { describe, expect, it } from 'vitest';
import { card, createPaymentHarness, MINUTE, settle, T0 } from './payment.harness';
import { persistPaymentFlow, restorablePaymentSnapshot } from './payment-persistence';

// Clock-driven: the deadline is absolute, waiting states expire at it, calls in flight are never
// cut off, and a snapshot restored after the deadline expires on the first check.

const value = (h: { actor: { getSnapshot(): { value: unknown } } }) => h.actor.getSnapshot().value;

describe('payment deadline', () => {
  it('expires while the traveller is choosing, exactly at the deadline', async () => {
    const h = createPaymentHarness();
    h.clock.increment(15 * MINUTE - 1);
    await settle();
    expect(value(h)).toBe('process');
    h.clock.increment(1);
    await settle();
    expect(value(h)).toBe('expired');
  });

  it('allows retries after a decline while the deadline holds, each with a new idempotency key', async () => {
    const h = createPaymentHarness();
    h.actor.send({ type: 'payment.submit', method: card });
    h.calls.charge[0]!.resolve({ status: 'declined', reason: 'insufficient_funds' });
    await settle();
    expect(h.actor.getSnapshot().context).toMatchObject({ status: 'decline', declineReason: 'insufficient_funds' });
    h.clock.increment(5 * MINUTE);
    h.actor.send({ type: 'payment.retry' });
    h.actor.send({ type: 'payment.submit', method: card });
    expect(h.calls.charge.map((c) => (c.input as { idempotencyKey: string }).idempotencyKey)).toEqual(['ACD347:charge:1', 'ACD347:charge:2']);
    h.calls.charge[1]!.resolve({ status: 'approved', chargeId: 'ch_9' });
    await settle();
    h.calls.confirm[0]!.resolve({ outcome: 'confirmed' });
    await settle();
    expect(h.actor.getSnapshot().context).toMatchObject({ status: 'approved', chargeId: 'ch_9', lateOutcome: null });
  });

  it('refuses a retry once the deadline has passed, even if the timer has not fired', async () => {
    // "now" moves without firing timers, as in a tab the browser put to sleep.
    let now = T0;
    const h = createPaymentHarness({ now: () => now });
    h.actor.send({ type: 'payment.submit', method: card });
    h.calls.charge[0]!.resolve({ status: 'declined', reason: 'insufficient_funds' });
    await settle();
    now = T0 + 15 * MINUTE;
    h.actor.send({ type: 'payment.retry' });
    expect(value(h)).toBe('expired');
  });

  it('sends submit or order after the deadline to expired without calling anything', () => {
    let now = T0;
    const h = createPaymentHarness({ now: () => now });
    now = T0 + 16 * MINUTE;
    h.actor.send({ type: 'payment.submit', method: card });
    expect(value(h)).toBe('expired');
    expect(h.calls.charge).toHaveLength(0);
    let orderNow = T0;
    const order = createPaymentHarness({ now: () => orderNow });
    orderNow = T0 + 16 * MINUTE;
    order.actor.send({ type: 'payment.order', kind: 'office' });
    expect(value(order)).toBe('expired');
    expect(order.calls.createOrder).toHaveLength(0);
  });

  it('expires on deadline.check in each waiting state once the deadline has passed', async () => {
    for (const setup of ['process', 'challenge', 'declined'] as const) {
      let now = T0;
      const h = createPaymentHarness({ now: () => now });
      if (setup !== 'process') {
        h.actor.send({ type: 'payment.submit', method: card });
        h.calls.charge[0]!.resolve(setup === 'challenge' ? { status: 'challenge_required', challengeId: '3ds' } : { status: 'declined', reason: 'x' });
        await settle();
      }
      now = T0 + 15 * MINUTE - 1;
      h.actor.send({ type: 'deadline.check' });
      expect(value(h)).toBe(setup);
      now = T0 + 15 * MINUTE;
      h.actor.send({ type: 'deadline.check' });
      expect(value(h)).toBe('expired');
    }
  });

  it('restores a flow stored past its deadline straight to expired', async () => {
    const h = createPaymentHarness();
    h.actor.send({ type: 'payment.submit', method: card });
    h.calls.charge[0]!.resolve({ status: 'challenge_required', challengeId: '3ds' });
    await settle();
    const stored = JSON.parse(JSON.stringify(persistPaymentFlow(h.actor)));
    expect(value(createPaymentHarness({}, { stored, start: T0 + 14 * MINUTE }))).toBe('challenge');
    expect(value(createPaymentHarness({}, { stored, start: T0 + 15 * MINUTE }))).toBe('expired');
    expect(restorablePaymentSnapshot({ version: 0, snapshot: stored.snapshot })).toBeNull();
    expect(restorablePaymentSnapshot(null)).toBeNull();
  });

  it('waits for a charge in flight past the deadline; a late approval is re-held', async () => {
    const h = createPaymentHarness();
    h.clock.increment(14 * MINUTE);
    h.actor.send({ type: 'payment.submit', method: card });
    h.clock.increment(2 * MINUTE);
    await settle();
    expect(value(h)).toBe('charging');
    h.calls.charge[0]!.resolve({ status: 'approved', chargeId: 'ch_1' });
    await settle();
    h.calls.confirm[0]!.resolve({ outcome: 'rehold' });
    await settle();
    expect(h.actor.getSnapshot().context).toMatchObject({ status: 'approved', lateOutcome: 'rehold' });
  });

  it('reports a refund when a charge lands after expiry and the seats are gone', async () => {
    const h = createPaymentHarness();
    h.clock.increment(15 * MINUTE);
    await settle();
    h.actor.send({ type: 'payment.late', chargeId: 'ch_late' });
    expect(h.calls.confirm[0]!.input).toEqual({ reservationCode: 'ACD347', chargeId: 'ch_late', confirmationKey: 'ACD347:confirm' });
    h.calls.confirm[0]!.resolve({ outcome: 'refund' });
    await settle();
    expect(value(h)).toBe('refunded');
    expect(h.actor.getSnapshot().context.lateOutcome).toBe('refund');
  });

  it('retries a failed confirmation with the same key, outside the deadline', async () => {
    const h = createPaymentHarness({ confirmationKey: 'conf-1' });
    h.actor.send({ type: 'payment.submit', method: card });
    h.calls.charge[0]!.resolve({ status: 'approved', chargeId: 'ch_1' });
    await settle();
    h.calls.confirm[0]!.reject(new Error('network'));
    await settle();
    h.clock.increment(30 * MINUTE);
    await settle();
    expect(value(h)).toBe('confirmFailed');
    h.actor.send({ type: 'confirm.retry' });
    expect(h.calls.confirm.map((c) => (c.input as { confirmationKey: string }).confirmationKey)).toEqual(['conf-1', 'conf-1']);
  });

  it('stores no card number or CVV when saved mid-charge, and repeats the charge with the same key on restore', async () => {
    const h = createPaymentHarness();
    h.actor.send({ type: 'payment.submit', method: { ...card, card: { ...card.card, cvv: '987' } } });
    const stored = JSON.parse(JSON.stringify(persistPaymentFlow(h.actor)));
    const text = JSON.stringify(stored);
    expect(text).not.toContain('4242424242424242');
    expect(text).not.toContain('987');
    expect(text).not.toContain('Ana');
    const restored = createPaymentHarness({}, { stored, start: T0 + MINUTE });
    expect(value(restored)).toBe('charging');
    expect(restored.calls.charge[0]!.input).toEqual({
      amountCents: 123450,
      method: { type: 'card', card: { number: '•••• 4242', name: '', expiry: '', cvv: '' } },
      idempotencyKey: 'ACD347:charge:1',
      reservationCode: 'ACD347',
    });
  });

  it('keeps the remaining time after a restore instead of restarting the timer', async () => {
    const h = createPaymentHarness();
    h.clock.increment(10 * MINUTE);
    const persisted = JSON.parse(JSON.stringify(persistPaymentFlow(h.actor)));
    h.actor.stop();
    const restored = createPaymentHarness({}, { stored: persisted, start: T0 + 12 * MINUTE });
    restored.clock.increment(3 * MINUTE - 1);
    await settle();
    expect(value(restored)).toBe('process');
    restored.clock.increment(1);
    await settle();
    expect(value(restored)).toBe('expired');
  });
});
