import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adventureOrders } from '../../server/db/schema/adventures.schema';
import { claimLease } from '../../server/services/adventures/order/orders.queries';
import { reconcileAdventureOrders } from '../../server/services/adventures/reconcile/reconcile-orders';
import { defaultAdventureSettings } from '../../server/platform/adventure-settings';
import type { ResolvedDeps } from '../../server/services/service-deps';
import { sandboxTestCards } from '../../server/payments/sandbox-card-gateway';
import { memoryRateLimits } from '../../server/platform/rate-limits';
import { defaultPaymentConfig } from '../../server/payments/payment-config';
import { defaultServerConfig } from '../../server/platform/config';
import { createOctoClient } from '../../server/partners/octo/octo-client';
import { openAdventuresApp, PARTNER_TIMEOUT_MS, type AdventuresTestApp } from './support/adventures';
import { call, everyEngine, TEST_NOW } from './support/engines';

// The reconciliation on seeded mismatches between our orders and payments and the partner's bookings: a charge
// whose confirmation never happened (the process stopped), a confirmed order the partner cancelled, a hold whose
// answer was lost, an unpaid hold past its deadline, a refund the bank did not make. Every one is repaired, and a
// second run changes nothing. The job's lease lets one process run it at a time.

interface Order {
  order_id: string;
  booking_code: string;
}

const contact = { first_name: 'Luis', last_name: 'Mora', email: 'luis@example.com', cell_phone: '3221234568' };

