import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointsEarned } from '../../domain/loyalty/earning';
import { loyaltyMembers } from '../../server/db/schema/loyalty.schema';
import { LOYALTY_SESSION_MINUTES } from '../../domain/loyalty/account-rules';
import { expectMatchesContract } from './support/contract';
import { flowTokenOf } from './support/flow-tokens';
import { call, engines, openTestApp, TEST_NOW, type TestApp } from './support/engines';
import { card, cards, contact, pay, readyToPay, stored } from './support/payments';
import { reservationOnBus } from './support/seats';
import { reservationCall } from './support/websale';

// The websale `traveller` operation (docs/rules/loyalty.md#members-in-the-booking-flow, decision 034): the booking flow links the signed-in frequent
// traveller to its reservation. With a valid loyalty session it sets exist_traveller, fills the contact from
// the profile where none was saved yet, and records active_reward (the member chose to pay with points).

const gold = { card: '3200000002', password: 'Oro#2024' };

async function signIn(t: TestApp): Promise<string> {
  const res = await call(t.app, '/api/loyalty/site/account/login', { method: 'POST', body: { identify_card: gold.card, password: gold.password } });
  expect(res.status).toBe(200);
  return (res.body.content.data as { session: string }).session;
}

async function goldId(t: TestApp): Promise<number> {
  const [row] = await t.database.db.select({ id: loyaltyMembers.id }).from(loyaltyMembers).where(eq(loyaltyMembers.cardNumber, gold.card));
  return row!.id;
}

type Init = { session?: string | undefined; flowToken?: string | null; lang?: string };

/** POST reservation/traveller, checked against the contract; the decoded reservation on success. */
async function link(t: TestApp, code: string, activeReward: boolean, init: Init = {}) {
  const headers: Record<string, string> = init.session === undefined ? {} : { session: init.session };
  if (init.flowToken !== undefined) {
    const res = await call(t.app, '/api/websale/reservation/traveller', { method: 'POST', body: { code, active_reward: activeReward }, headers, flowToken: init.flowToken, lang: init.lang });
    expectMatchesContract('websale', 'traveller', res.status, res.body);
    return { status: res.status, errors: res.body.content.errors, reservation: null };
  }
  const res = await reservationCall(t, 'traveller', '/reservation/traveller', { method: 'POST', body: { code, active_reward: activeReward }, lang: init.lang, headers });
  return { status: res.status, errors: res.body.content.errors, reservation: res.reservation as Record<string, unknown> | null };
}

