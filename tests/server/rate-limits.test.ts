import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../server/app';
import { openDatabase, type OpenedDatabase } from '../../server/db/open/open-database';
import { createFixedClock } from '../../server/platform/clock';
import { defaultServerConfig, type ServerConfig } from '../../server/platform/config';
import type { RateLimitSettings } from '../../server/platform/rate-limit-settings';
import { openRateLimits } from '../../server/platform/rate-limits';
import { flowTokenOf } from './support/flow-tokens';
import { engines, openTestApp, sameOriginHeaders, TEST_NOW, type EnvelopeBody, type TestApp, type TestStore } from './support/engines';
import { create, searchBody, storedRows } from './support/websale';

// Decision 018: each limit fires at its count with 429, Retry-After and the catalogue's message, resets
// after its window, counts per client, and on PostgreSQL lives in the database the replicas share.

const OFFICE_KEY = 'office-key-for-limits';
const WINDOW = 60;
const limits: RateLimitSettings = {
  lookupFailures: { points: 3, windowSeconds: WINDOW },
  promotionalCodes: { points: 3, windowSeconds: WINDOW },
  reservationCreates: { points: 3, windowSeconds: WINDOW },
  officeKeyFailures: { points: 2, windowSeconds: WINDOW },
  signInFailures: { points: 3, windowSeconds: WINDOW },
  accountSignInFailures: { points: 3, windowSeconds: WINDOW },
  recoveryAttempts: { points: 3, windowSeconds: WINDOW },
  contactMessages: { points: 2, windowSeconds: WINDOW },
  ticketResends: { points: 2, windowSeconds: WINDOW },
  // Every lookup (decision 063): far above the failed ones, so the cases below reach their own limits.
  lookups: { points: 1_000, windowSeconds: WINDOW },
  proofCodes: { points: 2, windowSeconds: WINDOW },
};
const testConfig: Partial<ServerConfig> = { rateLimits: limits, officeApiKey: OFFICE_KEY };

const TOO_MANY = {
  es: 'Demasiados intentos. Espera un momento y vuelve a intentarlo',
  en: 'Too many attempts. Please wait a moment and try again',
};

type App = TestApp['app'];
interface Ask {
  method?: string;
  body?: unknown;
  lang?: string;
  headers?: Record<string, string>;
}

let clients = 0;
/** A fresh client address per call site, so tests sharing an app never share a count. */
const newClient = () => `198.51.100.${++clients}`;

/** A request from `address`, as @hono/node-server hands it to the app (the socket's remote address). */
async function ask(app: App, address: string | null, path: string, init: Ask = {}) {
  // A state-changing call comes from the site's own page, with its CSRF pair (decision 017).
  const headers: Record<string, string> = { ...((init.method ?? 'GET') === 'GET' ? {} : sameOriginHeaders()), ...init.headers };
  if (init.lang) headers.lang = init.lang;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const env = address === null ? undefined : { incoming: { socket: { remoteAddress: address } } };
  const res = await app.request(`/api/websale${path}`, { method: init.method ?? 'GET', headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) }, env);
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as EnvelopeBody };
}

const unknownLookup = (app: App, address: string | null, lang?: string) => ask(app, address, '/reservation?code=QQQQQQ', { lang });
const promotion = (app: App, address: string) => ask(app, address, '/reservation/promotional_code?promotional_code=GUESS1');
const office = (app: App, address: string, key: string) => ask(app, address, '/office/pend/pay', { method: 'POST', body: { code: 'QQQQQQ' }, headers: { 'x-api-key': key } });

function expectRefused(answer: Awaited<ReturnType<typeof ask>>, lang: 'es' | 'en' = 'es') {
  expect(answer.status).toBe(429);
  expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1);
  expect(Number(answer.retryAfter)).toBeLessThanOrEqual(WINDOW);
  expect(answer.body).toEqual({
    http: { code: 429, status: 'error' },
    content: { data: null, errors: [{ code: 'too_many_requests', message: TOO_MANY[lang] }] },
  });
}

