import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectMatchesContract } from './support/contract';
import { call, engines, openTestApp, TEST_CSRF_TOKEN, TEST_NOW, type TestApp } from './support/engines';
import { searchBody, storedRows } from './support/websale';

// Decision 017: a state-changing /api call needs a same-site origin, the csrf_token cookie echoed in
// x-csrf-token, and a JSON body. Every refusal is the service's envelope, in Spanish and English, and
// stores nothing.

const OTHER_TOKEN = 'another-csrf-token-0123456789-abcdefghijklm';
const page = { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' };
const tokenPair = (cookie: string, header: string) => ({ cookie: `csrf_token=${cookie}`, 'x-csrf-token': header });
const json = { 'content-type': 'application/json' };

const messages = {
  csrf_token_invalid: {
    es: 'La sesión de la página expiró. Recarga la página e inténtalo de nuevo',
    en: 'The page session has expired. Reload the page and try again',
  },
  cross_site_request: { es: 'Solicitud de otro sitio rechazada', en: 'Request from another site refused' },
  unsupported_media_type: { es: 'Tipo de contenido no admitido; envía JSON', en: 'Unsupported content type; send JSON' },
} as const;

describe.each(engines)('CSRF refusals on $name', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(engine);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Creates a reservation with exactly these headers; checks the refusal and that nothing was stored. */
  async function refused(headers: Record<string, string>, status: number, code: keyof typeof messages, body: string = JSON.stringify(searchBody())) {
    const before = await storedRows(t);
    for (const lang of ['es', 'en'] as const) {
      const res = await t.app.request('/api/websale/reservation/create', { method: 'POST', headers: { ...headers, lang }, body });
      const envelope = (await res.json()) as Parameters<typeof expectMatchesContract>[3];
      expect(res.status).toBe(status);
      expectMatchesContract('websale', 'createReservation', status, envelope);
      expect(envelope).toEqual({ http: { code: status, status: 'error' }, content: { data: null, errors: [{ code, message: messages[code][lang] }] } });
    }
    expect(await storedRows(t)).toEqual(before);
  }

  it('accepts the page: same origin, the cookie echoed in the header, JSON', async () => {
    const res = await call(t.app, '/api/websale/reservation/create', { method: 'POST', body: searchBody() });
    expect(res.status).toBe(200);
  });

  it('refuses a missing token with 403 csrf_token_invalid', async () => {
    await refused({ ...page, ...json }, 403, 'csrf_token_invalid');
    await refused({ ...page, ...json, cookie: `csrf_token=${TEST_CSRF_TOKEN}` }, 403, 'csrf_token_invalid');
    await refused({ ...page, ...json, 'x-csrf-token': TEST_CSRF_TOKEN }, 403, 'csrf_token_invalid');
  });

  it('refuses a wrong token with 403 csrf_token_invalid', async () => {
    await refused({ ...page, ...json, ...tokenPair(TEST_CSRF_TOKEN, OTHER_TOKEN) }, 403, 'csrf_token_invalid');
    // Equal but not a token the server could have issued.
    await refused({ ...page, ...json, ...tokenPair('guess', 'guess') }, 403, 'csrf_token_invalid');
  });

  it('refuses a cross-site request with 403 cross_site_request, even with a valid token pair', async () => {
    const valid = { ...json, ...tokenPair(TEST_CSRF_TOKEN, TEST_CSRF_TOKEN) };
    await refused({ ...valid, origin: 'https://evil.example' }, 403, 'cross_site_request');
    await refused({ ...valid, origin: 'http://localhost.evil.example' }, 403, 'cross_site_request');
    await refused({ ...valid, origin: 'null' }, 403, 'cross_site_request');
    await refused({ ...valid, 'sec-fetch-site': 'cross-site' }, 403, 'cross_site_request');
  });

  it('refuses a body that is not JSON with 415 unsupported_media_type', async () => {
    const valid = { ...page, ...tokenPair(TEST_CSRF_TOKEN, TEST_CSRF_TOKEN) };
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/jsonp']) {
      await refused({ ...valid, 'content-type': type }, 415, 'unsupported_media_type');
    }
    await refused(valid, 415, 'unsupported_media_type');
    await refused(valid, 415, 'unsupported_media_type', '');
  });

  it('refuses before the body is read', async () => {
    // A body that fails when read: a handler reading it would answer 400, not the guard's refusal.
    const unreadable = () => new ReadableStream({ pull: (controller) => controller.error(new Error('body was read')) });
    const post = (headers: Record<string, string>) =>
      t.app.request('/api/websale/reservation/create', { method: 'POST', headers, body: unreadable(), duplex: 'half' } as RequestInit);
    expect((await post({ ...page, ...json })).status).toBe(403);
    expect((await post({ ...page, ...tokenPair(TEST_CSRF_TOKEN, TEST_CSRF_TOKEN), 'content-type': 'text/plain' })).status).toBe(415);
    expect((await post({ ...page, ...json, ...tokenPair(TEST_CSRF_TOKEN, TEST_CSRF_TOKEN) })).status).toBe(400);
  });

  it('accepts JSON with a charset', async () => {
    const res = await call(t.app, '/api/websale/reservation/create', { method: 'POST', body: searchBody(), headers: { 'content-type': 'application/json; charset=utf-8' } });
    expect(res.status).toBe(200);
  });
  // The host a proxy forwards (X-Forwarded-Host, believed only with TRUST_PROXY): tests/server/trust-proxy.test.ts.

  it('guards every state-changing method and every service, with that service\'s catalogue', async () => {
    const attempts: Array<[string, string, string]> = [
      ['DELETE', '/api/websale/reservation', 'websale'],
      ['PATCH', '/api/websale/reservation', 'websale'],
      ['POST', '/api/loyalty/site/account/login', 'loyalty'],
      ['PUT', '/api/tours/tour/sale/checkout', 'tours'],
      ['POST', '/api/invoicing-v2/reservation/generate/ABC123', 'invoicing-v2'],
      ['POST', '/api/itinerary/reservation/1/change_schedule', 'itinerary'],
    ];
    for (const [method, path] of attempts) {
      const res = await call(t.app, path, { method, csrf: false, body: { code: 'ABC123' }, headers: page, lang: 'en' });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.content.errors).toEqual([{ code: 'csrf_token_invalid', message: messages.csrf_token_invalid.en }]);
    }
    const loyalty = await call(t.app, '/api/loyalty/site/account/login', { method: 'POST', csrf: false, body: {}, headers: page });
    expectMatchesContract('loyalty', 'login', 403, loyalty.body);
  });

  it('lets an operation without a body be called without one, and no other way', async () => {
    // tours checkTourReservation takes no body in its contract: past the checks, an unknown booking is 404.
    const none = await t.app.request('/api/tours/tour/check/reservation?booking_id=unknown-booking', { method: 'POST', headers: { ...page, ...tokenPair(TEST_CSRF_TOKEN, TEST_CSRF_TOKEN) } });
    expect(none.status).toBe(404);
    const form = await call(t.app, '/api/tours/tour/check/reservation?booking_id=unknown-booking', { method: 'POST', headers: { 'content-type': 'text/plain' } });
    expect(form.status).toBe(415);
  });

  it('leaves reads alone, whatever their origin', async () => {
    const res = await call(t.app, '/api/websale/reservation/origins', { csrf: false, headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } });
    expect(res.status).toBe(200);
  });
});

