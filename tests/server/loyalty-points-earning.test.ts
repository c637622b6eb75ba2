import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointsEarned } from '../../domain/loyalty/earning';
import { defaultServerConfig } from '../../server/platform/config';
import { loyaltyMembers, pointsLedger } from '../../server/db/schema/loyalty.schema';
import { markTicketUsed } from '../../server/services/itinerary/itinerary.queries';
import { OFFICE_KEY } from './support/bad-input/office-key';
import { call, engines, openTestApp, TEST_NOW, type TestApp } from './support/engines';
import { card, cards, readyToPay, stored } from './support/payments';
import { emailLinkToken } from './support/proof';

// docs/rules/loyalty.md#earning-points, decision 024: a signed-in member earns the tier rate of the money paid when the trip is paid (by
// card now, or a PEND paid at the desk later), and what a refund gives back is taken back from the points.

async function signIn(t: TestApp, identify_card: string, password: string): Promise<string> {
  return ((await call(t.app, '/api/loyalty/site/account/login', { method: 'POST', body: { identify_card, password } })).body.content.data as { session: string }).session;
}

async function earnedFor(t: TestApp, cardNumber: string, code: string): Promise<number[]> {
  const [member] = await t.database.db.select({ id: loyaltyMembers.id }).from(loyaltyMembers).where(eq(loyaltyMembers.cardNumber, cardNumber));
  const rows = await t.database.db.select().from(pointsLedger).where(and(eq(pointsLedger.memberId, member!.id), eq(pointsLedger.reservationCode, code), eq(pointsLedger.kind, 'traveller_win')));
  return rows.map((r) => Number(r.points));
}

const pay = (t: TestApp, code: string, body: Record<string, unknown>, session: string) =>
  call(t.app, '/api/websale/reservation/payment', { method: 'POST', body: { code, ...body }, headers: { 'idempotency-key': `${code}-pay`, session } });

describe.each(engines)('points earned and taken back on $name', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(engine, TEST_NOW, { officeApiKey: OFFICE_KEY, rateLimits: { ...defaultServerConfig.rateLimits, lookupFailures: { points: 1_000_000, windowSeconds: 900 } } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('takes back what the refunded half of a return earned when the unused return is cancelled', async () => {
    const session = await signIn(t, '3300000003', 'Platino#2024');
    const code = await readyToPay(t, { date: '2026-03-25', returnDate: '2026-03-28', seats: [13] });
    expect((await pay(t, code, { method: 'card', card: card(cards.approve) }, session)).status).toBe(200);
    const rows = await stored(t, code);
    const paid = Number(rows.payments[0]!.amount);
    expect(await earnedFor(t, '3300000003', code)).toEqual([pointsEarned(paid, 'platinum')]);

    for (const ticket of rows.tickets.filter((row) => row.leg === 'departure')) await markTicketUsed(t.database.db, ticket.id, new Date(TEST_NOW));
    const token = await emailLinkToken(t, code);
    const cancelled = await call(t.app, `/api/itinerary/reservation/${code}/cancel`, { flowToken: null, method: 'POST', body: { token } });
    expect(cancelled.status).toBe(200);
    // 50% of the return (a quarter of what was paid) comes back, and what it earned goes.
    expect(await earnedFor(t, '3300000003', code)).toEqual([pointsEarned(paid, 'platinum'), -pointsEarned(paid / 4, 'platinum')]);
  });

  it('earns when a PEND of a member is paid at the ticket office, not when the order is made', async () => {
    const session = await signIn(t, '3100000001', 'Clasico#2024');
    const code = await readyToPay(t, { date: '2026-03-27', seats: [14] });
    expect((await pay(t, code, { method: 'office' }, session)).status).toBe(200);
    expect(await earnedFor(t, '3100000001', code)).toEqual([]);
    const paid = await call(t.app, '/api/websale/office/pend/pay', { method: 'POST', csrf: false, body: { code }, headers: { 'x-api-key': OFFICE_KEY } });
    expect(paid.status).toBe(200);
    const amount = Number((await stored(t, code)).payments[0]!.amount);
    expect(await earnedFor(t, '3100000001', code)).toEqual([pointsEarned(amount, 'classic')]);
  });

  it("prints the tier's luggage and both payments on a member's tickets (docs/rules/loyalty.md#luggage-by-tier, decision 034)", async () => {
    const session = await signIn(t, '3200000002', 'Oro#2024');
    const code = await readyToPay(t, { date: '2026-03-30', seats: [16] });
    expect((await pay(t, code, { method: 'card', card: card(cards.approve), points: { type: 'traveller_loyalty', amount: 50 } }, session)).status).toBe(200);
    const confirmed = await call(t.app, '/api/websale/reservation/confirm', { method: 'POST', body: { code } });
    const token = (confirmed.body.content.data as { link_token: string }).link_token;
    const html = await (await t.app.request(`/api/websale/reservation/html?code=${code}&token=${token}&view=1`)).text();
    expect(html).toContain('Equipaje de viajero frecuente Oro');
    expect(html).toContain('4 maletas de hasta 35 kg, 1 artículo deportivo o instrumento musical y 2 piezas de mano');
    expect(html).toContain('Pagado con puntos');
    expect(html).toContain('50.00 PTS');
  });

  it('earns nothing for a guest', async () => {
    const code = await readyToPay(t, { date: '2026-03-29', seats: [15] });
    expect((await call(t.app, '/api/websale/reservation/payment', { method: 'POST', body: { code, method: 'card', card: card(cards.approve) }, headers: { 'idempotency-key': `${code}-pay` } })).status).toBe(200);
    expect((await stored(t, code)).reservation.loyaltyMemberId).toBeNull();
  });
});
