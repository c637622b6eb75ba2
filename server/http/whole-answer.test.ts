import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { compression } from './compression';
import { acceptsGzip, COMPRESS_FROM_BYTES, sendJson, sendWhole } from './whole-answer';

// The API's answers gzipped at once (decision 088), behind the same compression middleware the app runs, so nothing
// is compressed twice and the headers are what a client and a cache need.

const large = { http: { code: 200, status: 'success' }, content: { data: { rows: Array.from({ length: 60 }, (_, i) => ({ id: i, name: `Central Camionera ${i}` })) }, errors: [] } };
const small = { http: { code: 200, status: 'success' }, content: { data: { status: 'ok' }, errors: [] } };

function app() {
  const api = new Hono();
  api.use(compression());
  api.get('/large', (c) => sendJson(c, 200, large));
  api.get('/small', (c) => sendJson(c, 200, small));
  api.get('/kept', (c) => {
    c.header('Vary', 'lang');
    const bytes = new TextEncoder().encode(JSON.stringify(large));
    return sendWhole(c, 200, 'application/json', { bytes, etag: '"abc"' });
  });
  return api;
}

describe('acceptsGzip', () => {
  it('reads the qualities as hono does: named or by the wildcard, never at q=0', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.5')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0, *')).toBe(false);
    expect(acceptsGzip('br, deflate')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});

describe('an answer sent whole', () => {
  it('is gzipped for a browser, once, with its compressed length and Vary, and reads back as the plain one', async () => {
    const plain = await app().request('/large');
    const gzip = await app().request('/large', { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    const plainBytes = Buffer.from(await plain.arrayBuffer());
    const gzipBytes = Buffer.from(await gzip.arrayBuffer());
    expect(plainBytes.length).toBeGreaterThan(COMPRESS_FROM_BYTES);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(Number(plain.headers.get('content-length'))).toBe(plainBytes.length);
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(Number(gzip.headers.get('content-length'))).toBe(gzipBytes.length);
    expect(gzipBytes.length).toBeLessThan(plainBytes.length / 3);
    // Gzipped once: a second pass by the middleware would not read back as the envelope.
    expect(gunzipSync(gzipBytes).toString('utf8')).toBe(plainBytes.toString('utf8'));
    for (const answer of [plain, gzip]) {
      expect(answer.headers.get('vary')).toBe('Accept-Encoding');
      expect(answer.headers.get('content-type')).toBe('application/json');
    }
  });

  it('sends a body under 1 KB as it is, and nothing compressed to a client that refuses gzip or asks with HEAD', async () => {
    const tiny = await app().request('/small', { headers: { 'accept-encoding': 'gzip' } });
    expect(tiny.headers.get('content-encoding')).toBeNull();
    expect(JSON.parse(await tiny.text())).toEqual(small);
    expect(tiny.headers.get('vary')).toBe('Accept-Encoding');
    const refused = await app().request('/large', { headers: { 'accept-encoding': 'gzip;q=0' } });
    expect(refused.headers.get('content-encoding')).toBeNull();
    expect(JSON.parse(await refused.text())).toEqual(large);
    const head = await app().request('/large', { method: 'HEAD', headers: { 'accept-encoding': 'gzip' } });
    expect(head.headers.get('content-encoding')).toBeNull();
  });

  it("keeps the caller's Vary and makes a strong ETag weak on the gzipped copy only", async () => {
    const plain = await app().request('/kept');
    const gzip = await app().request('/kept', { headers: { 'accept-encoding': 'gzip' } });
    expect(plain.headers.get('etag')).toBe('"abc"');
    expect(gzip.headers.get('etag')).toBe('W/"abc"');
    expect(plain.headers.get('vary')).toBe('lang, Accept-Encoding');
    expect(gzip.headers.get('vary')).toBe('lang, Accept-Encoding');
  });
});
