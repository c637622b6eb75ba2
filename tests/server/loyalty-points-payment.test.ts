import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointsEarned } from '../../domain/loyalty/earning';
import { loyaltyMembers, pointsLedger } from '../../server/db/schema/loyalty.schema';
import { expectMatchesContract } from './support/contract';
import { call, engines, openTestApp, type TestApp } from './support/engines';
import { card, cards, chargesFor, confirm, readyToPay, stored } from './support/payments';

// docs/rules/loyalty.md#paying-with-points, decision 034: points pay part or all of a reservation in the same transaction as the money
// part (both or neither); a declined card spends no points; the balance cannot be overspent. Decision 024:
// the money part earns points at the tier's rate.

const members = { gold: ['3200000002', 'Oro#2024'], platinum: ['3300000003', 'Platino#2024'], classic: ['3100000001', 'Clasico#2024'] } as const;

async function signIn(t: TestApp, who: keyof typeof members): Promise<string> {
  const [identify_card, password] = members[who];
  const res = await call(t.app, '/api/loyalty/site/account/login', { method: 'POST', body: { identify_card, password } });
  return (res.body.content.data as { session: string }).session;
}

async function memberId(t: TestApp, who: keyof typeof members): Promise<number> {
  const [row] = await t.database.db.select({ id: loyaltyMembers.id }).from(loyaltyMembers).where(eq(loyaltyMembers.cardNumber, members[who][0]));
  return row!.id;
}

async function balance(t: TestApp, session: string): Promise<number> {
  return ((await call(t.app, '/api/loyalty/site/account/profile', { headers: { session } })).body.content.data as { points: number }).points;
}

async function due(t: TestApp, code: string, session?: string) {
  const res = await call(t.app, `/api/websale/reservation/payment?code=${code}`, { headers: session ? { session } : {} });
  expectMatchesContract('websale', 'getPayment', res.status, res.body);
  return res.body.content.data as { amount: number; points_available: number | null; points_balances: { traveller_loyalty: number; traveller_prepaid: number } | null };
}

async function payWith(t: TestApp, code: string, body: Record<string, unknown>, session?: string, key = `${code}-${Math.random().toString(36).slice(2, 10)}`) {
  const res = await call(t.app, '/api/websale/reservation/payment', { method: 'POST', body: { code, ...body }, headers: { 'idempotency-key': key, ...(session ? { session } : {}) } });
  expectMatchesContract('websale', 'confirmPayment', res.status, res.body);
  return { status: res.status, data: res.body.content.data as Record<string, unknown> | null, errors: res.body.content.errors, key };
}

const cents = (n: number) => Math.round(n * 100);

