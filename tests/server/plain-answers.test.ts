import { get, type IncomingHttpHeaders, type Server } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHttpServer } from '../../server/http/http-server';
import { defaultRequestLimits } from '../../server/platform/config';
import { engines, openTestApp, type TestApp } from './support/engines';

// Through the real HTTP server (the Node adapter, whose plain answers the middleware now keeps plain,
// server/http/compression.ts): the headers added after the handler has answered (Vary, the CSRF cookie,
// the security headers) still reach the client, with the body's length, and compression still works.

interface Answer {
  headers: IncomingHttpHeaders;
  body: Buffer;
}

const read = (port: number, path: string, headers: Record<string, string> = {}) =>
  new Promise<Answer>((resolve, reject) => {
    get({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    }).on('error', reject);
  });

describe.each(engines)('API answers over HTTP on %s', (engine) => {
  let t: TestApp;
  let server: Server | undefined;
  let port: number;
  beforeAll(async () => {
    t = await openTestApp(engine);
    ({ server, port } = await startHttpServer({ fetch: t.app.fetch, port: 0, limits: defaultRequestLimits }));
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await t?.close();
  });

  it('sends a read with its length, Vary, the security headers and a CSRF cookie for a client without one', async () => {
    const health = await read(port, '/api/health');
    expect(health.headers['transfer-encoding']).toBeUndefined();
    expect(Number(health.headers['content-length'])).toBe(health.body.length);
    expect(health.headers.vary).toBe('Accept-Encoding');
    expect(health.headers['set-cookie']?.[0]).toMatch(/^csrf_token=[A-Za-z0-9_-]{43}; Path=\/; SameSite=Strict$/);
    expect(health.headers['content-security-policy']).toContain("default-src 'self'");

    const rates = await read(port, '/api/common/rates/list_select');
    expect(rates.headers['transfer-encoding']).toBeUndefined();
    expect(Number(rates.headers['content-length'])).toBe(rates.body.length);
    expect(rates.body.length).toBeGreaterThan(1024);
    expect(rates.headers.vary).toBe('lang, Accept-Encoding');
    // A shared cache may keep it: no cookie on it.
    expect(rates.headers['set-cookie']).toBeUndefined();
    expect(JSON.parse(rates.body.toString('utf8')).http.code).toBe(200);
  });

  it('still compresses a large answer for a client that accepts gzip', async () => {
    const plain = await read(port, '/api/common/rates/list_select');
    const gzip = await read(port, '/api/common/rates/list_select', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toBe('lang, Accept-Encoding');
    expect(gunzipSync(gzip.body).toString('utf8')).toBe(plain.body.toString('utf8'));
  });
});