describe.each(engines)('websale traveller on $name', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(engine);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("links the member, fills an empty contact from the profile and records the wish to pay with points", async () => {
    t.clock.set(TEST_NOW);
    const code = await reservationOnBus(t, { date: '2026-03-20', time: '15:30' });
    const session = await signIn(t);
    const linked = await link(t, code, true, { session });
    expect(linked.status, JSON.stringify(linked.errors)).toBe(200);
    expect(linked.reservation).toMatchObject({
      exist_traveller: true,
      active_reward: true,
      contact: { first_name: 'José Luis', last_name: 'Hernández Peña', cell_phone: '+523312345678', email: 'jose.hernandez@example.com' },
    });
    expect((await stored(t, code)).reservation).toMatchObject({ loyaltyMemberId: await goldId(t), activeReward: true });
  });

  it('keeps a contact the traveller already saved, and active_reward false links without choosing points', async () => {
    t.clock.set(TEST_NOW);
    const code = await readyToPay(t, { seats: [8] });
    const linked = await link(t, code, false, { session: await signIn(t) });
    expect(linked.status).toBe(200);
    expect(linked.reservation).toMatchObject({ exist_traveller: true, active_reward: false, contact: { first_name: contact.first_name, email: contact.email } });
    expect((await stored(t, code)).reservation).toMatchObject({ loyaltyMemberId: await goldId(t), activeReward: false, contactEmail: contact.email });
  });

  it("the linked member earns the money part's points even when the payment carries no session", async () => {
    t.clock.set(TEST_NOW);
    const code = await readyToPay(t, { seats: [9] });
    const session = await signIn(t);
    expect((await link(t, code, false, { session })).status).toBe(200);
    const before = await profilePoints(t, session);
    const paid = await pay(t, { code, method: 'card', card: card(cards.approve) }, { key: `${code}-pay` });
    expect(paid.data?.payment).toBe('approved');
    const earned = pointsEarned(paid.data!.amount.amount, 'gold');
    expect(Math.round((await profilePoints(t, session)) * 100)).toBe(Math.round((before + earned) * 100));
  });

  it('refuses a bad, expired or signed-out session, or none, and writes nothing', async () => {
    t.clock.set(TEST_NOW);
    const code = await reservationOnBus(t, { date: '2026-03-21', time: '15:30' });
    const signedOut = await signIn(t);
    await call(t.app, '/api/loyalty/site/account/logout', { method: 'POST', body: {}, headers: { session: signedOut } });
    const expiring = await signIn(t);
    const answers = [await link(t, code, true, { session: 'not-a-session' }), await link(t, code, true, { session: signedOut }), await link(t, code, true)];
    const en = await link(t, code, true, { session: 'not-a-session', lang: 'en' });
    expect(en.errors[0]?.message).toBe('Your frequent traveller session is not valid.');
    // The session ends an hour after sign-in (decision 029); the reservation is a new one, still payable.
    t.clock.advance((LOYALTY_SESSION_MINUTES + 1) * 60_000);
    const later = await reservationOnBus(t, { date: '2026-03-21', time: '15:30' });
    answers.push(await link(t, later, true, { session: expiring }));
    for (const answer of answers) expect([answer.status, answer.errors[0]?.code, answer.errors[0]?.field]).toEqual([401, 'traveller_session_invalid', 'session']);
    for (const refused of [code, later]) expect((await stored(t, refused)).reservation).toMatchObject({ loyaltyMemberId: null, activeReward: false, contactEmail: null });
  });

  it("answers the one 404 for an unknown code, a missing or another flow's token, before looking at the session", async () => {
    t.clock.set(TEST_NOW);
    const code = await reservationOnBus(t, { date: '2026-03-22', time: '15:30' });
    const other = await reservationOnBus(t, { date: '2026-03-22', time: '15:30' });
    const session = await signIn(t);
    const otherToken = flowTokenOf(other)!;
    const refusals = [
      await link(t, 'ZZ9999', true, { session, flowToken: otherToken }),
      await link(t, code, true, { session, flowToken: null }),
      await link(t, code, true, { session, flowToken: otherToken }),
      await link(t, code, true, { session: 'not-a-session', flowToken: null }),
    ];
    for (const answer of refusals) expect([answer.status, answer.errors[0]?.code]).toEqual([404, 'reservation_not_found']);
    expect((await stored(t, code)).reservation.loyaltyMemberId).toBeNull();
  });

  it('refuses a paid reservation and an expired one', async () => {
    t.clock.set(TEST_NOW);
    const session = await signIn(t);
    const paidCode = await readyToPay(t, { seats: [10] });
    expect((await pay(t, { code: paidCode, method: 'card', card: card(cards.approve) }, { key: `${paidCode}-pay` })).data?.payment).toBe('approved');
    expect((await link(t, paidCode, true, { session })).errors[0]?.code).toBe('already_paid');
    const late = await reservationOnBus(t, { date: '2026-03-23', time: '15:30' });
    t.clock.advance(60 * 60_000);
    const fresh = await signIn(t);
    expect(await link(t, late, true, { session: fresh })).toMatchObject({ status: 410, errors: [{ code: 'payment_expired' }] });
  });
});

async function profilePoints(t: TestApp, session: string): Promise<number> {
  return ((await call(t.app, '/api/loyalty/site/account/profile', { headers: { session } })).body.content.data as { points: number }).points;
}