describe.each(engines)('CSRF for clients that are not this site\'s page, on $name', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(engine, TEST_NOW, { corsOrigins: ['https://www.example.mx'], acceptedTokens: ['token-a'], officeApiKey: 'office-key-1' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const create = (headers: Record<string, string>) => call(t.app, '/api/websale/reservation/create', { method: 'POST', csrf: false, body: searchBody(), headers });

  it('answers the preflight of a configured origin, and its calls without a cookie', async () => {
    const preflight = await t.app.request('/api/websale/reservation/create', {
      method: 'OPTIONS',
      headers: { origin: 'https://www.example.mx', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,lang,authorization,reference,token' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://www.example.mx');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type,lang,authorization,reference,token');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();

    const res = await create({ origin: 'https://www.example.mx', 'sec-fetch-site': 'cross-site' });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('https://www.example.mx');
  });

  it('gives another origin no CORS answer and refuses its calls', async () => {
    const preflight = await t.app.request('/api/websale/reservation/create', {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const res = await create({ origin: 'https://evil.example', authorization: 'token-a' });
    expect(res.status).toBe(403);
    expect(res.body.content.errors[0]?.code).toBe('cross_site_request');
  });

  it('lets a server-to-server call with a configured authorization token or office key through without a cookie', async () => {
    expect((await create({ authorization: 'token-a' })).status).toBe(200);
    const other = await create({ authorization: 'token-b' });
    expect(other.status).toBe(403);
    expect(other.body.content.errors[0]?.code).toBe('csrf_token_invalid');

    const office = (key: string) => call(t.app, '/api/websale/office/pend/pay', { method: 'POST', csrf: false, body: { code: 'ZZZZZZ' }, headers: { 'x-api-key': key } });
    // Past the CSRF guard: the office operation itself answers (no such reservation).
    expect((await office('office-key-1')).status).toBe(404);
    expect((await office('office-key-2')).body.content.errors[0]?.code).toBe('csrf_token_invalid');
  });
});
