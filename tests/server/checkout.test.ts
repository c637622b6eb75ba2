import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../server/db/database';
import { checkoutByCard, ItemRefused, type Challenge, type CheckoutItem, type Released, type SettledPayment } from '../../server/payments/checkout/checkout';
import { defaultPaymentConfig } from '../../server/payments/payment-config';
import { attemptByKey } from '../../server/payments/checkout/payment-attempts.queries';
import { engines, openTestApp, type TestApp } from './support/engines';
import { card, cards } from './support/payments';

// The one checkout over its item interface, with items made for the test: what a new kind of item (a tour, an
// adventure) may rely on. Settling happens in the transaction that records the approval; an item that can no
// longer be sold gets the charge back; a decline lets go what was held.

interface Log {
  held: number;
  released: number;
  settled: string[];
}

function item(log: Log, cents: number, settle: () => void = () => undefined): CheckoutItem<string> {
  return {
    priceCents: async () => cents,
    hold: async () => void log.held++,
    settle: async (_tx, payment) => {
      settle();
      log.settled.push(payment.chargeId);
      return `sold ${cents}`;
    },
    release: async () => void log.released++,
  };
}

describe.each(engines)('the checkout ($name)', (engine) => {
  let t: TestApp;
  const deps = () => ({ db: t.database.db, clock: t.clock, gateway: t.gateway });
  const request = (key: string, extra: Record<string, unknown> = {}) => ({ key, orderRef: `order:${key}`, reservationId: null, reservationCode: 'TEST01', card: card(cards.approve), ...extra });
  beforeAll(async () => {
    t = await openTestApp(engine);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('charges the sum of its items once and settles each, with the charge', async () => {
    const log: Log = { held: 0, released: 0, settled: [] };
    const outcome = await checkoutByCard(deps(), request('order-two-items'), [item(log, 10_000), item(log, 2_550)]);
    expect(outcome).toMatchObject({ status: 'paid', receipts: ['sold 10000', 'sold 2550'] });
    const charges = (await t.gateway.ledger()).filter((e) => e.idempotencyKey === 'order-two-items');
    expect(charges.map((c) => c.money)).toEqual([{ cents: 12_550, currency: 'MXN' }]);
    expect(log).toEqual({ held: 2, released: 0, settled: [charges[0]!.id, charges[0]!.id] });
    expect((await attemptByKey(t.database.db, 'order-two-items'))?.status).toBe('approved');
    // The same request again charges nothing more and settles nothing more.
    expect(await checkoutByCard(deps(), request('order-two-items'), [item(log, 10_000), item(log, 2_550)])).toMatchObject({ status: 'refused', code: 'payment_in_progress' });
    expect(log.settled).toHaveLength(2);
  });

  it('gives the whole charge back when an item can no longer be sold, and lets go what was held', async () => {
    const log: Log = { held: 0, released: 0, settled: [] };
    const gone = item(log, 5_000, () => {
      throw new ItemRefused('seat_unavailable', 'seat', '7');
    });
    const outcome = await checkoutByCard(deps(), request('order-gone'), [item(log, 1_000), gone]);
    expect(outcome).toEqual({ status: 'refused', code: 'seat_unavailable', field: 'seat', detail: '7' });
    const moved = (await t.gateway.ledger()).filter((e) => e.reservationCode === 'TEST01' && (e.idempotencyKey === 'order-gone' || e.idempotencyKey === 'undo-order-gone'));
    expect(moved.map((e) => [e.kind, e.money.cents])).toEqual([
      ['charge', 6_000],
      ['refund', 6_000],
    ]);
    expect(log.released).toBe(2);
    expect((await attemptByKey(t.database.db, 'order-gone'))?.status).toBe('refunded');
  });

  it('lets go what was held after a decline, and the next attempt pays', async () => {
    const log: Log = { held: 0, released: 0, settled: [] };
    expect(await checkoutByCard(deps(), request('order-declined', { card: card(cards.insufficientFunds) }), [item(log, 3_000)])).toEqual({ status: 'declined', reason: 'insufficient_funds' });
    expect(log).toMatchObject({ held: 1, released: 1, settled: [] });
    expect(await checkoutByCard(deps(), request('order-declined-then', { orderRef: 'order:order-declined' }), [item(log, 3_000)])).toMatchObject({ status: 'paid' });
  });

  it('waits on the bank’s 3-D Secure code, then settles with it', async () => {
    const log: Log = { held: 0, released: 0, settled: [] };
    const items = [item(log, 4_000)];
    expect(await checkoutByCard(deps(), request('order-3ds', { card: card(cards.challenge) }), items)).toEqual({ status: 'challenge' });
    expect(log.settled).toEqual([]);
    expect(await checkoutByCard(deps(), request('order-3ds', { card: undefined, challengeCode: '123456' }), items)).toMatchObject({ status: 'paid', receipts: ['sold 4000'] });
  });

  it('tells the item what a foreign card paid in USD, and what the bank’s challenge is while it waits', async () => {
    const told: { challenges: Challenge[]; settled: SettledPayment[] } = { challenges: [], settled: [] };
    const watched: CheckoutItem<null> = {
      priceCents: async () => 10_000,
      hold: async () => undefined,
      waitForCode: async (challenge) => void told.challenges.push(challenge),
      settle: async (_tx, payment) => (told.settled.push(payment), null),
      release: async () => undefined,
    };
    const rate = defaultPaymentConfig.usdPerMxn;
    expect(await checkoutByCard(deps(), request('order-usd', { card: card(cards.foreign) }), [watched])).toMatchObject({ status: 'paid' });
    expect(told.settled[0]).toMatchObject({ key: 'order-usd', charged: { currency: 'USD' }, exchangeRate: rate });
    expect(told.settled[0]!.charged.cents).toBeLessThan(10_000);
    expect(await checkoutByCard(deps(), request('order-told-3ds', { card: card(cards.challenge) }), [watched])).toEqual({ status: 'challenge' });
    const [challenge] = told.challenges;
    expect(challenge).toEqual({ challengeId: (await attemptByKey(t.database.db, 'order-told-3ds'))?.challengeId, charged: { cents: 10_000, currency: 'MXN' } });
    // The challenge's answer repeated finds it waiting: the item is not told twice.
    expect(told.challenges).toHaveLength(1);
  });

  it('tells the item why it lets go: the bank’s reason, or its own refusal with the charge given back', async () => {
    const released: Released[] = [];
    const told = (refuse: boolean): CheckoutItem<null> => ({
      priceCents: async () => 2_000,
      hold: async () => undefined,
      settle: async () => {
        if (refuse) throw new ItemRefused('sold_out', undefined, undefined, 'late_payment');
        return null;
      },
      release: async (why) => void released.push(why),
    });
    await checkoutByCard(deps(), request('order-why-declined', { card: card(cards.insufficientFunds) }), [told(false)]);
    expect(released).toEqual([{ reason: 'insufficient_funds' }]);
    await checkoutByCard(deps(), request('order-why-refunded'), [told(true)]);
    const refund = (await t.gateway.ledger()).find((e) => e.kind === 'refund' && e.idempotencyKey === 'undo-order-why-refunded');
    expect(released[1]).toEqual({ reason: 'sold_out', refunded: { payment: expect.objectContaining({ key: 'order-why-refunded', charged: { cents: 2_000, currency: 'MXN' } }), refundId: refund?.id } });
  });

  it('closes the challenge when what it sells is gone by the time the code comes: the code charges nothing', async () => {
    const log: Log = { held: 0, released: 0, settled: [] };
    let gone = false;
    const item: CheckoutItem<string> = {
      priceCents: async () => 6_000,
      hold: async () => {
        log.held++;
        if (gone) throw new ItemRefused('insufficient_points', 'points.amount');
      },
      settle: async () => 'sold',
      release: async () => void log.released++,
    };
    expect(await checkoutByCard(deps(), request('order-gone-3ds', { card: card(cards.challenge) }), [item])).toEqual({ status: 'challenge' });
    gone = true;
    expect(await checkoutByCard(deps(), request('order-gone-3ds', { card: undefined, challengeCode: '123456' }), [item])).toEqual({ status: 'refused', code: 'insufficient_points', field: 'points.amount' });
    expect(await attemptByKey(t.database.db, 'order-gone-3ds')).toMatchObject({ status: 'declined', declineReason: 'insufficient_points' });
    gone = false;
    expect(await checkoutByCard(deps(), request('order-gone-3ds', { card: undefined, challengeCode: '123456' }), [item])).toEqual({ status: 'declined', reason: 'insufficient_points' });
    expect((await t.gateway.ledger()).filter((e) => e.idempotencyKey === 'order-gone-3ds')).toEqual([]);
    // Each refusal lets go what was held, the decline told again included.
    expect(log).toMatchObject({ held: 3, released: 2 });
  });

  it('runs inside a transaction the caller holds: the attempt commits, or rolls back, with what the caller wrote', async () => {
    const log: Log = { held: 0, released: 0, settled: [] };
    const failing = inTransaction(t.database.db, async (tx) => {
      expect(await checkoutByCard({ ...deps(), db: tx }, request('order-in-tx', { card: card(cards.challenge) }), [item(log, 1_500)])).toEqual({ status: 'challenge' });
      throw new Error('the caller changed its mind');
    });
    await expect(failing).rejects.toThrow('the caller changed its mind');
    expect(await attemptByKey(t.database.db, 'order-in-tx')).toBeUndefined();
    // The provider keeps its own records of the key (it would answer it with the challenge): the next attempt has one of its own.
    await inTransaction(t.database.db, async (tx) => {
      expect(await checkoutByCard({ ...deps(), db: tx }, request('order-in-tx-2', { card: card(cards.approve) }), [item(log, 1_500)])).toMatchObject({ status: 'paid', receipts: ['sold 1500'] });
    });
    expect((await attemptByKey(t.database.db, 'order-in-tx-2'))?.status).toBe('approved');
  });

  // PGlite runs one request after another: the race needs PostgreSQL's connections (CI has one).
  it.runIf(engine.name === 'postgresql')('of 20 concurrent requests with one key, one charges and settles (PostgreSQL only)', async () => {
    const log: Log = { held: 0, released: 0, settled: [] };
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => checkoutByCard(deps(), request('order-race'), [item(log, 7_000)])));
    expect(outcomes.filter((o) => o.status === 'paid')).toHaveLength(1);
    expect(outcomes.filter((o) => o.status !== 'paid').every((o) => o.status === 'refused' && o.code === 'payment_in_progress')).toBe(true);
    expect(log.settled).toHaveLength(1);
    expect((await t.gateway.ledger()).filter((e) => e.idempotencyKey === 'order-race')).toHaveLength(1);
  });
});
