import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeBase64Json } from '../../domain/base64';
import { expectMatchesContract } from './support/contract';
import { defaultServerConfig } from '../../server/platform/config';
import { call, engines, openTestApp, sameOriginHeaders, TEST_NOW, type TestApp } from './support/engines';
import { flowTokenOf } from './support/flow-tokens';
import { card, cards, contact, pay, readyToPay, stored } from './support/payments';
import { adults } from './support/seats';
import { create, searchBody } from './support/websale';

// Decision 019: a reservation code alone opens nothing. The booking flow's calls need the flow token
// create answered; the view and the documents also open with the e-mail's link token or a passenger's
// surname (paid reservations only, and without the contact's e-mail and phone). Every refusal is the
// same 404 reservation_not_found, byte for byte.

const STRANGER = { flowToken: null } as const;
const FORGED = 'A'.repeat(43);
const UNKNOWN = 'QQQQQQ';

/** Every call of the booking flow with a body or query a stranger could send for `code`. */
function bookingCalls(code: string): Array<{ operation: string; path: string; method?: string; body?: unknown; headers?: Record<string, string> }> {
  const leg = { open: false, schedule_id: 1, schedule_detail_id: 1, layout_id: 1 };
  return [
    { operation: 'getSchedules', path: `/reservation/schedules?code=${code}` },
    { operation: 'setSchedules', path: '/reservation/schedules', method: 'POST', body: { code, departure: leg, return: null } },
    { operation: 'setContact', path: '/reservation/contact', method: 'POST', body: { code, contact: { ...contact, email: 'thief@example.com' }, goes_contact: true } },
    { operation: 'setAdditionals', path: '/reservation/additionals', method: 'POST', body: { code, pets: 1 } },
    { operation: 'getSeats', path: `/reservation/seats?code=${code}` },
    { operation: 'setSeats', path: '/reservation/seats', method: 'POST', body: { code, departure: { seats: adults(9) } } },
    { operation: 'getPayment', path: `/reservation/payment?code=${code}` },
    {
      operation: 'confirmPayment',
      path: '/reservation/payment',
      method: 'POST',
      body: { code, method: 'card', card: card(cards.approve) },
      headers: { 'idempotency-key': `${code}-stranger` },
    },
    { operation: 'confirmReservation', path: '/reservation/confirm', method: 'POST', body: { code } },
    { operation: 'getReservation', path: `/reservation?code=${code}` },
    { operation: 'getTicketPdf', path: `/reservation/pdf?code=${code}` },
    { operation: 'getTicketHtml', path: `/reservation/html?code=${code}` },
  ];
}

