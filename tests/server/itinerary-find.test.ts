import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultServerConfig } from '../../server/platform/config';
import { expectMatchesContract } from './support/contract';
import { call, engines, openTestApp, TEST_NOW, type TestApp } from './support/engines';
import { card, cards, confirm, pay, readyToPay, stored } from './support/payments';

// docs/rules/my-reservation.md#finding-a-reservation and docs/rules/my-reservation.md#what-the-page-shows: itineraryData opens a reservation by its code and a passenger's
// surname, or by a link token; a wrong code, a wrong surname and a wrong token get one answer, byte for
// byte (decision 019); failed lookups are rate limited with the shared limit (decision 018).

type Itinerary = {
  code: string;
  read_token: string;
  proof: boolean;
  contact: { email: string | null; phone: string | null };
  payment: string;
  legs: Array<{ direction: string; origin: { name: string } }>;
  tickets: Array<{ ticket_id: number; number: string; state: string; seat: number | null; can_change: boolean; pin: string | null; pend_deadline: string | null }>;
  paid: { method: string; status: string } | null;
};

const STRANGER = { flowToken: null } as const;
const lookup = (t: TestApp, query: string) => call(t.app, `/api/itinerary/reservation/data?${query}`, STRANGER);
const raw = async (t: TestApp, query: string) => {
  const res = await t.app.request(`/api/itinerary/reservation/data?${query}`);
  return { status: res.status, type: res.headers.get('content-type'), body: await res.text() };
};

