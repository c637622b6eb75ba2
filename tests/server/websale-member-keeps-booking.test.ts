import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointsEarned } from '../../domain/loyalty/earning';
import { loyaltyMembers, pointsLedger } from '../../server/db/schema/loyalty.schema';
import { call, everyEngine, openTestApp, TEST_NOW, type TestApp } from './support/engines';
import { card, cards, readyToPay, stored } from './support/payments';
import { reservationCall } from './support/websale';

// A booking belongs to the member linked to it (the traveller operation): signing out and in as someone else in
// the middle of the booking never moves its earnings or its tier (the luggage its tickets print) to the other card.

const gold = { card: '3200000002', password: 'Oro#2024' };
const platinum = { card: '3300000003', password: 'Platino#2024' };

async function signIn(t: TestApp, who: { card: string; password: string }): Promise<string> {
  const res = await call(t.app, '/api/loyalty/site/account/login', { method: 'POST', body: { identify_card: who.card, password: who.password } });
  expect(res.status).toBe(200);
  return (res.body.content.data as { session: string }).session;
}

async function memberId(t: TestApp, cardNumber: string): Promise<number> {
  const [row] = await t.database.db.select({ id: loyaltyMembers.id }).from(loyaltyMembers).where(eq(loyaltyMembers.cardNumber, cardNumber));
  return row!.id;
}

async function ledger(t: TestApp, cardNumber: string, code: string) {
  const id = await memberId(t, cardNumber);
  const rows = await t.database.db.select().from(pointsLedger).where(and(eq(pointsLedger.memberId, id), eq(pointsLedger.reservationCode, code)));
  return rows.map((r) => [r.kind, Number(r.points)]);
}

const link = (t: TestApp, code: string, session: string) =>
  reservationCall(t, 'traveller', '/reservation/traveller', { method: 'POST', body: { code, active_reward: false }, headers: { session } });

const pay = (t: TestApp, code: string, body: Record<string, unknown>, session: string, lang?: string) =>
  call(t.app, '/api/websale/reservation/payment', { method: 'POST', body: { code, ...body }, headers: { 'idempotency-key': `${code}-${JSON.stringify(body).length}`, session }, lang });

describe.each(everyEngine)('the booking keeps its member on $name', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(engine);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses to link a second member, and the first one earns what the other session pays by card', async () => {
    t.clock.set(TEST_NOW);
    const code = await readyToPay(t, { date: '2026-03-24', seats: [21] });
    expect((await link(t, code, await signIn(t, gold))).status).toBe(200);

    // Signed out, and in as someone else, mid-booking.
    const other = await signIn(t, platinum);
    const relinked = await link(t, code, other);
    expect([relinked.status, relinked.body.content.errors[0]?.code, relinked.body.content.errors[0]?.field]).toEqual([409, 'traveller_not_of_booking', 'session']);
    expect((await stored(t, code)).reservation.loyaltyMemberId).toBe(await memberId(t, gold.card));

    const paid = await pay(t, code, { method: 'card', card: card(cards.approve) }, other);
    expect(paid.status, JSON.stringify(paid.body.content.errors)).toBe(200);
    const amount = Number((await stored(t, code)).payments[0]!.amount);
    expect(await ledger(t, gold.card, code)).toEqual([['traveller_win', pointsEarned(amount, 'gold')]]);
    expect(await ledger(t, platinum.card, code)).toEqual([]);
    expect((await stored(t, code)).reservation.loyaltyMemberId).toBe(await memberId(t, gold.card));

    // The tickets carry the owner's tier (gold's luggage), not the signed-in platinum's.
    const confirmed = await call(t.app, '/api/websale/reservation/confirm', { method: 'POST', body: { code } });
    const token = (confirmed.body.content.data as { link_token: string }).link_token;
    const html = await (await t.app.request(`/api/websale/reservation/html?code=${code}&token=${token}&view=1`)).text();
    expect(html).toContain('Equipaje de viajero frecuente Oro');
    expect(html).not.toContain('Platino');
  });

  it("refuses the other member's points, in both languages, and spends none of them", async () => {
    t.clock.set(TEST_NOW);
    const code = await readyToPay(t, { date: '2026-03-26', seats: [22] });
    expect((await link(t, code, await signIn(t, gold))).status).toBe(200);
    const other = await signIn(t, platinum);
    // The payment step offers the other member no points on this booking.
    const offered = await call(t.app, `/api/websale/reservation/payment?code=${code}`, { headers: { session: other } });
    expect(offered.status).toBe(200);
    expect(offered.body.content.data).toMatchObject({ points_available: null, points_balances: null });
    const points = { type: 'traveller_loyalty', amount: 50 };
    const es = await pay(t, code, { method: 'card', card: card(cards.approve), points }, other);
    expect([es.status, es.body.content.errors[0]?.code]).toEqual([409, 'traveller_not_of_booking']);
    expect(es.body.content.errors[0]?.message).toMatch(/^Esta reservación es de otro viajero frecuente/);
    const en = await pay(t, code, { method: 'card', card: card(cards.approve), points: { ...points, amount: 60 } }, other, 'en');
    expect(en.body.content.errors[0]?.message).toMatch(/^This reservation belongs to another frequent traveller/);
    expect(await ledger(t, platinum.card, code)).toEqual([]);
    expect((await stored(t, code)).payments.filter((p) => p.status === 'approved')).toEqual([]);

    // The owner, signed in again, may spend theirs.
    const own = await pay(t, code, { method: 'card', card: card(cards.approve), points }, await signIn(t, gold));
    expect(own.status, JSON.stringify(own.body.content.errors)).toBe(200);
    expect((await ledger(t, gold.card, code)).some(([kind, value]) => kind !== 'traveller_win' && value === -50)).toBe(true);
  });

  it('links the member who pays when none was linked before (a member signed in only at the payment)', async () => {
    t.clock.set(TEST_NOW);
    const code = await readyToPay(t, { date: '2026-03-31', seats: [23] });
    expect((await pay(t, code, { method: 'card', card: card(cards.approve) }, await signIn(t, platinum))).status).toBe(200);
    expect((await stored(t, code)).reservation.loyaltyMemberId).toBe(await memberId(t, platinum.card));
  });
});
