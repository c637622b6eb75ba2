import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loyaltyMembers, pointsLedger } from '../../server/db/schema/loyalty.schema';
import { defaultServerConfig } from '../../server/platform/config';
import { declineExpiredPointsPayments } from '../../server/services/websale/payment/expire-waiting-points';
import { OFFICE_KEY } from './support/bad-input/office-key';
import { expectMatchesContract } from './support/contract';
import { call, engines, openTestApp, TEST_NOW, type TestApp } from './support/engines';
import { card, cards, chargesFor, readyToPay, stored } from './support/payments';
import { emailLinkToken } from './support/proof';

// docs/rules/loyalty.md#paying-with-points, decision 034: points never wait on an unpaid order. A store or office order (PEND) cannot carry
// points, so cancelling it or letting its hold lapse has no points to give back; a card payment with points
// left waiting on its 3-D Secure page, then replaced by a store order or abandoned with the reservation, has
// its points row declined with it, and the member's balance is whole at every step. So does a reservation
// whose payment deadline passes with the challenge still open (decision 040).

const GOLD = ['3200000002', 'Oro#2024'] as const;

async function signIn(t: TestApp): Promise<string> {
  return ((await call(t.app, '/api/loyalty/site/account/login', { method: 'POST', body: { identify_card: GOLD[0], password: GOLD[1] } })).body.content.data as { session: string }).session;
}

async function balance(t: TestApp, session: string): Promise<number> {
  return ((await call(t.app, '/api/loyalty/site/account/profile', { headers: { session } })).body.content.data as { points: number }).points;
}

/** Every ledger entry of the member about this reservation (spent, given back or earned). */
async function ledgerFor(t: TestApp, code: string) {
  const [member] = await t.database.db.select({ id: loyaltyMembers.id }).from(loyaltyMembers).where(eq(loyaltyMembers.cardNumber, GOLD[0]));
  return t.database.db.select().from(pointsLedger).where(and(eq(pointsLedger.memberId, member!.id), eq(pointsLedger.reservationCode, code)));
}

async function pay(t: TestApp, code: string, body: Record<string, unknown>, session: string, key: string) {
  const res = await call(t.app, '/api/websale/reservation/payment', { method: 'POST', body: { code, ...body }, headers: { 'idempotency-key': key, session } });
  expectMatchesContract('websale', 'confirmPayment', res.status, res.body);
  return { status: res.status, data: res.body.content.data as { payment: string; decline_reason: string | null; points: unknown } | null, errors: res.body.content.errors };
}

const rowsOf = async (t: TestApp, code: string) => (await stored(t, code)).payments.map((p) => [p.method, p.status, p.declineReason]).sort();

/** A card payment with 50 points waiting on its 3-D Secure page. */
async function challengeWithPoints(t: TestApp, code: string, session: string) {
  const started = await pay(t, code, { method: 'card', card: card(cards.challenge), points: { type: 'traveller_loyalty', amount: 50 } }, session, `${code}-3ds`);
  expect(started.data).toMatchObject({ payment: 'process' });
  expect(await rowsOf(t, code)).toEqual([['card', 'process', null], ['points', 'process', null]]);
}