describe.each(engines)('itinerary: find a reservation ($name)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(engine, TEST_NOW, { rateLimits: { ...defaultServerConfig.rateLimits, lookupFailures: { points: 1_000_000, windowSeconds: 900 } } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('opens a paid reservation by code and surname, with its legs, tickets, payment, a read token and the contact masked', async () => {
    const code = await readyToPay(t, { date: '2026-03-20', seats: [5, 6] });
    await pay(t, { code, method: 'card', card: card(cards.approve) }, { key: `${code}-pay` });
    const found = await lookup(t, `code=${code.toLowerCase()}&last_name=${encodeURIComponent('LOPEZ nunez')}`);
    expectMatchesContract('itinerary', 'itineraryData', found.status, found.body);
    expect(found.status).toBe(200);
    const data = found.body.content.data as Itinerary;
    expect(data).toMatchObject({ code, payment: 'approved', paid: { method: 'card', status: 'approved' } });
    expect(data.legs.map((l) => l.direction)).toEqual(['departure']);
    expect(data.tickets.map((ticket) => [ticket.seat, ticket.state, ticket.can_change])).toEqual([
      [5, 'e_ticket', true],
      [6, 'e_ticket', true],
    ]);
    expect(data.tickets[0]!.pin).toMatch(/\S/);
    // A surname reads: the contact is masked and not proved (decision 063).
    expect(data.proof).toBe(false);
    expect(data.contact).toEqual({ email: 'an***@example.mx', phone: '•••• 4567' });
    expect(JSON.stringify(found.body)).not.toContain('ana@example.mx');
    // The read token opens the same reservation again, and its documents.
    const again = await lookup(t, `code=${code}&token=${data.read_token}`);
    expect(again.status).toBe(200);
    expect((again.body.content.data as Itinerary).proof).toBe(false);
    const pdf = await call(t.app, `/api/websale/reservation/pdf?code=${code}&token=${data.read_token}`, STRANGER);
    expect(pdf.status).toBe(200);
  });

  it('the confirmation e-mail links to my reservation with a link token that opens it', async () => {
    const code = await readyToPay(t, { date: '2026-03-23', seats: [10] });
    await pay(t, { code, method: 'card', card: card(cards.approve) }, { key: `${code}-pay` });
    const [email] = (await stored(t, code)).emails;
    const link = /http:\/\/localhost:3000\/administra-reservacion\/mi-reservacion\?code=(\w+)&token=([\w-]+)/.exec(email!.body);
    expect(link?.[1]).toBe(code);
    const opened = await lookup(t, `code=${code}&token=${link![2]}`);
    expect(opened.status).toBe(200);
    expect((opened.body.content.data as Itinerary).proof).toBe(true);
  });

  it('opens a PEND reservation by surname, with the deadline of each ticket', async () => {
    const code = await readyToPay(t, { date: '2026-03-21', seats: [7] });
    await pay(t, { code, method: 'oxxo' }, { key: `${code}-oxxo` });
    const found = await lookup(t, `code=${code}&last_name=${encodeURIComponent('López Núñez')}`);
    expect(found.status).toBe(200);
    const data = found.body.content.data as Itinerary;
    expect(data.payment).toBe('order_generated');
    expect(data.tickets[0]).toMatchObject({ state: 'pend', seat: 7 });
    expect(data.tickets[0]!.pend_deadline).not.toBeNull();
  });

  it('finds it by either surname of a passenger or the contact, in any case, with accents or none', async () => {
    const code = await readyToPay(t, { date: '2026-03-24', seats: [11, 12] });
    await pay(t, { code, method: 'card', card: card(cards.approve) }, { key: `${code}-pay` });
    // The contact and the first passenger are "López Núñez", the second passenger "Ibarra".
    let readToken = '';
    for (const surname of ['López', 'lopez', 'Núñez', 'NUNEZ', 'López Núñez', 'LOPEZ NUNEZ', 'Ibarra']) {
      const found = await lookup(t, `code=${code}&last_name=${encodeURIComponent(surname)}`);
      expect(found.status, surname).toBe(200);
      const data = found.body.content.data as Itinerary;
      // Still a reader (decision 063): the contact masked, nothing proved.
      expect([data.proof, data.contact.phone]).toEqual([false, '•••• 4567']);
      readToken = data.read_token;
    }
    for (const surname of ['Lopes', 'Núñez López', 'López Ibarra', 'de']) {
      expect((await lookup(t, `code=${code}&last_name=${encodeURIComponent(surname)}`)).status, surname).toBe(404);
    }
    // A reader by one surname still cannot act: the cancel quote asks for the proof of the contact.
    const quote = await call(t.app, `/api/itinerary/reservation/${code}/cancellation?token=${readToken}`, STRANGER);
    expect([quote.status, quote.body.content.errors[0]?.code]).toEqual([403, 'proof_required']);
  });

  it('answers a wrong code, a wrong surname, a wrong token and an unpaid reservation identically', async () => {
    const paid = await readyToPay(t, { date: '2026-03-22', seats: [8] });
    await pay(t, { code: paid, method: 'card', card: card(cards.approve) }, { key: `${paid}-pay` });
    await confirm(t, paid);
    const unpaid = await readyToPay(t, { date: '2026-03-22', seats: [9] });
    const answers = await Promise.all(
      [
        `code=QQQQQQ&last_name=${encodeURIComponent('López Núñez')}`,
        `code=${paid}&last_name=Lopes`,
        `code=${paid}&last_name=${encodeURIComponent('Núñez López')}`,
        `code=${paid}&last_name=Ibarra%20X`,
        `code=${paid}&token=${'A'.repeat(43)}`,
        `code=${paid}`,
        `code=${unpaid}&last_name=${encodeURIComponent('López Núñez')}`,
        'code=not-a-code&last_name=x',
      ].map((query) => raw(t, query)),
    );
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(answers[0]!.status).toBe(404);
    expect(JSON.parse(answers[0]!.body).content.errors).toEqual([{ code: 'reservation_not_found', message: 'No encontramos una reservación con esos datos.', field: 'code' }]);
  });
});

describe.each(engines)('itinerary: failed lookups are rate limited ($name)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(engine, TEST_NOW, { rateLimits: { ...defaultServerConfig.rateLimits, lookupFailures: { points: 3, windowSeconds: 900 } } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses the fourth failed lookup with too_many_requests and Retry-After, in the request language', async () => {
    for (let i = 0; i < 3; i++) expect((await lookup(t, `code=QQQQQ${i}&last_name=x`)).status).toBe(404);
    const refused = await call(t.app, '/api/itinerary/reservation/data?code=QQQQQZ&last_name=x', { ...STRANGER, lang: 'en' });
    expectMatchesContract('itinerary', 'itineraryData', refused.status, refused.body);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.body.content.errors[0]?.code).toBe('too_many_requests');
  });
});
