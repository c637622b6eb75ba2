import http from 'node:http';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startHttpServer } from '../../server/http/http-server';
import { defaultRequestLimits } from '../../server/platform/config';
import { engines, openTestApp, TEST_CSRF_TOKEN, type TestApp } from './support/engines';
import { searchBody, storedRows } from './support/websale';

// Decision 078 through the real HTTP server on PostgreSQL: a traveller who gives up while the server is busy (here:
// every connection of the pool taken) closes the connection, and the request stops before it creates anything; the
// traveller who waits is served. PGlite runs in-process, one query at a time, with no pool to wait for.
const postgres = engines.find((e) => e.name === 'postgresql');
const title = postgres ? 'requests of clients gone, on PostgreSQL' : 'requests of clients gone (skipped: needs TEST_DATABASE_URL; CI sets it when PostgreSQL answers)';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** POST /api/websale/reservation/create as the site's page sends it; `signal` closes the connection when aborted. */
function createOverHttp(port: number, signal?: AbortSignal): Promise<number> {
  const body = JSON.stringify(searchBody());
  return new Promise((resolve, reject) => {
    const headers = { 'content-type': 'application/json', cookie: `csrf_token=${TEST_CSRF_TOKEN}`, 'x-csrf-token': TEST_CSRF_TOKEN, lang: 'en' };
    const req = http.request({ host: '127.0.0.1', port, path: '/api/websale/reservation/create', method: 'POST', headers, ...(signal ? { signal } : {}) }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe.skipIf(!postgres)(title, () => {
  let t: TestApp;
  let server: Server | undefined;
  let port: number;
  beforeAll(async () => {
    // One connection in the pool, so that a request waits for it while the test holds it.
    if (postgres) t = await openTestApp(postgres, undefined, { logRequests: false }, 1);
    ({ server, port } = await startHttpServer({ fetch: t.app.fetch, port: 0, limits: defaultRequestLimits }));
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await t?.close();
  });

  it('creates nothing for a traveller who left while the request waited, and serves the one who stayed', async () => {
    const before = await storedRows(t);
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const busy = await t.database.pool!.connect();
    const leaving = new AbortController();
    const left = createOverHttp(port, leaving.signal).catch((error: Error) => error.name);
    await sleep(300);
    leaving.abort();
    await expect(left).resolves.toBe('AbortError');
    // The server notices the closed connection, then the connection it waited for is free.
    await sleep(100);
    busy.release();
    // The pool serves its waiters in order: once the traveller who stayed has an answer, the one who left was handled.
    expect(await createOverHttp(port)).toBe(200);
    const after = await storedRows(t);
    expect(after.reservations - before.reservations).toBe(1);
    // The operators see it, as a warning rather than an error of the server's.
    const lines = warnings.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);
    warnings.mockRestore();
    expect(lines).toContainEqual(expect.objectContaining({ event: 'client_gone', route: '/api/websale/reservation/create', status: 499 }));
  });
});