describe.each(engines)('points and unpaid orders on $name', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    const rateLimits = { ...defaultServerConfig.rateLimits, lookupFailures: { points: 1_000_000, windowSeconds: 900 } };
    t = await openTestApp(engine, TEST_NOW, { officeApiKey: OFFICE_KEY, rateLimits });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses points with a store or an office order, before anything is written', async () => {
    t.clock.set(TEST_NOW);
    const session = await signIn(t);
    const before = await balance(t, session);
    const code = await readyToPay(t, { date: '2026-03-24', seats: [20] });
    for (const method of ['oxxo', 'openpay', 'office']) {
      const refused = await pay(t, code, { method, points: { type: 'traveller_loyalty', amount: 10 } }, session, `${code}-${method}`);
      expect([refused.status, refused.errors[0]?.code]).toEqual([400, 'points_not_with_order']);
    }
    expect((await stored(t, code)).payments).toEqual([]);
    expect(await balance(t, session)).toBe(before);
  });

  it('declines the waiting points when a store order replaces the 3-D Secure payment; cancelling the PEND gives and takes no points', async () => {
    t.clock.set(TEST_NOW);
    const session = await signIn(t);
    const before = await balance(t, session);
    const code = await readyToPay(t, { date: '2026-03-25', seats: [21] });
    await challengeWithPoints(t, code, session);

    const order = await pay(t, code, { method: 'oxxo' }, session, `${code}-oxxo`);
    expect(order.data).toMatchObject({ payment: 'order_generated', points: null });
    expect(await rowsOf(t, code)).toEqual([['card', 'decline', 'superseded'], ['oxxo', 'order_generated', null], ['points', 'decline', 'superseded']]);
    // The bank's code arriving late completes nothing: no charge, no points.
    const late = await pay(t, code, { method: 'card', card: card(cards.challenge), challenge_code: '123456' }, session, `${code}-3ds`);
    expect(late.data).toMatchObject({ payment: 'decline', decline_reason: 'superseded', points: null });
    expect(await chargesFor(t, code)).toEqual([]);
    expect(await balance(t, session)).toBe(before);

    const found = await call(t.app, `/api/itinerary/reservation/data?code=${code}&last_name=${encodeURIComponent('López Núñez')}`, { flowToken: null });
    expect(found.status).toBe(200);
    const token = await emailLinkToken(t, code);
    const cancelled = await call(t.app, `/api/itinerary/reservation/${code}/cancel`, { flowToken: null, method: 'POST', body: { token } });
    expect(cancelled.status).toBe(200);
    expect(await ledgerFor(t, code)).toEqual([]);
    expect(await balance(t, session)).toBe(before);
    expect((await rowsOf(t, code)).filter(([method]) => method === 'points')).toEqual([['points', 'decline', 'superseded']]);
  });

  it('keeps the balance whole when the PEND hold lapses unpaid, and when the reservation is abandoned mid-challenge', async () => {
    t.clock.set(TEST_NOW);
    const session = await signIn(t);
    const before = await balance(t, session);
    const lapsing = await readyToPay(t, { date: '2026-03-12', time: '15:30', seats: [22] });
    await challengeWithPoints(t, lapsing, session);
    expect((await pay(t, lapsing, { method: 'office' }, session, `${lapsing}-office`)).data).toMatchObject({ payment: 'order_generated' });
    // Past the PEND hold (15 minutes before departure) the desk refuses it and the seat is sellable again.
    t.clock.set('2026-03-12T21:20:00Z');
    const refused = await call(t.app, '/api/websale/office/pend/pay', { method: 'POST', csrf: false, body: { code: lapsing }, headers: { 'x-api-key': OFFICE_KEY } });
    expect([refused.status, refused.body.content.errors[0]?.code]).toEqual([409, 'pend_expired']);
    expect(await ledgerFor(t, lapsing)).toEqual([]);

    t.clock.set(TEST_NOW);
    const fresh = await signIn(t);
    const abandoned = await readyToPay(t, { date: '2026-03-26', seats: [23] });
    await challengeWithPoints(t, abandoned, fresh);
    const deleted = await call(t.app, '/api/websale/reservation', { method: 'DELETE', body: { code: abandoned } });
    expect(deleted.status).toBe(200);
    expect(await rowsOf(t, abandoned)).toEqual([['card', 'decline', 'abandoned'], ['points', 'decline', 'abandoned']]);
    expect(await balance(t, fresh)).toBe(before);
  });
  it('declines the waiting card and points rows when the reservation expires mid-challenge; the late answer completes nothing', async () => {
    t.clock.set(TEST_NOW);
    const session = await signIn(t);
    const before = await balance(t, session);
    const code = await readyToPay(t, { date: '2026-03-27', seats: [24] });
    await challengeWithPoints(t, code, session);
    // Before the deadline the sweep leaves the challenge alone.
    t.clock.set('2026-03-10T18:14:00Z');
    await declineExpiredPointsPayments({ db: t.database.db, clock: t.clock });
    expect(await rowsOf(t, code)).toEqual([['card', 'process', null], ['points', 'process', null]]);
    // The reservation's 15 minutes are over: the sweep declines both rows.
    t.clock.set('2026-03-10T18:16:00Z');
    expect(await declineExpiredPointsPayments({ db: t.database.db, clock: t.clock })).toBe(1);
    expect(await rowsOf(t, code)).toEqual([['card', 'decline', 'expired'], ['points', 'decline', 'expired']]);
    expect(await declineExpiredPointsPayments({ db: t.database.db, clock: t.clock })).toBe(0);
    const late = await pay(t, code, { method: 'card', card: card(cards.challenge), challenge_code: '123456' }, session, `${code}-3ds`);
    expect(late.data).toMatchObject({ payment: 'decline', decline_reason: 'expired', points: null });
    expect(await chargesFor(t, code)).toEqual([]);
    expect(await ledgerFor(t, code)).toEqual([]);
    expect(await balance(t, session)).toBe(before);
  });

  it('declines an expired challenge with points when its answer comes before the sweep, without asking the bank', async () => {
    t.clock.set(TEST_NOW);
    const session = await signIn(t);
    const before = await balance(t, session);
    const code = await readyToPay(t, { date: '2026-03-28', seats: [25] });
    await challengeWithPoints(t, code, session);
    t.clock.set('2026-03-10T18:20:00Z');
    const late = await pay(t, code, { method: 'card', card: card(cards.challenge), challenge_code: '123456' }, session, `${code}-3ds`);
    expect(late.data).toMatchObject({ payment: 'decline', decline_reason: 'expired', points: null });
    expect(await rowsOf(t, code)).toEqual([['card', 'decline', 'expired'], ['points', 'decline', 'expired']]);
    expect(await chargesFor(t, code)).toEqual([]);
    expect(await ledgerFor(t, code)).toEqual([]);
    expect(await balance(t, session)).toBe(before);
  });
});
