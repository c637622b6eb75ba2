import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectMatchesContract } from './support/contract';
import { call, engines, openTestApp, TEST_NOW, type TestApp } from './support/engines';
import { card, cards, chargesFor, contact, pay, readyToPay, refundsFor, stored } from './support/payments';
import { proofByCode } from './support/proof';
import { tillPays } from './support/store-till';
import { storePaymentEvents } from '../../server/db/schema/store-payments.schema';
import { eq } from 'drizzle-orm';

// docs/rules/my-reservation.md#paying-a-pend-here (decision 065): a PEND for the ticket office is paid by card from My
// reservation with the proof of the contact, strictly before its deadline, and becomes E-tickets; after it, refused.
// A store (OXXO) PEND too (decision 071): paying by card voids its reference in the same transaction, and cash the
// store network reports for it later sells nothing, is recorded as money to give back and never issues tickets twice.

type Itinerary = { payment: string; read_token: string; tickets: Array<{ state: string; ticket_type: string; pin: string | null }> };
const STRANGER = { flowToken: null } as const;
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(engines)('itinerary: pay a PEND online ($name)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(engine, TEST_NOW);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function pend(date: string, seats: number[], method: 'office' | 'oxxo' = 'office') {
    const code = await readyToPay(t, { date, seats });
    const ordered = await pay(t, { code, method }, { key: `${code}-${method}` });
    expect(ordered.data).toMatchObject({ payment: 'order_generated' });
    const found = await call(t.app, `/api/itinerary/reservation/data?code=${code}&last_name=${encodeURIComponent(contact.last_name)}`, STRANGER);
    return { code, readToken: (found.body.content.data as Itinerary).read_token, reference: ordered.data!.order_reference, amountCents: Math.round(ordered.data!.amount.amount * 100) };
  }
  const payPend = (code: string, body: Record<string, unknown>, lang = 'es') => call(t.app, `/api/itinerary/reservation/${code}/pay_pend`, { ...STRANGER, method: 'POST', body, lang });

  it('pays by card with the proof: E-tickets with PINs, the card recorded, the e-mail sent, charged once; a later cancel refunds that card', async () => {
    const { code, readToken } = await pend('2026-03-20', [3, 4]);
    const unproved = await payPend(code, { token: readToken, idempotency_key: `${code}-attempt-1`, card: card(cards.approve) });
    expect([unproved.status, unproved.body.content.errors[0]?.code]).toEqual([403, 'proof_required']);
    const token = await proofByCode(t, code, { token: readToken }, contact.email);
    const emailsBefore = (await stored(t, code)).emails.length;

    const paid = await payPend(code, { token, idempotency_key: `${code}-attempt-1`, card: card(cards.approve) });
    expectMatchesContract('itinerary', 'itineraryPayPend', paid.status, paid.body);
    expect(paid.status, JSON.stringify(paid.body.content.errors)).toBe(200);
    const itinerary = paid.body.content.data as Itinerary;
    expect(itinerary.payment).toBe('approved');
    expect(itinerary.tickets.map((ticket) => [ticket.state, ticket.ticket_type, ticket.pin !== null])).toEqual([
      ['e_ticket', 'E-ticket', true],
      ['e_ticket', 'E-ticket', true],
    ]);
    const rows = await stored(t, code);
    expect(rows.payments.map((p) => [p.method, p.status])).toEqual([['card', 'approved']]);
    expect(rows.holds.every((h) => h.expiresAt === null)).toBe(true);
    expect(rows.emails.length).toBeGreaterThan(emailsBefore);
    // The same attempt again charges nothing more: the reservation no longer awaits payment.
    const again = await payPend(code, { token, idempotency_key: `${code}-attempt-1`, card: card(cards.approve) }, 'en');
    expect([again.status, again.body.content.errors[0]?.message]).toEqual([409, 'This reservation is not awaiting payment.']);
    expect(await chargesFor(t, code)).toHaveLength(1);

    // Nine days before the bus: cancelling gives it all back to the card it was paid with here.
    const cancelled = await call(t.app, `/api/itinerary/reservation/${code}/cancel`, { ...STRANGER, method: 'POST', body: { token } });
    expect(cancelled.status).toBe(200);
    expect((await refundsFor(t, code)).map((r) => r.money.cents)).toEqual([Math.round(Number(rows.payments[0]!.amount) * 100)]);
  });

  it('refuses after the deadline with its message, charging nothing; a declined card leaves it PEND', async () => {
    const { code, readToken } = await pend('2026-03-11', [5]);
    const token = await proofByCode(t, code, { token: readToken }, contact.email);
    const declined = await payPend(code, { token, idempotency_key: `${code}-attempt-1`, card: card(cards.insufficientFunds) });
    expect([declined.status, declined.body.content.errors[0]?.code]).toEqual([409, 'payment_declined']);
    expect((await stored(t, code)).tickets.map((row) => row.type)).toEqual(['PEND']);
    // The 15:30 bus of the 11th boards at 21:30Z: its PEND hold ends 15 minutes before.
    t.clock.set('2026-03-11T21:15:00Z');
    const fresh = await proofByCode(t, code, { token: readToken }, contact.email);
    const late = await payPend(code, { token: fresh, idempotency_key: `${code}-attempt-2`, card: card(cards.approve) }, 'en');
    expectMatchesContract('itinerary', 'itineraryPayPend', late.status, late.body);
    expect([late.status, late.body.content.errors[0]?.message]).toEqual([409, 'The time to pay for this reservation has run out; its seats were released.']);
    expect(await chargesFor(t, code)).toHaveLength(0);
    t.clock.set(TEST_NOW);
  });

  it('pays a store (OXXO) PEND by card: its reference voided, cash reported later sells nothing and is money to give back', async () => {
    const { code, readToken, reference, amountCents } = await pend('2026-03-20', [7, 8], 'oxxo');
    const token = await proofByCode(t, code, { token: readToken }, contact.email);
    const paid = await payPend(code, { token, idempotency_key: `${code}-attempt-1`, card: card(cards.approve) });
    expect(paid.status, JSON.stringify(paid.body.content.errors)).toBe(200);
    const itinerary = paid.body.content.data as Itinerary & { paid: { method: string; order_reference: string | null } };
    expect([itinerary.payment, itinerary.paid.method, itinerary.paid.order_reference]).toEqual(['approved', 'card', null]);
    const after = await stored(t, code);
    expect(after.payments.map((p) => [p.method, p.status, p.orderReference, p.orderVoidedAt?.toISOString()])).toEqual([['card', 'approved', reference, t.clock.now().toISOString()]]);
    const pins = after.tickets.map((row) => [row.type, row.pin]);
    expect(pins.every(([type, pin]) => type === 'E-ticket' && pin)).toBe(true);
    // The tickets' e-mail names the card, not the voided store order.
    const mail = after.emails.at(-1)!;
    expect(mail.body).not.toContain('pendiente de pago');
    expect(mail.body).not.toContain(reference!.slice(0, 4));

    // The traveller paid the old reference at a till anyway: nothing is sold again, the cash is to be given back.
    const till = await tillPays(t, { reference: reference!, amountCents, eventId: `voided-${code}` });
    expect([till.status, till.data?.outcome]).toEqual([200, 'voided']);
    const [event] = await t.database.db.select().from(storePaymentEvents).where(eq(storePaymentEvents.eventId, `voided-${code}`));
    expect(event).toMatchObject({ outcome: 'voided', refundDueCents: amountCents });
    const final = await stored(t, code);
    expect(final.tickets.map((row) => [row.type, row.pin])).toEqual(pins);
    expect(final.emails).toHaveLength(after.emails.length);
    expect(final.payments.map((p) => [p.method, p.status])).toEqual([['card', 'approved']]);
  });

  it("refuses a store PEND's card payment once the store order's own deadline passed", async () => {
    const { code, readToken } = await pend('2026-03-20', [9], 'oxxo');
    const [row] = (await stored(t, code)).payments;
    t.clock.set(new Date(row!.orderDeadline!.getTime() + 60_000).toISOString());
    const token = await proofByCode(t, code, { token: readToken }, contact.email);
    const late = await payPend(code, { token, idempotency_key: `${code}-attempt-1`, card: card(cards.approve) });
    expect([late.status, late.body.content.errors[0]?.code]).toEqual([409, 'pend_expired']);
    expect(await chargesFor(t, code)).toHaveLength(0);
    t.clock.set(TEST_NOW);
  });
});