describe.each(engines)('rate limits on $name', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(engine, TEST_NOW, testConfig);
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refuses failed code lookups of any kind past the limit, in the asker’s language, and only for that client', async () => {
    const client = newClient();
    expect((await unknownLookup(t.app, client)).status).toBe(404);
    expect((await ask(t.app, client, '/reservation/pdf?code=QQQQQQ')).status).toBe(404);
    expect((await ask(t.app, client, '/reservation/confirm', { method: 'POST', body: { code: 'QQQQQQ' } })).status).toBe(404);
    expectRefused(await unknownLookup(t.app, client));
    expectRefused(await ask(t.app, client, '/reservation/html?code=QQQQQQ', { lang: 'en' }), 'en');
    expectRefused(await ask(t.app, client, '/reservation/pdf?code=QQQQQQ'));
    // Another client is not blocked by the first one's failures.
    expect((await unknownLookup(t.app, newClient())).status).toBe(404);
  });

  it('counts a tour ticket looked up by code and surname against the same lookup limit', async () => {
    const client = newClient();
    const env = { incoming: { socket: { remoteAddress: client } } };
    const tourLookup = async () => (await t.app.request('/api/tours/tour/sale/ticket?code=TQQQQQQ&last_name=Nadie', {}, env)).status;
    expect((await unknownLookup(t.app, client)).status).toBe(404);
    expect(await tourLookup()).toBe(404);
    expect(await tourLookup()).toBe(404);
    expect(await tourLookup()).toBe(429);
    expectRefused(await unknownLookup(t.app, client));
  });

  it('does not count lookups that find their reservation, nor the booking steps of one’s own reservation', async () => {
    const code = (await create(t, searchBody())).payload!.code;
    const client = newClient();
    // The owner's lookups carry the flow token create answered (decision 019).
    const headers = { 'x-flow-token': flowTokenOf(code) ?? '' };
    for (let i = 0; i < 5; i += 1) expect((await ask(t.app, client, `/reservation?code=${code}`, { headers })).status).toBe(200);
    for (let i = 0; i < 5; i += 1) expect((await ask(t.app, client, `/reservation/schedules?code=${code}&direction=departure&date=2026-03-20`, { headers })).status).toBe(200);
    for (let i = 0; i < 3; i += 1) expect((await unknownLookup(t.app, client)).status).toBe(404);
    expectRefused(await unknownLookup(t.app, client));
    // Once refused, even a lookup by surname that would succeed waits: the limit is checked before the handler.
    expectRefused(await ask(t.app, client, `/reservation?code=${code}&last_name=Prueba`));
    // The owner's own flow is never refused (decision 080): a guesser behind the same address cannot stop it.
    expect((await ask(t.app, client, `/reservation?code=${code}`, { headers })).status).toBe(200);
    expect((await ask(t.app, client, '/reservation/confirm', { method: 'POST', body: { code }, headers })).status).not.toBe(429);
  });

  it('neither counts nor refuses a lookup whose only credential is a flow token, right or wrong (decision 080)', async () => {
    const client = newClient();
    const wrong = { 'x-flow-token': 'a-guessed-flow-token-that-opens-nothing' };
    for (let i = 0; i < 5; i += 1) {
      expect((await ask(t.app, client, '/reservation?code=QQQQQQ', { headers: wrong })).status).toBe(404);
      expect((await ask(t.app, client, '/reservation/pdf?code=QQQQQQ', { headers: wrong })).status).toBe(404);
      expect((await ask(t.app, client, '/reservation/confirm', { method: 'POST', body: { code: 'QQQQQQ' }, headers: wrong })).status).toBe(404);
    }
    // None of the fifteen used up the client's count: three guesses without the token still answer.
    for (let i = 0; i < 3; i += 1) expect((await unknownLookup(t.app, client)).status).toBe(404);
    expectRefused(await unknownLookup(t.app, client));
    // The header is no way around the limit: with a surname or a link token beside it, the lookup counts.
    expectRefused(await ask(t.app, client, '/reservation?code=QQQQQQ&last_name=Nadie', { headers: wrong }));
    expectRefused(await ask(t.app, client, '/reservation/html?code=QQQQQQ&token=not-a-link-token', { headers: wrong }));
  });

  it('lets no more than the limit through when the guesses come all at once', async () => {
    const client = newClient();
    const answers = await Promise.all(Array.from({ length: 10 }, () => unknownLookup(t.app, client)));
    expect(answers.filter((a) => a.status === 404)).toHaveLength(limits.lookupFailures.points);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(10 - limits.lookupFailures.points);
  });

  it('limits promotional-code checks, whatever their answer, per client', async () => {
    const client = newClient();
    for (let i = 0; i < 3; i += 1) expect((await promotion(t.app, client)).status).not.toBe(429);
    expectRefused(await promotion(t.app, client));
    expect((await promotion(t.app, newClient())).status).not.toBe(429);
  });

  it('limits reservation creates per client, and a refused create stores nothing', async () => {
    const client = newClient();
    for (let i = 0; i < 3; i += 1) expect((await ask(t.app, client, '/reservation/create', { method: 'POST', body: searchBody() })).status).toBe(200);
    const before = await storedRows(t);
    expectRefused(await ask(t.app, client, '/reservation/create', { method: 'POST', body: searchBody(), lang: 'en' }), 'en');
    expect(await storedRows(t)).toEqual(before);
    expect((await ask(t.app, newClient(), '/reservation/create', { method: 'POST', body: searchBody() })).status).toBe(200);
  });

  it('limits wrong office keys; the right key does not count, and once refused even the right key waits', async () => {
    const client = newClient();
    for (let i = 0; i < 4; i += 1) expect((await office(t.app, client, OFFICE_KEY)).status).toBe(404);
    expect((await office(t.app, client, 'wrong-1')).status).toBe(401);
    expect((await office(t.app, client, 'wrong-2')).status).toBe(401);
    expectRefused(await office(t.app, client, 'wrong-3'));
    expectRefused(await office(t.app, client, OFFICE_KEY));
    expect((await office(t.app, newClient(), 'wrong-1')).status).toBe(401);
  });

  it('lets the client in again once its window has passed, with Retry-After the whole window at first', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const client = newClient();
    for (let i = 0; i < 3; i += 1) await unknownLookup(t.app, client);
    const refused = await unknownLookup(t.app, client);
    expectRefused(refused);
    expect(refused.retryAfter).toBe(String(WINDOW));
    vi.setSystemTime(Date.now() + (WINDOW - 1) * 1000);
    expect((await unknownLookup(t.app, client)).retryAfter).toBe('1');
    vi.setSystemTime(Date.now() + 1001);
    expect((await unknownLookup(t.app, client)).status).toBe(404);
  });

  it('tells clients apart by address: X-Forwarded-For is ignored unless proxies are trusted', async () => {
    const client = newClient();
    for (let i = 0; i < 3; i += 1) await ask(t.app, client, '/reservation?code=QQQQQQ', { headers: { 'x-forwarded-for': `203.0.113.${i}` } });
    expectRefused(await ask(t.app, client, '/reservation?code=QQQQQQ', { headers: { 'x-forwarded-for': '203.0.113.99' } }));
  });

  it('counts a whole IPv6 /64 as one client, and an IPv4-mapped address as its IPv4 address', async () => {
    for (let i = 1; i <= 3; i += 1) await unknownLookup(t.app, `2001:db8:7:1::${i}`);
    expectRefused(await unknownLookup(t.app, '2001:db8:7:1:ffff:1:2:3'));
    expect((await unknownLookup(t.app, '2001:db8:7:2::1')).status).toBe(404);
    const v4 = newClient();
    for (let i = 0; i < 3; i += 1) await unknownLookup(t.app, v4);
    expectRefused(await unknownLookup(t.app, `::ffff:${v4}`));
  });

  it('counts the requests whose address is unknown under one key of their own, apart from the others', async () => {
    for (let i = 0; i < 3; i += 1) expect((await unknownLookup(t.app, null)).status).toBe(404);
    expectRefused(await unknownLookup(t.app, null));
    expect((await unknownLookup(t.app, newClient())).status).toBe(404);
  });
});

