import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loyaltyMembers, pointsLedger } from '../../server/db/schema/loyalty.schema';
import { defaultServerConfig } from '../../server/platform/config';
import { markTicketUsed } from '../../server/services/itinerary/itinerary.queries';
import { expectMatchesContract } from './support/contract';
import { call, engines, openTestApp, TEST_NOW, type TestApp } from './support/engines';
import { card, cards, readyToPay, refundsFor, stored } from './support/payments';
import { emailLinkToken } from './support/proof';

// Decision 038: a reservation paid partly with points gets its refund back the way it was paid. The
// unused return of a round trip refunds 50% of it (docs/rules/my-reservation.md#cancelling); the points' share of that goes back to the
// member's pool, the rest to the card.

const PLATINUM = ['3300000003', 'Platino#2024'] as const;
const POINTS_CENTS = 20_000;

async function signIn(t: TestApp): Promise<string> {
  const res = await call(t.app, '/api/loyalty/site/account/login', { method: 'POST', body: { identify_card: PLATINUM[0], password: PLATINUM[1] } });
  return (res.body.content.data as { session: string }).session;
}

async function spentEntries(t: TestApp, code: string): Promise<number[]> {
  const [member] = await t.database.db.select({ id: loyaltyMembers.id }).from(loyaltyMembers).where(eq(loyaltyMembers.cardNumber, PLATINUM[0]));
  const rows = await t.database.db.select().from(pointsLedger).where(and(eq(pointsLedger.memberId, member!.id), eq(pointsLedger.reservationCode, code), eq(pointsLedger.kind, 'traveller_loyalty')));
  return rows.map((r) => Math.round(Number(r.points) * 100));
}

describe.each(engines)('itinerary: cancelling gives spent points back ($name)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(engine, TEST_NOW, { rateLimits: { ...defaultServerConfig.rateLimits, lookupFailures: { points: 1_000_000, windowSeconds: 900 } } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("gives the points' share of the unused return's refund back to the pool, and refunds only the rest to the card", async () => {
    const session = await signIn(t);
    const code = await readyToPay(t, { date: '2026-03-25', returnDate: '2026-03-28', seats: [17] });
    const paid = await call(t.app, '/api/websale/reservation/payment', {
      method: 'POST',
      body: { code, method: 'card', card: card(cards.approve), points: { type: 'traveller_loyalty', amount: POINTS_CENTS / 100 } },
      headers: { 'idempotency-key': `${code}-pay`, session },
    });
    expect(paid.status).toBe(200);
    const rows = await stored(t, code);
    const totalCents = rows.payments.reduce((sum, p) => sum + Math.round(Number(p.amount) * 100), 0);
    // One adult, the same fare both ways: the return is half the total, and 50% of it comes back.
    const refundCents = Math.floor(totalCents / 2 / 2);
    const pointsBack = Math.floor((refundCents * POINTS_CENTS) / totalCents);
    expect(pointsBack).toBeGreaterThan(0);
    expect(await spentEntries(t, code)).toEqual([-POINTS_CENTS]);

    for (const ticket of rows.tickets.filter((row) => row.leg === 'departure')) await markTicketUsed(t.database.db, ticket.id, new Date(TEST_NOW));
    const found = await call(t.app, `/api/itinerary/reservation/data?code=${code}&last_name=${encodeURIComponent('López Núñez')}`, { flowToken: null });
    expect(found.status).toBe(200);
    const token = await emailLinkToken(t, code);
    const quote = await call(t.app, `/api/itinerary/reservation/${code}/cancellation?token=${token}`, { flowToken: null });
    expectMatchesContract('itinerary', 'itineraryCancellation', quote.status, quote.body);
    expect(quote.body.content.data).toMatchObject({ allowed: true, refund: (refundCents - pointsBack) / 100, refund_to: 'card', points_back: pointsBack / 100 });

    const cancelled = await call(t.app, `/api/itinerary/reservation/${code}/cancel`, { flowToken: null, method: 'POST', body: { token } });
    expect(cancelled.status).toBe(200);
    expect(await spentEntries(t, code)).toEqual([-POINTS_CENTS, pointsBack]);
    expect((await refundsFor(t, code)).map((r) => r.money.cents)).toEqual([refundCents - pointsBack]);
    const mail = (await stored(t, code)).emails.find((m) => m.template === 'reservation_cancelled');
    expect(mail?.body).toContain('Devolvimos');
    expect(mail?.body).toContain('a tu saldo de viajero frecuente');
  });
});
