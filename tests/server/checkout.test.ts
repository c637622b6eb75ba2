import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutByCard, ItemRefused, type CheckoutItem } from '../../server/payments/checkout/checkout';
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