describe.each(engines)('rate limits behind a trusted proxy on $name', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(engine, TEST_NOW, { ...testConfig, trustProxy: 1 });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('takes the client from the entry the proxy added, so a forged entry before it changes nothing', async () => {
    const proxy = newClient();
    const lookup = (forwarded: string) => ask(t.app, proxy, '/reservation?code=QQQQQQ', { headers: { 'x-forwarded-for': forwarded } });
    for (let i = 0; i < 3; i += 1) expect((await lookup(`10.9.9.${i}, 203.0.113.50`)).status).toBe(404);
    expectRefused(await lookup('10.9.9.77, 203.0.113.50'));
    // Another traveller behind the same proxy is another client.
    expect((await lookup('203.0.113.51')).status).toBe(404);
  });
});

// The replica case: two servers, each with its own pool, on one PostgreSQL database share the counts.
describe.each(engines.filter((engine) => engine.name === 'postgresql'))('rate limits shared by replicas on $name', (engine) => {
  let store: TestStore;
  const opened: OpenedDatabase[] = [];
  const replicas: App[] = [];
  beforeAll(async () => {
    store = await engine.createStore();
    for (let i = 0; i < 2; i += 1) {
      const clock = createFixedClock(TEST_NOW);
      const database = await openDatabase({ ...store.options, clock });
      opened.push(database);
      const config = { ...defaultServerConfig, ...testConfig };
      replicas.push(createApp({ db: database.db, clock, config, rateLimits: await openRateLimits(config.rateLimits, database.pool) }));
    }
  });
  afterAll(async () => {
    for (const database of opened) await database.close();
    await store?.dispose();
  });

  it('refuses on one replica the client that failed on the other, from the counts in the rate_limits table', async () => {
    const [first, second] = replicas as [App, App];
    const client = newClient();
    expect((await unknownLookup(first, client)).status).toBe(404);
    expect((await unknownLookup(second, client)).status).toBe(404);
    expect((await unknownLookup(first, client)).status).toBe(404);
    expectRefused(await unknownLookup(second, client));
    const stored = await opened[0]!.pool!.query('select key, points from rate_limits where key = $1', [`lookup:${client}`]);
    expect(stored.rows).toEqual([{ key: `lookup:${client}`, points: 4 }]);
  });
});