describe.each(everyEngine)('adventures reconciliation on $name', (engine) => {
  let a: AdventuresTestApp;
  let deps: ResolvedDeps;
  let day = 0;
  beforeAll(async () => {
    a = await openAdventuresApp(engine);
    deps = {
      db: a.t.database.db,
      clock: a.t.clock,
      config: defaultServerConfig,
      payments: { config: defaultPaymentConfig, gateway: a.t.gateway },
      rateLimits: memoryRateLimits(defaultServerConfig.rateLimits),
      adventures: { partner: createOctoClient({ baseUrl: a.simulator.url, apiKey: 'test-partner-key', timeoutMs: PARTNER_TIMEOUT_MS }), settings: { ...defaultAdventureSettings, confirmRetryMs: 20 } },
    };
  });
  afterAll(async () => {
    await a?.close();
  });
  beforeEach(() => {
    a.t.clock.set(TEST_NOW);
    a.simulator.setMode({ mode: 'normal' });
  });

  async function hold(): Promise<Order> {
    day += 1;
    const dates = (await call(a.t.app, '/api/adventures/tour/horseback-sierra/dates?days=40')).body.content.data as Array<{ departures: Array<{ availability_id: string; available: boolean }> }>;
    const availability_id = dates.flatMap((d) => d.departures).filter((d) => d.available)[day * 2]!.availability_id;
    const res = await call(a.t.app, '/api/adventures/tour/horseback-sierra/checkout', { method: 'POST', body: { brand_id: 1, operative_source: 'web', availability_id, adults: 1, minors: 0, contact, lang: 'en' } });
    expect(res.status).toBe(200);
    return res.body.content.data as Order;
  }
  const pay = (order: Order) =>
    call(a.t.app, `/api/adventures/tour/${order.booking_code}/checkout`, {
      method: 'PUT',
      body: { order_id: order.order_id, payment_method: 'card', card: { number: sandboxTestCards.approve, name: 'LUIS', expiry: '12/30', cvv: '123' }, idempotency_key: `key-${order.booking_code}` },
    });
  const row = async (order: Order) => (await a.t.database.db.select().from(adventureOrders).where(eq(adventureOrders.code, order.booking_code)))[0]!;
  const partner = (order: Order) => a.simulator.store.all().find((b) => b.resellerReference === order.booking_code)!;
  const ledger = async (order: Order) => (await a.t.gateway.ledger()).filter((e) => e.reservationCode === order.booking_code).map((e) => e.kind);

  it('repairs every seeded mismatch, and a second run changes nothing', async () => {
    // 1. Charged, then the process stopped before the partner confirmed: the order stays `paid`, the partner ON_HOLD.
    // Seeded from a sale: the order put back to `paid`, the partner's booking back ON_HOLD.
    const seeded = await pay(await hold());
    const paidButLost = seeded.body.content.data as Order;
    await a.t.database.db.update(adventureOrders).set({ status: 'paid', supplierReference: null }).where(eq(adventureOrders.code, paidButLost.booking_code));
    a.simulator.store.put({ ...partner(paidButLost), status: 'ON_HOLD', utcConfirmedAt: null, utcExpiresAt: new Date(Date.parse(TEST_NOW) + 20 * 60_000).toISOString() });

    // 2. Confirmed here, cancelled by the partner (weather).
    const cancelledThere = await hold();
    await pay(cancelledThere);
    a.simulator.store.put({ ...partner(cancelledThere), status: 'CANCELLED' });

    // 3. A hold whose answer was lost: `reserving` here, ON_HOLD there.
    const lostHold = await hold();
    await a.t.database.db.update(adventureOrders).set({ status: 'reserving' }).where(eq(adventureOrders.code, lostHold.booking_code));

    // 4. Charged while the partner's hold ran out: the partner has it EXPIRED.
    const expiredThere = await hold();
    await pay(expiredThere);
    await a.t.database.db.update(adventureOrders).set({ status: 'paid' }).where(eq(adventureOrders.code, expiredThere.booking_code));
    a.simulator.store.put({ ...partner(expiredThere), status: 'ON_HOLD', utcConfirmedAt: null, utcExpiresAt: new Date(Date.parse(TEST_NOW) + 60_000).toISOString() });

    // 5. An unpaid hold: still ON_HOLD at the partner after our deadline (the partner holds a little longer).
    const unpaid = await hold();

    // 14 minutes on: the requests are over (past the settling time), the unpaid order past its deadline (13
    // minutes) while the partner still holds it (15), the lost confirmation's hold still alive (20).
    a.t.clock.advance(14 * 60_000);

    const first = await reconcileAdventureOrders(deps);
    expect(first.ran).toBe(true);
    const findings = Object.fromEntries(first.repairs.map((r) => [r.code, r.finding]));
    expect(findings).toMatchObject({
      [paidButLost.booking_code]: 'confirmed',
      [cancelledThere.booking_code]: 'refunded',
      [lostHold.booking_code]: 'released_at_partner',
      [expiredThere.booking_code]: 'refunded',
      [unpaid.booking_code]: 'released_at_partner',
    });

    expect([(await row(paidButLost)).status, partner(paidButLost).status]).toEqual(['confirmed', 'CONFIRMED']);
    expect((await row(paidButLost)).supplierReference).toBe(partner(paidButLost).supplierReference);
    expect([(await row(cancelledThere)).status, (await row(cancelledThere)).failure, await ledger(cancelledThere)]).toEqual(['refunded', 'partner_cancelled', ['charge', 'refund']]);
    expect([(await row(lostHold)).status, partner(lostHold).status]).toEqual(['cancelled', 'CANCELLED']);
    expect([(await row(expiredThere)).status, await ledger(expiredThere)]).toEqual(['refunded', ['charge', 'refund']]);
    expect([(await row(unpaid)).status, partner(unpaid).status, await ledger(unpaid)]).toEqual(['cancelled', 'CANCELLED', []]);

    const snapshot = JSON.stringify([await a.t.database.db.select().from(adventureOrders).orderBy(adventureOrders.id), a.simulator.store.all(), await a.t.gateway.ledger()]);
    const second = await reconcileAdventureOrders(deps);
    expect(second.repairs).toEqual([]);
    expect(JSON.stringify([await a.t.database.db.select().from(adventureOrders).orderBy(adventureOrders.id), a.simulator.store.all(), await a.t.gateway.ledger()])).toBe(snapshot);
  });

  it('reports a partner it cannot reach and repairs nothing it cannot check', async () => {
    const order = await hold();
    await a.t.database.db.update(adventureOrders).set({ status: 'reserving' }).where(eq(adventureOrders.code, order.booking_code));
    a.t.clock.advance(defaultAdventureSettings.settleAfterMs + 60_000);
    a.simulator.setMode({ mode: 'error' });
    const report = await reconcileAdventureOrders(deps);
    expect(report.repairs.find((r) => r.code === order.booking_code)).toMatchObject({ finding: 'partner_unreachable' });
    expect((await row(order)).status).toBe('reserving');
    a.simulator.setMode({ mode: 'normal' });
    expect((await reconcileAdventureOrders(deps)).repairs.find((r) => r.code === order.booking_code)).toMatchObject({ finding: 'released_at_partner' });
  });

  it('runs in one process at a time: another holder of the lease makes it skip its turn', async () => {
    expect(await claimLease(a.t.database.db, 'adventures-reconcile', 'another-process', a.t.clock.now(), 60_000)).toBe(true);
    expect(await reconcileAdventureOrders(deps)).toEqual({ ran: false, checked: 0, repairs: [] });
    a.t.clock.advance(61_000);
    expect((await reconcileAdventureOrders(deps)).ran).toBe(true);
  });
});
