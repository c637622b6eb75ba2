import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectMatchesContract } from './support/contract';
import { call, engines, openTestApp, TEST_NOW, type TestApp } from './support/engines';
import { card, cards, chargesFor, contact, pay, readyToPay, refundsFor, stored } from './support/payments';
import { proofByCode } from './support/proof';

// docs/rules/my-reservation.md#paying-a-pend-here (decision 065): a PEND for the ticket office is paid by card from My
// reservation with the proof of the contact, strictly before its deadline, and becomes E-tickets; after it, refused.

type Itinerary = { payment: string; read_token: string; tickets: Array<{ state: string; ticket_type: string; pin: string | null }> };
const STRANGER = { flowToken: null } as const;

describe.each(engines)('itinerary: pay a PEND online ($name)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(engine, TEST_NOW);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function pend(date: string, seats: number[]) {
    const code = await readyToPay(t, { date, seats });
    expect((await pay(t, { code, method: 'office' }, { key: `${code}-office` })).data).toMatchObject({ payment: 'order_generated' });
    const found = await call(t.app, `/api/itinerary/reservation/data?code=${code}&last_name=${encodeURIComponent(contact.last_name)}`, STRANGER);
    return { code, readToken: (found.body.content.data as Itinerary).read_token };
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
});
