import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mountSpa } from '../../server/static-site';
import { call, engines, openTestApp, type TestApp } from './support/engines';
import { tempSpaDist } from './support/spa-dist';
import { searchBody } from './support/websale';

// Decision 017: the csrf_token cookie is handed out with the pages and API reads of a visitor who has
// none; the page echoes it in x-csrf-token. It does not depend on the database engine.

const token = /^csrf_token=([A-Za-z0-9_-]{43}); Path=\/(; Secure)?; SameSite=Strict$/;
const issued = (res: Response) => token.exec(res.headers.get('set-cookie') ?? '');

describe('the CSRF cookie', () => {
  let dist: Awaited<ReturnType<typeof tempSpaDist>>;
  let t: TestApp;
  beforeAll(async () => {
    dist = await tempSpaDist();
    t = await openTestApp(engines[0]!);
    mountSpa(t.app, dist.dir);
  });
  afterAll(async () => {
    await t?.close();
    await dist?.remove();
  });

  it('comes with a page of the web app and with an API read, readable by the page, Secure over https', async () => {
    // An API read that is not for shared caches (the catalogue reads are: public, no-cache; see below).
    for (const path of ['/', '/reservacion/horarios', '/api/health']) {
      const res = await t.app.request(path);
      expect(res.status, path).toBe(200);
      const cookie = issued(res);
      expect(cookie, path).not.toBeNull();
      expect(cookie?.[2], path).toBeUndefined();
    }
    // A catalogue read a shared cache may keep (decision 020) must not hand one visitor's cookie to others.
    const catalogue = await t.app.request('/api/websale/reservation/origins');
    expect(catalogue.headers.get('cache-control')).toContain('public');
    expect(issued(catalogue)).toBeNull();
    const secure = await t.app.request('https://boletos.example.mx/');
    expect(issued(secure)?.[2]).toBe('; Secure');
    // Behind a proxy, X-Forwarded-Proto says https only with TRUST_PROXY: tests/server/trust-proxy.test.ts.
  });

  it('is a fresh random value each time, and not sent again to a visitor who has one', async () => {
    const first = issued(await t.app.request('/'))?.[1];
    const second = issued(await t.app.request('/'))?.[1];
    expect(first).not.toBe(second);
    const again = await t.app.request('/', { headers: { cookie: `csrf_token=${first}` } });
    expect(again.headers.get('set-cookie')).toBeNull();
    // A malformed value is replaced.
    expect(issued(await t.app.request('/', { headers: { cookie: 'csrf_token=forged' } }))).not.toBeNull();
  });

  it('is not put on answers a shared cache may keep', async () => {
    const asset = await t.app.request('/assets/index-AbC123.js');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(asset.headers.get('set-cookie')).toBeNull();
  });

  it('lets the page that echoes it create a reservation; a refusal for a missing token hands one out to retry with', async () => {
    const value = issued(await t.app.request('/'))?.[1] ?? '';
    const headers = { origin: 'http://localhost', cookie: `csrf_token=${value}`, 'x-csrf-token': value };
    const created = await call(t.app, '/api/websale/reservation/create', { method: 'POST', csrf: false, body: searchBody(), headers });
    expect(created.status).toBe(200);

    const refused = await t.app.request('/api/websale/reservation/create', {
      method: 'POST',
      headers: { origin: 'http://localhost', 'content-type': 'application/json' },
      body: JSON.stringify(searchBody()),
    });
    expect(refused.status).toBe(403);
    const handed = issued(refused)?.[1] ?? '';
    const retried = await call(t.app, '/api/websale/reservation/create', {
      method: 'POST',
      csrf: false,
      body: searchBody(),
      headers: { origin: 'http://localhost', cookie: `csrf_token=${handed}`, 'x-csrf-token': handed },
    });
    expect(retried.status).toBe(200);
  });
});
