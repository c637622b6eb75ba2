import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { configFromEnv } from '../../server/platform/config-from-env';
import { engines, openTestApp, TEST_CSRF_TOKEN, type TestApp } from './support/engines';
import { searchBody } from './support/websale';

// What a proxy in front says (X-Forwarded-Host, -Proto, -For) is believed only with TRUST_PROXY, and then
// only the entry the trusted proxy wrote: without it those headers are whatever the client wrote. The host
// decides the CSRF origin check (decision 017), the scheme the cookie's Secure flag, the address the rate
// limits (decision 018). It does not depend on the database engine.

const token = { cookie: `csrf_token=${TEST_CSRF_TOKEN}`, 'x-csrf-token': TEST_CSRF_TOKEN };
const secureCookie = (res: Response) => /; Secure/.test(res.headers.get('set-cookie') ?? '');

describe('TRUST_PROXY', () => {
  let t: TestApp;
  let direct: TestApp['app'];
  let proxied: TestApp['app'];
  beforeAll(async () => {
    t = await openTestApp(engines[0]!);
    const app = (env: Record<string, string>) => createApp({ db: t.database.db, clock: t.clock, config: configFromEnv({ LOG_REQUESTS: '0', ...env }) });
    direct = app({});
    proxied = app({ TRUST_PROXY: '1' });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A reservation create from a page at `origin`, sent to the server as http://localhost with these forwarded headers. */
  const create = (app: TestApp['app'], origin: string, headers: Record<string, string>) =>
    app.request('/api/websale/reservation/create', { method: 'POST', headers: { 'content-type': 'application/json', origin, ...token, ...headers }, body: JSON.stringify(searchBody()) });
  const refusal = async (res: Response) => ((await res.json()) as { content: { errors: Array<{ code: string }> } }).content.errors.map((e) => e.code);

  it('without it, believes no X-Forwarded-Host: a page of another site naming itself there is refused', async () => {
    const forged = await create(direct, 'https://evil.example', { 'x-forwarded-host': 'evil.example' });
    expect([forged.status, await refusal(forged)]).toEqual([403, ['cross_site_request']]);
    // The host the request itself names is the site's own.
    expect((await create(direct, 'http://localhost', { 'x-forwarded-host': 'evil.example' })).status).toBe(200);
  });

  it('with it, takes the public host from the trusted proxy, and only the entry that proxy wrote', async () => {
    expect((await create(proxied, 'https://boletos.example.mx', { 'x-forwarded-host': 'boletos.example.mx' })).status).toBe(200);
    // A client's own entry stands left of the proxy's, and is not the host.
    const forged = await create(proxied, 'https://evil.example', { 'x-forwarded-host': 'evil.example, boletos.example.mx' });
    expect([forged.status, await refusal(forged)]).toEqual([403, ['cross_site_request']]);
    expect((await create(proxied, 'https://boletos.example.mx', { 'x-forwarded-host': 'evil.example, boletos.example.mx' })).status).toBe(200);
  });

  it('marks the CSRF cookie Secure from X-Forwarded-Proto only through a trusted proxy', async () => {
    expect(secureCookie(await direct.request('/api/health', { headers: { 'x-forwarded-proto': 'https' } }))).toBe(false);
    expect(secureCookie(await proxied.request('/api/health', { headers: { 'x-forwarded-proto': 'https' } }))).toBe(true);
    expect(secureCookie(await proxied.request('/api/health', { headers: { 'x-forwarded-proto': 'https, http' } }))).toBe(false);
    expect(secureCookie(await direct.request('https://boletos.example.mx/api/health'))).toBe(true);
  });

  it('counts clients by X-Forwarded-For only through a trusted proxy', async () => {
    const lookup = (app: TestApp['app'], forwardedFor: string) =>
      app.request('/api/websale/reservation?code=QQQQQQ', { headers: { 'x-forwarded-for': forwardedFor } }, { incoming: { socket: { remoteAddress: '192.0.2.10' } } });
    const limit = configFromEnv({}).rateLimits.lookupFailures.points;
    for (let i = 0; i < limit; i += 1) expect((await lookup(direct, `198.51.100.${i}`)).status).toBe(404);
    // Without TRUST_PROXY every one of them was the socket's address: the next is refused, whatever it forwards.
    expect((await lookup(direct, '198.51.100.200')).status).toBe(429);
    // Through a trusted proxy each forwarded address is a client of its own: one more than the limit all answered.
    for (let i = 0; i <= limit; i += 1) expect((await lookup(proxied, `198.51.100.${i}`)).status).toBe(404);
  });
});
