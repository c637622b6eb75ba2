import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultServerConfig } from '../../server/platform/config';
import { markTicketUsed } from '../../server/services/itinerary/itinerary.queries';
import { extractText, getDocumentProxy } from 'unpdf';
import { expectMatchesContract } from './support/contract';
import { call, engines, openTestApp, TEST_NOW, type TestApp } from './support/engines';
import { card, cards, pay, readyToPay, refundsFor, stored } from './support/payments';
import { adults, reservationOnBus, setSeats } from './support/seats';
import { emailLinkToken } from './support/proof';

// docs/rules/my-reservation.md#cancelling: a PEND reservation is cancelled and its seats are free at once; a paid round trip
// whose outbound was used gets 50% of its return back on the card; a paid trip not travelled comes back whole 24 hours
// or more before its bus, half later, and is closed online 30 minutes before (decision 065). Only the proof of the
// contact (a link token) opens it.

type Itinerary = { link_token: string; tickets: Array<{ number: string; state: string; direction: string }> };
const STRANGER = { flowToken: null } as const;

async function linkToken(t: TestApp, code: string): Promise<string> {
  const found = await call(t.app, `/api/itinerary/reservation/data?code=${code}&last_name=${encodeURIComponent('López Núñez')}`, STRANGER);
  expect(found.status).toBe(200);
  return emailLinkToken(t, code);
}
const quote = (t: TestApp, code: string, token: string) => call(t.app, `/api/itinerary/reservation/${code}/cancellation?token=${token}`, STRANGER);
const pdfText = async (t: TestApp, code: string, token: string) => {
  const res = await call(t.app, `/api/websale/reservation/pdf?code=${code}&token=${token}`, STRANGER);
  const pdf = new Uint8Array(Buffer.from((res.body.content.data as { content: string }).content, 'base64'));
  return (await extractText(await getDocumentProxy(pdf), { mergePages: true })).text.replace(/\s+/g, ' ');
};
const pesos = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} MXN`;
const cancel = (t: TestApp, code: string, token: string) => call(t.app, `/api/itinerary/reservation/${code}/cancel`, { ...STRANGER, method: 'POST', body: { token } });

describe.each(engines)('itinerary: cancel ($name)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(engine, TEST_NOW, { rateLimits: { ...defaultServerConfig.rateLimits, lookupFailures: { points: 1_000_000, windowSeconds: 900 } } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('cancels a PEND reservation: says so first, frees its seats at once, marks its tickets and sends the e-mail', async () => {
    const code = await readyToPay(t, { date: '2026-03-24', seats: [11, 12] });
    await pay(t, { code, method: 'oxxo' }, { key: `${code}-oxxo` });
    const token = await linkToken(t, code);
    const before = await quote(t, code, token);
    expectMatchesContract('itinerary', 'itineraryCancellation', before.status, before.body);
    expect(before.body.content.data).toEqual({ allowed: true, refusal: null, tickets: [`${code}-1`, `${code}-2`], refund: 0, refund_to: 'none', rule: 'unpaid' });

    const done = await cancel(t, code, token);
    expectMatchesContract('itinerary', 'itineraryCancel', done.status, done.body);
    expect(done.status).toBe(200);
    expect((done.body.content.data as Itinerary).tickets.map((ticket) => ticket.state)).toEqual(['cancelled', 'cancelled']);
    const after = await stored(t, code);
    expect(after.holds).toEqual([]);
    expect(after.emails.map((m) => m.template)).toContain('reservation_cancelled');
    // The seats are sellable at once: another reservation holds seat 11 of that bus.
    const other = await reservationOnBus(t, { date: '2026-03-24', time: '15:30', passengers: { adult: 1 } });
    expect((await setSeats(t, other, adults(11))).status).toBe(200);
    // Twice is refused with its message, and nothing changes.
    const again = await cancel(t, code, token);
    expect([again.status, again.body.content.errors[0]?.code]).toEqual([409, 'already_cancelled']);
  });

  it('refunds 50% of the unused return of a paid round trip to the card, through the payment adapter', async () => {
    const code = await readyToPay(t, { date: '2026-03-25', returnDate: '2026-03-28', seats: [13] });
    await pay(t, { code, method: 'card', card: card(cards.approve) }, { key: `${code}-card` });
    const rows = await stored(t, code);
    // One adult, the same fare both ways: the return is half of what was paid.
    expect(rows.tickets).toHaveLength(2);
    const returnPrice = Number(rows.payments[0]!.amount) / 2;
    for (const ticket of rows.tickets.filter((row) => row.leg === 'departure')) await markTicketUsed(t.database.db, ticket.id, new Date(TEST_NOW));
    const token = await linkToken(t, code);
    const before = await quote(t, code, token);
    expect(before.body.content.data).toEqual({ allowed: true, refusal: null, tickets: [`${code}-2`], refund: returnPrice / 2, refund_to: 'card', rule: 'unused_return' });
    const done = await cancel(t, code, token);
    expect(done.status).toBe(200);
    expect((done.body.content.data as Itinerary).tickets.map((ticket) => [ticket.direction, ticket.state])).toEqual([
      ['departure', 'used'],
      ['return', 'cancelled'],
    ]);
    expect((await refundsFor(t, code)).map((r) => r.money)).toEqual([{ cents: Math.round((returnPrice / 2) * 100), currency: 'MXN' }]);
    // The total really paid, net of the refund, with the line that explains it (decision 073).
    const paid = Number(rows.payments[0]!.amount);
    expect((done.body.content.data as { paid: unknown }).paid).toMatchObject({ amount: paid - returnPrice / 2, refunded: 0, cancellation_refunded: returnPrice / 2 });
    const pdf = await pdfText(t, code, token);
    expect(pdf).toContain(`Pagado: ${pesos(paid)}`);
    expect(pdf).toContain(`Devuelto por cancelación: -${pesos(returnPrice / 2)}`);
    expect(pdf).toContain(`Total pagado: ${pesos(paid - returnPrice / 2)}`);
  });

  it('gives a paid trip not yet travelled back whole to the card a day before, frees its seat and e-mails the amount', async () => {
    // TEST_NOW is 2026-03-10 18:00Z; the 15:30 bus of the 12th leaves about 45 hours later.
    const code = await readyToPay(t, { date: '2026-03-12', seats: [14, 15] });
    await pay(t, { code, method: 'card', card: card(cards.approve) }, { key: `${code}-card` });
    const paid = Number((await stored(t, code)).payments[0]!.amount);
    const token = await linkToken(t, code);
    const before = await quote(t, code, token);
    expect(before.body.content.data).toEqual({ allowed: true, refusal: null, tickets: [`${code}-1`, `${code}-2`], refund: paid, refund_to: 'card', rule: 'in_time' });
    const done = await cancel(t, code, token);
    expectMatchesContract('itinerary', 'itineraryCancel', done.status, done.body);
    expect((done.body.content.data as Itinerary).tickets.map((ticket) => ticket.state)).toEqual(['cancelled', 'cancelled']);
    expect((await refundsFor(t, code)).map((r) => r.money)).toEqual([{ cents: Math.round(paid * 100), currency: 'MXN' }]);
    const after = await stored(t, code);
    expect(after.holds).toEqual([]);
    const mail = after.emails.find((m) => m.template === 'reservation_cancelled');
    expect(mail?.body).toContain(`$${paid.toLocaleString('en-US', { minimumFractionDigits: 2 })} MXN a la tarjeta`);
    // The rule the page quoted, in the e-mail too (decision 070).
    expect(mail?.body).toContain('Cancelaste 24 horas o más antes de la salida: te devolvemos el 100% de lo que pagaste por estos boletos.');
    // Nothing is left paid: the page, the PDF and the tickets' e-mail sent again say so alike (decision 073).
    expect((done.body.content.data as { paid: unknown }).paid).toMatchObject({ amount: 0, cancellation_refunded: paid });
    const resent = await call(t.app, `/api/itinerary/reservation/${code}/resend_email`, { ...STRANGER, method: 'POST', body: { token } });
    expect(resent.status).toBe(200);
    const tickets = (await stored(t, code)).emails.filter((m) => m.template !== 'reservation_cancelled').at(-1);
    for (const part of [await pdfText(t, code, token), tickets!.body]) {
      expect(part).toContain(`Pagado: ${pesos(paid)}`);
      expect(part).toContain(`Devuelto por cancelación: -${pesos(paid)}`);
      expect(part).toContain(`Total pagado: ${pesos(0)}`);
      expect(part).not.toContain('Devuelto por cambio de horario');
    }
    const other = await reservationOnBus(t, { date: '2026-03-12', time: '15:30', passengers: { adult: 1 } });
    expect((await setSeats(t, other, adults(14))).status).toBe(200);
  });

  it('gives half back less than a day before the bus, and refuses online from 30 minutes before with its message', async () => {
    const code = await readyToPay(t, { date: '2026-03-11', seats: [18] });
    await pay(t, { code, method: 'card', card: card(cards.approve) }, { key: `${code}-card` });
    const paid = Number((await stored(t, code)).payments[0]!.amount);
    const token = await linkToken(t, code);
    // The 15:30 bus of the 11th (21:30Z) leaves in 27.5 hours: whole; four hours later, half.
    expect((await quote(t, code, token)).body.content.data).toMatchObject({ allowed: true, refund: paid, rule: 'in_time' });
    t.clock.set('2026-03-10T22:00:00Z');
    expect((await quote(t, code, token)).body.content.data).toMatchObject({ allowed: true, refund: paid / 2, refund_to: 'card', rule: 'late' });
    t.clock.set('2026-03-11T21:00:00Z');
    expect((await quote(t, code, token)).body.content.data).toMatchObject({ allowed: false, refusal: 'cancel_deadline_passed' });
    const refused = await call(t.app, `/api/itinerary/reservation/${code}/cancel`, { ...STRANGER, method: 'POST', body: { token }, lang: 'en' });
    expect([refused.status, refused.body.content.errors[0]?.code]).toEqual([409, 'cancel_deadline_passed']);
    expect((await stored(t, code)).holds).toHaveLength(1);
    t.clock.set(TEST_NOW);
    const stranger = await cancel(t, code, 'A'.repeat(43));
    expect([stranger.status, stranger.body.content.errors[0]?.code]).toEqual([404, 'reservation_not_found']);
  });
});

describe.each(engines)('websale delete: the booking flow abandons its unpaid reservation ($name)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(engine, TEST_NOW);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('frees its seats at once and the code opens nothing; a PEND or paid one is refused', async () => {
    const code = await readyToPay(t, { date: '2026-03-27', seats: [15] });
    const deleted = await call(t.app, '/api/websale/reservation', { method: 'DELETE', body: { code } });
    expectMatchesContract('websale', 'delete', deleted.status, deleted.body);
    expect([deleted.status, deleted.body.content.data]).toEqual([200, { code, released_seats: true }]);
    expect((await stored(t, code)).holds).toEqual([]);
    const other = await reservationOnBus(t, { date: '2026-03-27', time: '15:30', passengers: { adult: 1 } });
    expect((await setSeats(t, other, adults(15))).status).toBe(200);
    expect((await call(t.app, `/api/websale/reservation?code=${code}`)).status).toBe(404);

    const pend = await readyToPay(t, { date: '2026-03-27', seats: [16] });
    await pay(t, { code: pend, method: 'oxxo' }, { key: `${pend}-oxxo` });
    const refused = await call(t.app, '/api/websale/reservation', { method: 'DELETE', body: { code: pend } });
    expect([refused.status, refused.body.content.errors[0]?.code]).toEqual([409, 'already_paid']);
    const stranger = await call(t.app, '/api/websale/reservation', { method: 'DELETE', body: { code: pend }, flowToken: null });
    expect([stranger.status, stranger.body.content.errors[0]?.code]).toEqual([404, 'reservation_not_found']);

    // Paid by card: refused with its message, and the seat stays the traveller's.
    const paid = await readyToPay(t, { date: '2026-03-27', seats: [17] });
    expect((await pay(t, { code: paid, method: 'card', card: card(cards.approve) }, { key: `${paid}-card` })).status).toBe(200);
    const refusedPaid = await call(t.app, '/api/websale/reservation', { method: 'DELETE', body: { code: paid }, lang: 'en' });
    expectMatchesContract('websale', 'delete', refusedPaid.status, refusedPaid.body);
    expect([refusedPaid.status, refusedPaid.body.content.errors]).toEqual([409, [{ code: 'already_paid', field: 'code', message: 'The reservation has already been paid.' }]]);
    expect((await stored(t, paid)).holds).toHaveLength(1);
    const taker = await reservationOnBus(t, { date: '2026-03-27', time: '15:30', passengers: { adult: 1 } });
    expect((await setSeats(t, taker, adults(17))).status).toBe(409);
  });
});