/** The raw answer, as a client would compare it: status, content type and the body's bytes. */
async function raw(t: TestApp, path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  const res = await t.app.request(`/api/websale${path}`, {
    method: init.method ?? 'GET',
    // A POST comes from the site's own page, with its CSRF pair (decision 017).
    headers: { ...(init.body === undefined ? {} : { ...sameOriginHeaders(), 'content-type': 'application/json' }), ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: res.status, type: res.headers.get('content-type'), body: await res.text() };
}

const reservationOf = (body: { content: { data: unknown } }) =>
  decodeBase64Json((body.content.data as { reservation: string }).reservation) as { contact: { email: string; cell_phone: string; last_name: string }; payment: string };

describe.each(engines)('who may read a reservation ($name)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    // Strangers' guesses here are many more than one client may make (rate-limits.test.ts proves that limit).
    t = await openTestApp(engine, TEST_NOW, { rateLimits: { ...defaultServerConfig.rateLimits, lookupFailures: { points: 1_000_000, windowSeconds: 900 } } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers a flow token of 256 bits at create and keeps only its SHA-256', async () => {
    const created = await create(t, searchBody());
    expect(created.status).toBe(200);
    const data = created.body.content.data as { code: string; flow_token: string };
    expect(Buffer.from(data.flow_token, 'base64url')).toHaveLength(32);
    const row = (await stored(t, data.code)).reservation;
    expect(row.flowTokenHash).toBe(createHash('sha256').update(data.flow_token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(data.flow_token);
  });

  it('refuses every booking call and document to a stranger with the code, as if unknown, and changes nothing', async () => {
    const code = await readyToPay(t, { date: '2026-03-20', seats: [5] });
    const before = await stored(t, code);
    for (const credentials of [STRANGER, { flowToken: FORGED }, { flowToken: flowTokenOf(code)!.slice(0, -1) }]) {
      for (const request of bookingCalls(code)) {
        const res = await call(t.app, `/api/websale${request.path}`, { ...request, ...credentials });
        expectMatchesContract('websale', request.operation, res.status, res.body);
        expect([request.operation, res.status, res.body.content.errors]).toEqual([
          request.operation,
          404,
          [{ code: 'reservation_not_found', message: 'No se encontró la reservación', field: 'code' }],
        ]);
      }
    }
    const after = await stored(t, code);
    expect(after.reservation).toEqual(before.reservation);
    expect(after.holds).toEqual(before.holds);
    expect(after.payments).toEqual([]);
    expect((await t.gateway.ledger()).filter((e) => e.reservationCode === code)).toEqual([]);
  });

  it('carries a whole purchase with the flow token: schedules, contact, seats, payment, confirmation and documents', async () => {
    // readyToPay chose the schedule, the contact and the seats through the helpers, each with the token.
    const code = await readyToPay(t, { date: '2026-03-21', seats: [6] });
    const paid = await pay(t, { code, method: 'card', card: card(cards.approve) }, { key: `${code}-owner` });
    expect(paid.status).toBe(200);
    const confirmed = await call(t.app, '/api/websale/reservation/confirm', { method: 'POST', body: { code } });
    expectMatchesContract('websale', 'confirmReservation', confirmed.status, confirmed.body);
    expect(confirmed.status).toBe(200);
    for (const path of [`/reservation/pdf?code=${code}`, `/reservation/html?code=${code}`, `/reservation?code=${code}`]) {
      expect((await call(t.app, `/api/websale${path}`)).status).toBe(200);
    }
    const view = await call(t.app, `/api/websale/reservation?code=${code}`);
    expect(reservationOf(view.body).contact.email).toBe(contact.email);
  });

  it('opens a paid reservation to its passengers by surname, without accents or case, but not its contact data', async () => {
    const code = await readyToPay(t, { date: '2026-03-22', seats: [7] });
    // Unpaid: the owner is told so, anyone else is told nothing.
    const owner = await call(t.app, `/api/websale/reservation/pdf?code=${code}`);
    expect([owner.status, owner.body.content.errors[0]?.code]).toEqual([409, 'payment_not_approved']);
    const early = await call(t.app, `/api/websale/reservation/pdf?code=${code}&last_name=lopez%20nunez`, STRANGER);
    expect([early.status, early.body.content.errors[0]?.code]).toEqual([404, 'reservation_not_found']);
    const earlyView = await call(t.app, `/api/websale/reservation?code=${code}&last_name=lopez%20nunez`, STRANGER);
    expect([earlyView.status, earlyView.body.content.errors[0]?.code]).toEqual([404, 'reservation_not_found']);

    await pay(t, { code, method: 'card', card: card(cards.approve) }, { key: `${code}-pay` });
    // Both surnames or either one, in any case, with accents or none.
    for (const surname of ['López Núñez', 'LOPEZ NUNEZ', '  lopez   núñez ', 'López', 'nunez']) {
      const q = `code=${code.toLowerCase()}&last_name=${encodeURIComponent(surname)}`;
      const pdf = await call(t.app, `/api/websale/reservation/pdf?${q}`, STRANGER);
      expectMatchesContract('websale', 'getTicketPdf', pdf.status, pdf.body);
      expect(pdf.status).toBe(200);
      const html = await call(t.app, `/api/websale/reservation/html?${q}`, STRANGER);
      expect(html.status).toBe(200);
      expect((html.body.content.data as { html: string }).html).toContain(`${code}-1`);
      const view = await call(t.app, `/api/websale/reservation?${q}`, STRANGER);
      expectMatchesContract('websale', 'getReservation', view.status, view.body);
      expect(reservationOf(view.body).contact).toMatchObject({ last_name: 'López Núñez', email: '', cell_phone: '' });
    }
    for (const wrong of ['Lopes Nunez', 'lopez nunez x', 'Nuñe', 'Núñez López']) {
      const res = await call(t.app, `/api/websale/reservation/pdf?code=${code}&last_name=${encodeURIComponent(wrong)}`, STRANGER);
      expect([res.status, res.body.content.errors[0]?.code]).toEqual([404, 'reservation_not_found']);
    }
    // The surname never drives the booking flow.
    const change = await call(t.app, '/api/websale/reservation/confirm?last_name=lopez%20nunez', { method: 'POST', body: { code }, ...STRANGER });
    expect(change.status).toBe(404);
  });

  it("opens them with any passenger's surname, and only that reservation's", async () => {
    const code = await readyToPay(t, { date: '2026-03-26', seats: [12, 13] });
    const travellers = [
      { type: 'adult', first_name: 'Ana', last_name: 'López Núñez' },
      { type: 'adult', first_name: 'Luis', last_name: 'Ibáñez' },
    ];
    const named = await call(t.app, '/api/websale/reservation/contact', { method: 'POST', body: { code, contact, goes_contact: true, travellers } });
    expect(named.status).toBe(200);
    await pay(t, { code, method: 'card', card: card(cards.approve) }, { key: `${code}-pay` });
    expect((await call(t.app, `/api/websale/reservation/pdf?code=${code}&last_name=ibanez`, STRANGER)).status).toBe(200);
    // Another paid reservation's passenger is no one here.
    const other = await readyToPay(t, { date: '2026-03-26', seats: [14] });
    await pay(t, { code: other, method: 'card', card: card(cards.approve) }, { key: `${other}-pay` });
    expect((await call(t.app, `/api/websale/reservation/pdf?code=${other}&last_name=ibanez`, STRANGER)).status).toBe(404);
  });

  it("opens the tickets from the e-mail's link token as their owner, until it expires", async () => {
    const code = await readyToPay(t, { date: '2026-03-23', seats: [8] });
    await pay(t, { code, method: 'card', card: card(cards.approve) }, { key: `${code}-pay` });
    const [email] = (await stored(t, code)).emails;
    const link = /https?:\/\/\S+\/api\/websale\/reservation\/pdf\?\S+/.exec(email?.body ?? '')?.[0];
    expect(link).toBeDefined();
    const url = new URL(link!);
    expect(url.searchParams.get('code')).toBe(code);
    const token = url.searchParams.get('token')!;
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);

    const download = await t.app.request(`${url.pathname}${url.search}`);
    expect([download.status, download.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    const view = await call(t.app, `/api/websale/reservation?code=${code}&token=${token}`, STRANGER);
    expect(view.status).toBe(200);
    // The link's holder is the owner: contact data and whether it is paid.
    expect(reservationOf(view.body)).toMatchObject({ payment: 'approved', contact: { email: contact.email, cell_phone: `+52${contact.cell_phone}` } });
    // A link token is not a flow token: it changes nothing.
    const misuse = await call(t.app, '/api/websale/reservation/confirm', { method: 'POST', body: { code }, flowToken: token });
    expect(misuse.status).toBe(404);
    // Another reservation's link opens nothing here.
    const other = await call(t.app, `/api/websale/reservation?code=${UNKNOWN}&token=${token}`, STRANGER);
    expect(other.status).toBe(404);

    // The bus leaves on 2026-03-23; the link lives a week past the last boarding, then is refused.
    t.clock.set('2026-03-31T00:00:00Z');
    try {
      const late = await call(t.app, `/api/websale/reservation/pdf?code=${code}&token=${token}`, STRANGER);
      expect([late.status, late.body.content.errors[0]?.code]).toEqual([404, 'reservation_not_found']);
      // The surname still works for the passengers.
      expect((await call(t.app, `/api/websale/reservation/pdf?code=${code}&last_name=Lopez%20Nunez`, STRANGER)).status).toBe(200);
    } finally {
      t.clock.set(TEST_NOW);
    }
  });

  it('gives the tickets page a link token of its own at confirmation', async () => {
    const code = await readyToPay(t, { date: '2026-03-24', seats: [9] });
    await pay(t, { code, method: 'card', card: card(cards.approve) }, { key: `${code}-pay` });
    const confirmed = await call(t.app, '/api/websale/reservation/confirm', { method: 'POST', body: { code } });
    const { link_token: token, link_expires_at: expires } = confirmed.body.content.data as { link_token: string; link_expires_at: string };
    expect(expires).toBe('2026-03-31T21:30:00.000Z');
    expect((await call(t.app, `/api/websale/reservation/html?code=${code}&token=${token}`, STRANGER)).status).toBe(200);
  });

  it('answers unknown code, wrong surname, wrong token and an unpaid reservation with the same bytes', async () => {
    const paid = await readyToPay(t, { date: '2026-03-25', seats: [10] });
    await pay(t, { code: paid, method: 'card', card: card(cards.approve) }, { key: `${paid}-pay` });
    const unpaid = await readyToPay(t, { date: '2026-03-25', seats: [11] });
    const probes = (path: string) => [
      `${path}?code=${UNKNOWN}&last_name=Lopez`,
      `${path}?code=${paid}`,
      `${path}?code=${paid}&last_name=Perez`,
      `${path}?code=${paid}&token=${FORGED}`,
      `${path}?code=${unpaid}&last_name=Lopez%20Nunez`,
      `${path}?code=${unpaid}&token=${FORGED}`,
    ];
    for (const path of ['/reservation', '/reservation/pdf', '/reservation/html']) {
      const answers = await Promise.all(probes(path).map((p) => raw(t, p)));
      const forged = await raw(t, `${path}?code=${paid}`, { headers: { 'x-flow-token': FORGED } });
      expect(new Set([...answers, forged].map((a) => JSON.stringify(a))).size, path).toBe(1);
      expect(answers[0]!.status).toBe(404);
    }
    const confirms = await Promise.all(
      [UNKNOWN, paid, unpaid].map((code) => raw(t, '/reservation/confirm', { method: 'POST', body: { code }, headers: { 'x-flow-token': FORGED } })),
    );
    expect(new Set(confirms.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(JSON.parse(confirms[0]!.body)).toEqual({
      http: { code: 404, status: 'error' },
      content: { data: null, errors: [{ code: 'reservation_not_found', message: 'No se encontró la reservación', field: 'code' }] },
    });
  });
});