// A card payment from My reservation and the store network's notification for the same store PEND at the same time:
// both lock the reservation's row first, so exactly one sells its tickets. The card won: the cash is `voided`, to
// give back. The cash won: the card's settling is refused and the checkout gives the charge back. On PostgreSQL with
// a pool of ten the two truly race; PGlite's one connection runs them one after the other, in either order.
describe.each(engines)('itinerary: a store PEND paid by card and at the till at once ($name)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(engine, TEST_NOW, {}, 10);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('exactly one of the two sells the tickets, once; the other is given back', { timeout: 60_000 }, async () => {
    const winners: string[] = [];
    for (const [i, seat] of [11, 12, 13, 14].entries()) {
      const code = await readyToPay(t, { date: '2026-03-21', seats: [seat] });
      const ordered = await pay(t, { code, method: 'oxxo' }, { key: `${code}-oxxo` });
      const reference = ordered.data!.order_reference!;
      const amountCents = Math.round(ordered.data!.amount.amount * 100);
      const found = await call(t.app, `/api/itinerary/reservation/data?code=${code}&last_name=${encodeURIComponent(contact.last_name)}`, STRANGER);
      const token = await proofByCode(t, code, { token: (found.body.content.data as Itinerary).read_token }, contact.email);
      const emailsBefore = (await stored(t, code)).emails.length;
      const byCard = () => call(t.app, `/api/itinerary/reservation/${code}/pay_pend`, { ...STRANGER, method: 'POST', body: { token, idempotency_key: `${code}-race`, card: card(cards.approve) } });
      const atTill = () => tillPays(t, { reference, amountCents, eventId: `race-${code}` });
      // The card's bank answers before it settles: the till is sent a little later each time, so that each wins.
      const [cardAnswer, till] = await Promise.all([byCard(), delay(i * 15).then(atTill)]);
      const cardWon = cardAnswer.status === 200;
      const tillWon = till.data?.outcome === 'confirmed';
      expect([cardWon, tillWon].filter(Boolean), `${code}: card ${cardAnswer.status} ${JSON.stringify(cardAnswer.body.content.errors)}, till ${till.data?.outcome}`).toHaveLength(1);
      const rows = await stored(t, code);
      expect(rows.tickets.map((row) => row.type)).toEqual(['E-ticket']);
      expect(rows.emails).toHaveLength(emailsBefore + 1);
      const charged = (await chargesFor(t, code)).reduce((sum, c) => sum + c.money.cents, 0);
      const refunded = (await refundsFor(t, code)).reduce((sum, r) => sum + r.money.cents, 0);
      if (cardWon) {
        expect(till.data?.outcome).toBe('voided');
        expect(rows.payments.map((p) => [p.method, p.status, p.orderVoidedAt !== null])).toEqual([['card', 'approved', true]]);
        expect(charged - refunded).toBe(amountCents);
      } else {
        expect(cardAnswer.body.content.errors[0]?.code).toBe('not_pending');
        expect(rows.payments.map((p) => [p.method, p.status, p.orderVoidedAt])).toEqual([['oxxo', 'approved', null]]);
        expect(charged - refunded).toBe(0);
      }
      winners.push(cardWon ? 'card' : 'till');
    }
    expect(winners).toHaveLength(4);
  });
});
