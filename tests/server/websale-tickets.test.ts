import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectMatchesContract } from './support/contract';
import { call, engines, openTestApp, type TestApp } from './support/engines';
import { flowTokenOf } from './support/flow-tokens';
import { card, cards, chargesFor, confirm, pay, readyToPay, refundsFor, stored } from './support/payments';
import { adults, reservationOnBus, setSeats } from './support/seats';

const MINUTE = 60_000;
const OFFICE_KEY = 'office-test-key-123';

async function pdfText(pdf: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(pdf), { mergePages: true });
  return text;
}

describe.each(engines)('late payments, PEND tickets, office and documents on $name', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(engine, undefined, { officeApiKey: OFFICE_KEY });
  });
  afterAll(async () => {
    await t?.close();
  });

  const office = (path: string, body: unknown, key: string | null = OFFICE_KEY) =>
    call(t.app, `/api/websale/office/${path}`, { method: 'POST', body, headers: key === null ? {} : { 'x-api-key': key } });

  it('re-holds the same seats when a 3-D Secure payment lands after the hold expired and they are still free', async () => {
    const start = t.clock.now();
    const code = await readyToPay(t, { date: '2026-03-21', seats: [1] });
    const key = `${code}-late-rehold`;
    expect((await pay(t, { code, method: 'card', card: card(cards.challenge) }, { key })).data?.payment).toBe('process');
    t.clock.advance(20 * MINUTE);
    try {
      const done = await pay(t, { code, method: 'card', card: card(cards.challenge), challenge_code: '123456' }, { key, lang: 'en' });
      expect(done.status).toBe(200);
      expect(done.data).toMatchObject({ payment: 'approved', notice: { code: 'late_payment_reheld', message: expect.stringContaining('held them again') } });
      const db = await stored(t, code);
      expect(db.holds.map((h) => [h.seatNumber, h.expiresAt])).toEqual([[1, null]]);
      expect(db.tickets).toHaveLength(1);
      expect(await refundsFor(t, code)).toHaveLength(0);
    } finally {
      t.clock.set(start);
    }
  });

  /**
   * A card payment left waiting on the bank's code past its hold, another traveller holding `taken` meanwhile, then the
   * code sent and refused as late: `check` is given the reservation and the payment's key; the clock is put back after.
   */
  async function lateAfterSeatTaken(seats: number[], taken: number, suffix: string, check: (code: string, key: string) => Promise<void>) {
    const start = t.clock.now();
    const code = await readyToPay(t, { date: '2026-03-21', time: '15:30', seats });
    const key = `${code}-${suffix}`;
    await pay(t, { code, method: 'card', card: card(cards.challenge) }, { key });
    t.clock.advance(20 * MINUTE);
    try {
      // The hold expired by its timestamp alone, so another traveller can take the seat.
      const rival = await reservationOnBus(t, { date: '2026-03-21', time: '15:30' });
      expect((await setSeats(t, rival, adults(taken))).status).toBe(200);
      const late = await pay(t, { code, method: 'card', card: card(cards.challenge), challenge_code: '123456' }, { key });
      expect([late.status, late.body.content.errors[0]?.code]).toEqual([409, 'late_payment_refunded']);
      await check(code, key);
    } finally {
      t.clock.set(start);
    }
  }

  it('refunds a late payment whose seat was taken meanwhile, once, and says so', async () => {
    await lateAfterSeatTaken([2], 2, 'late-refund', async (code, key) => {
      const again = await pay(t, { code, method: 'card', card: card(cards.challenge), challenge_code: '123456' }, { key });
      expect(again.body.content.errors[0]?.code).toBe('late_payment_refunded');
      expect(await chargesFor(t, code)).toHaveLength(1);
      expect(await refundsFor(t, code)).toEqual([expect.objectContaining({ money: (await chargesFor(t, code))[0]!.money })]);
      const db = await stored(t, code);
      expect(db.payments).toEqual([expect.objectContaining({ refund: true, lateOutcome: 'refund', status: 'decline' })]);
      expect(db.tickets).toHaveLength(0);
    });
  });

  it('refunds a late payment of two seats when one was taken meanwhile, and sells neither: the other seat is not kept sold', async () => {
    await lateAfterSeatTaken([6, 7], 6, 'late-half', async (code) => {
      const db = await stored(t, code);
      expect(db.tickets).toHaveLength(0);
      // Seat 7 was re-held for the sale before seat 6 was found taken: that re-hold went back with the refund.
      expect(db.holds.filter((h) => h.expiresAt === null)).toEqual([]);
      const next = await reservationOnBus(t, { date: '2026-03-21', time: '15:30' });
      expect((await setSeats(t, next, adults(7))).status).toBe(200);
    });
  });

  it('frees an unpaid PEND seat by its timestamp 15 minutes before departure, and refuses paying it then', async () => {
    const start = t.clock.now();
    const code = await readyToPay(t, { date: '2026-03-22', seats: [3] });
    expect((await pay(t, { code, method: 'office' }, { key: `${code}-pend` })).data?.payment).toBe('order_generated');
    // 15:30 local is 21:30Z; one minute before the PEND limit the seat is still held.
    t.clock.set('2026-03-22T21:14:00Z');
    try {
      const early = await reservationOnBus(t, { date: '2026-03-22', time: '15:30' });
      expect((await setSeats(t, early, adults(3))).status).toBe(409);
      t.clock.set('2026-03-22T21:15:00Z');
      const buyer = await reservationOnBus(t, { date: '2026-03-22', time: '15:30' });
      expect((await setSeats(t, buyer, adults(3))).status).toBe(200);
      const paid = await office('pend/pay', { code });
      expectMatchesContract('websale', 'officePayPend', paid.status, paid.body);
      expect([paid.status, paid.body.content.errors[0]?.code]).toEqual([409, 'pend_expired']);
    } finally {
      t.clock.set(start);
    }
  });

  it('marks a PEND paid at the office (E-tickets with PINs, seats sold) and exchanges an E-ticket for OK', async () => {
    const code = await readyToPay(t, { date: '2026-03-23', seats: [4, 5] });
    await pay(t, { code, method: 'oxxo' }, { key: `${code}-oxxo` });
    for (const key of [null, 'wrong-key']) {
      const res = await office('pend/pay', { code }, key);
      expectMatchesContract('websale', 'officePayPend', res.status, res.body);
      expect([res.status, res.body.content.errors[0]?.code]).toEqual([401, 'office_key_invalid']);
    }
    expect((await confirm(t, code)).tickets?.map((x) => x.ticket_type)).toEqual(['PEND', 'PEND']);
    const paid = await office('pend/pay', { code });
    expectMatchesContract('websale', 'officePayPend', paid.status, paid.body);
    const tickets = (paid.body.content.data as { tickets: Array<{ number: string; ticket_type: string; pin: string | null }> }).tickets;
    expect(tickets.map((x) => x.ticket_type)).toEqual(['E-ticket', 'E-ticket']);
    expect(tickets.every((x) => /^\d{6}$/.test(x.pin ?? ''))).toBe(true);
    const db = await stored(t, code);
    expect(db.reservation.paymentStatus).toBe('approved');
    expect(db.payments).toEqual([expect.objectContaining({ status: 'approved', type: 'oxxo' })]);
    expect(db.holds.every((h) => h.expiresAt === null)).toBe(true);
    // A second pay changes nothing.
    expect((await office('pend/pay', { code })).body.content.data).toEqual(paid.body.content.data);

    const exchanged = await office('tickets/exchange', { ticket: `${code}-1` });
    expectMatchesContract('websale', 'officeExchangeTicket', exchanged.status, exchanged.body);
    const after = (exchanged.body.content.data as { tickets: Array<{ ticket_type: string }> }).tickets.map((x) => x.ticket_type);
    expect(after).toEqual(['OK', 'E-ticket']);
    expect((await office('tickets/exchange', { ticket: `${code}-1` })).status).toBe(200);
    expect((await office('tickets/exchange', { ticket: 'NOPE-1' })).body.content.errors[0]?.code).toBe('ticket_not_found');
    const pend = await readyToPay(t, { date: '2026-03-23', seats: [6] });
    await pay(t, { code: pend, method: 'office' }, { key: `${pend}-office` });
    const refused = await office('tickets/exchange', { ticket: `${pend}-1` });
    expect([refused.status, refused.body.content.errors[0]?.code]).toEqual([409, 'ticket_not_exchangeable']);
  });

  it('renders the tickets as PDF (envelope and direct download) and HTML with the reservation code', async () => {
    const code = await readyToPay(t, { date: '2026-03-24', seats: [7] });
    const unpaid = await call(t.app, `/api/websale/reservation/pdf?code=${code}`);
    expectMatchesContract('websale', 'getTicketPdf', unpaid.status, unpaid.body);
    expect(unpaid.body.content.errors[0]?.code).toBe('payment_not_approved');
    await pay(t, { code, method: 'card', card: card(cards.approve) }, { key: `${code}-docs` });

    const res = await call(t.app, `/api/websale/reservation/pdf?code=${code}`);
    expectMatchesContract('websale', 'getTicketPdf', res.status, res.body);
    const data = res.body.content.data as { file_name: string; content: string };
    expect(data.file_name).toBe(`boletos-${code}.pdf`);
    expect(await pdfText(new Uint8Array(Buffer.from(data.content, 'base64')))).toContain(code);

    const download = await t.app.request(`/api/websale/reservation/pdf?code=${code}&download=1`, { headers: { lang: 'en', 'x-flow-token': flowTokenOf(code) ?? '' } });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    // The document is in the language the reservation was booked in (Spanish here), not the request's.
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="boletos-${code}.pdf"`);
    expect(await pdfText(new Uint8Array(await download.arrayBuffer()))).toContain(code);

    const html = await call(t.app, `/api/websale/reservation/html?code=${code}`);
    expectMatchesContract('websale', 'getTicketHtml', html.status, html.body);
    expect((html.body.content.data as { html: string }).html).toContain(`${code}-1`);
  });
});

describe('ticket office without a configured key', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(engines[0]!);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 403 office_disabled, whatever key is sent', async () => {
    for (const headers of [{}, { 'x-api-key': 'anything' }] as Array<Record<string, string>>) {
      const res = await call(t.app, '/api/websale/office/pend/pay', { method: 'POST', body: { code: 'ABC123' }, headers });
      expectMatchesContract('websale', 'officePayPend', res.status, res.body);
      expect([res.status, res.body.content.errors[0]?.code]).toEqual([403, 'office_disabled']);
    }
  });
});