describe.each(engines)('paying with points on $name', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(engine);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('shows the signed-in member its points by pool, and nothing without a session', async () => {
    const code = await readyToPay(t, { seats: [1] });
    const session = await signIn(t, 'gold');
    expect(await due(t, code, session)).toMatchObject({ points_available: 1200, points_balances: { traveller_loyalty: 1200, traveller_prepaid: 0 } });
    expect(await due(t, code)).toMatchObject({ points_available: null, points_balances: null });
  });

  it('pays part with earned points and part by card, together; the balance goes down by exactly the points and up by what the money earns', async () => {
    const code = await readyToPay(t, { seats: [2] });
    const session = await signIn(t, 'gold');
    const before = await balance(t, session);
    const { amount } = await due(t, code, session);
    const paid = await payWith(t, code, { method: 'card', card: card(cards.approve), points: { type: 'traveller_loyalty', amount: 100.5 } }, session);
    expect(paid.status).toBe(200);
    expect(paid.data).toMatchObject({ payment: 'approved', amount: { amount: (cents(amount) - 10050) / 100 }, points: { type: 'traveller_loyalty', amount: 100.5 } });
    const earned = pointsEarned((cents(amount) - 10050) / 100, 'gold');
    expect(cents(await balance(t, session))).toBe(cents(before) - 10050 + cents(earned));
    expect((await chargesFor(t, code)).map((c) => c.money.cents)).toEqual([cents(amount) - 10050]);
    const db = await stored(t, code);
    expect(db.payments.map((p) => [p.type, p.status, p.amount]).sort()).toEqual([
      ['credit', 'approved', ((cents(amount) - 10050) / 100).toFixed(2)],
      ['traveller_loyalty', 'approved', '100.50'],
    ]);
    expect(db.reservation).toMatchObject({ loyaltyMemberId: await memberId(t, 'gold'), activeReward: true, paymentStatus: 'approved' });
    // The tickets page shows both payments.
    const confirmation = await confirm(t, code);
    expect((confirmation.body.content.data as { paid: unknown }).paid).toMatchObject({ amount, points: { type: 'traveller_loyalty', amount: 100.5 }, method: 'card' });
  });

  it('spends no points when the card is declined', async () => {
    const code = await readyToPay(t, { seats: [3] });
    const session = await signIn(t, 'gold');
    const before = await balance(t, session);
    const declined = await payWith(t, code, { method: 'card', card: card(cards.insufficientFunds), points: { type: 'traveller_loyalty', amount: 50 } }, session);
    expect(declined.data).toMatchObject({ payment: 'decline', points: null });
    expect(await balance(t, session)).toBe(before);
    expect((await stored(t, code)).payments.map((p) => [p.type, p.status]).sort()).toEqual([
      ['credit', 'decline'],
      ['traveller_loyalty', 'decline'],
    ]);
    // The traveller tries again with another card: the points are spent now, once.
    const again = await payWith(t, code, { method: 'card', card: card(cards.approve), points: { type: 'traveller_loyalty', amount: 50 } }, session);
    expect(again.data).toMatchObject({ payment: 'approved', points: { amount: 50 } });
  });

  it('debits the points only when a 3-D Secure challenge is passed', async () => {
    const code = await readyToPay(t, { seats: [4] });
    const session = await signIn(t, 'gold');
    const before = await balance(t, session);
    const { amount } = await due(t, code, session);
    const started = await payWith(t, code, { method: 'card', card: card(cards.challenge), points: { type: 'traveller_loyalty', amount: 20 } }, session);
    expect(started.data).toMatchObject({ payment: 'process', points: null });
    expect(await balance(t, session)).toBe(before);
    const done = await payWith(t, code, { method: 'card', card: card(cards.challenge), challenge_code: '123456' }, session, started.key);
    expect(done.data).toMatchObject({ payment: 'approved', points: { type: 'traveller_loyalty', amount: 20 } });
    expect(cents(await balance(t, session))).toBe(cents(before) - 2000 + cents(pointsEarned(amount - 20, 'gold')));
  });

  it('pays all with points: nothing is charged and nothing is earned', async () => {
    const code = await readyToPay(t, { seats: [6] });
    const session = await signIn(t, 'platinum');
    const before = await balance(t, session);
    const { amount } = await due(t, code, session);
    const paid = await payWith(t, code, { method: 'card', points: { type: 'traveller_loyalty', amount } }, session);
    expect(paid.status).toBe(200);
    expect(paid.data).toMatchObject({ payment: 'approved', amount: { amount: 0 }, points: { amount } });
    expect(await chargesFor(t, code)).toHaveLength(0);
    expect(cents(await balance(t, session))).toBe(cents(before) - cents(amount));
    expect((await stored(t, code)).tickets.map((ticket) => ticket.type)).toEqual(['E-ticket']);
  });

  it('refuses points without a session, beyond the balance or the total, from an empty pool, and with a cash order', async () => {
    const code = await readyToPay(t, { seats: [7] });
    const session = await signIn(t, 'classic');
    const { amount } = await due(t, code, session);
    const approve = { method: 'card', card: card(cards.approve) };
    const refusals = [
      [await payWith(t, code, { ...approve, points: { type: 'traveller_loyalty', amount: 10 } }), 401, 'traveller_session_invalid'],
      [await payWith(t, code, { ...approve, points: { type: 'traveller_loyalty', amount: 250.01 } }, session), 409, 'insufficient_points'],
      [await payWith(t, code, { ...approve, points: { type: 'traveller_prepaid', amount: 1 } }, session), 409, 'insufficient_points'],
      [await payWith(t, code, { ...approve, points: { type: 'traveller_loyalty', amount: amount + 1 } }, session), 400, 'points_exceed_total'],
      [await payWith(t, code, { ...approve, points: { type: 'traveller_loyalty', amount: 1.005 } }, session), 400, 'points_invalid'],
      [await payWith(t, code, { method: 'oxxo', points: { type: 'traveller_loyalty', amount: 10 } }, session), 400, 'points_not_with_order'],
    ] as const;
    for (const [answer, status, errorCode] of refusals) expect([answer.status, answer.errors[0]?.code]).toEqual([status, errorCode]);
    expect(await chargesFor(t, code)).toHaveLength(0);
    expect((await stored(t, code)).payments).toHaveLength(0);
    expect(await balance(t, session)).toBe(250);
  });

  it('earns points on a trip paid by card while signed in, at the tier rate', async () => {
    const code = await readyToPay(t, { seats: [8] });
    const session = await signIn(t, 'classic');
    const { amount } = await due(t, code, session);
    const paid = await payWith(t, code, { method: 'card', card: card(cards.approve) }, session);
    expect(paid.data).toMatchObject({ payment: 'approved', points: null });
    const id = await memberId(t, 'classic');
    const entries = await t.database.db.select().from(pointsLedger).where(and(eq(pointsLedger.memberId, id), eq(pointsLedger.reservationCode, code)));
    expect(entries.map((e) => [e.kind, Number(e.points)])).toEqual([['traveller_win', pointsEarned(amount, 'classic')]]);
  });
});

const postgres = engines.find((e) => e.name === 'postgresql');
describe.skipIf(!postgres)('points races on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    if (postgres) t = await openTestApp(postgres, undefined, {}, 10);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('two concurrent payments cannot spend the same points twice', async () => {
    const session = await signIn(t, 'classic');
    const [a, b] = [await readyToPay(t, { seats: [10] }), await readyToPay(t, { seats: [11] })];
    // 250 points: each payment asks 200, so only one of them fits.
    const answers = await Promise.all([a, b].map((code) => payWith(t, code, { method: 'card', card: card(cards.approve), points: { type: 'traveller_loyalty', amount: 200 } }, session)));
    expect(answers.map((x) => x.status).sort()).toEqual([200, 409]);
    expect(answers.find((x) => x.status === 409)?.errors[0]?.code).toBe('insufficient_points');
    const loser = answers.find((x) => x.status === 409)!;
    expect(await chargesFor(t, loser === answers[0] ? a : b)).toHaveLength(0);
    const id = await memberId(t, 'classic');
    const spent = await t.database.db.select().from(pointsLedger).where(and(eq(pointsLedger.memberId, id), eq(pointsLedger.kind, 'traveller_loyalty')));
    expect(spent.map((e) => Number(e.points))).toEqual([-200]);
  }, 60_000);
});
