import { connect } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeBase64Utf8 } from '../../domain/base64';
import { errorCatalogue } from '../../domain/errors/catalogue.gen';
import { startHttpServer } from '../../server/http/http-server';
import { maxWrappedChars } from '../../server/http/request-limits';
import { defaultRequestLimits } from '../../server/platform/config';
import { engines, openTestApp, TEST_CSRF_TOKEN, type EnvelopeBody, type TestApp } from './support/engines';
import { searchBody } from './support/websale';

// Decision 016, through a real HTTP server: what Node's parser refuses never reaches Hono, so these requests
// are written byte by byte on a socket.
const limits = defaultRequestLimits;
// A script's CSRF pair (decision 017): without it a POST is refused before its size is even looked at.
const csrf = { cookie: `csrf_token=${TEST_CSRF_TOKEN}`, 'x-csrf-token': TEST_CSRF_TOKEN };

interface RawAnswer {
  status: number;
  headers: string;
  body: EnvelopeBody;
}

/**
 * Writes `head` (and `body` parts) on a fresh connection and resolves with the first complete response,
 * whether or not the server read everything sent (an oversized body is refused before its end).
 */
function raw(port: number, head: string, parts: Array<string | Buffer> = []): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = Buffer.alloc(0);
    socket.on('error', () => undefined); // writing the rest of a refused body may hit a closed socket
    socket.on('data', (chunk) => {
      received = Buffer.concat([received, chunk]);
      const text = received.toString('utf8');
      const end = text.indexOf('\r\n\r\n');
      if (end < 0) return;
      const headers = text.slice(0, end);
      const length = Number(/content-length: (\d+)/i.exec(headers)?.[1] ?? NaN);
      const body = received.subarray(Buffer.byteLength(text.slice(0, end + 4)));
      if (body.length < length) return;
      socket.destroy();
      resolve({ status: Number(headers.split(' ')[1]), headers, body: JSON.parse(body.subarray(0, length).toString('utf8')) as EnvelopeBody });
    });
    socket.on('close', () => reject(new Error(`closed without a complete response: ${received.toString('latin1').slice(0, 200)}`)));
    socket.write(head);
    for (const part of parts) socket.write(part);
  });
}

const requestHead = (method: string, path: string, headers: Record<string, string | number> = {}) =>
  `${method} ${path} HTTP/1.1\r\nHost: localhost\r\n${Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('')}\r\n`;

function expectRefusal(answer: RawAnswer, status: number, service: keyof typeof errorCatalogue, code: 'payload_too_large' | 'uri_too_long' | 'headers_too_large', lang: 'es' | 'en', field?: string) {
  expect(answer.status).toBe(status);
  expect(answer.body).toEqual({
    http: { code: status, status: 'error' },
    content: { data: null, errors: [{ code, message: errorCatalogue[service][code][lang], ...(field ? { field } : {}) }] },
  });
}

/** A JSON text of exactly `bytes` bytes: the search body followed by spaces. */
function padded(value: unknown, bytes: number): string {
  const text = JSON.stringify(value);
  return text + ' '.repeat(bytes - Buffer.byteLength(text));
}

describe.each(engines)('request limits through a real HTTP server ($name)', (engine) => {
  let t: TestApp;
  let server: Server;
  let port: number;
  beforeAll(async () => {
    t = await openTestApp(engine);
    ({ server, port } = await startHttpServer({ fetch: t.app.fetch, port: 0, limits }));
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await t?.close();
  });

  const create = (body: string, lang = 'es') =>
    fetch(`http://127.0.0.1:${port}/api/websale/reservation/create`, { method: 'POST', body, headers: { 'content-type': 'application/json', lang, ...csrf } });

  it('refuses a 64 MB body announced by Content-Length as soon as its headers arrive, in Spanish and English', async () => {
    for (const lang of ['es', 'en'] as const) {
      // Only 1 MB of the announced 64 MB is ever sent: the answer cannot come from reading the body.
      const head = requestHead('POST', '/api/websale/reservation/create', { 'content-type': 'application/json', 'content-length': 64 * 1024 * 1024, lang, ...csrf });
      const answer = await raw(port, head, [Buffer.alloc(1024 * 1024, 0x20)]);
      expectRefusal(answer, 413, 'websale', 'payload_too_large', lang);
    }
  });

  it('refuses a chunked body once it passes the limit, without waiting for its end', async () => {
    const head = requestHead('POST', '/api/tours/reservation/create', { 'content-type': 'application/json', 'transfer-encoding': 'chunked', lang: 'en', ...csrf });
    const chunk = Buffer.alloc(32 * 1024, 0x20);
    // Eight chunks (256 KB) and no terminating chunk: the stream never ends.
    const parts = Array.from({ length: 8 }, () => Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]));
    expectRefusal(await raw(port, head, parts), 413, 'tours', 'payload_too_large', 'en');
  });

  it('takes a JSON body of exactly the limit, plain or wrapped as base64 data, and refuses one byte more', async () => {
    const plain = await create(padded(searchBody(), limits.maxBodyBytes));
    expect(plain.status).toBe(200);
    const data = encodeBase64Utf8(padded(searchBody(), limits.maxBodyBytes));
    expect(data.length).toBe(maxWrappedChars(limits.maxBodyBytes));
    expect((await create(JSON.stringify({ data }))).status).toBe(200);

    const over = await create(padded(searchBody(), limits.maxBodyBytes + 1), 'en');
    expect(over.status).toBe(413);
    expect(((await over.json()) as EnvelopeBody).content.errors).toEqual([{ code: 'payload_too_large', message: errorCatalogue.websale.payload_too_large.en }]);
  });

  it('refuses a base64 data above the limit by its length, before decoding it', async () => {
    // Not base64 at all: a decoder would answer 400 invalid_request; the size check answers first.
    const data = '!'.repeat(maxWrappedChars(limits.maxBodyBytes) + 4);
    for (const lang of ['es', 'en'] as const) {
      const res = await create(JSON.stringify({ data }), lang);
      expect(res.status).toBe(413);
      expect(((await res.json()) as EnvelopeBody).content.errors).toEqual([{ code: 'payload_too_large', message: errorCatalogue.websale.payload_too_large[lang], field: 'data' }]);
    }
  });

  it('answers a URL over the limit with 414, whether the app or Node refuses it', async () => {
    for (const lang of ['es', 'en'] as const) {
      // Just over the app's limit: Hono sees it.
      const byApp = await raw(port, requestHead('GET', `/api/websale/origins?q=${'a'.repeat(limits.maxUrlBytes)}`, { lang }));
      expectRefusal(byApp, 414, 'websale', 'uri_too_long', lang);
      // Over Node's header size (25 KiB with these limits): its parser refuses it before Hono.
      const byNode = await raw(port, requestHead('GET', `/api/loyalty/${'a'.repeat(30 * 1024)}`, { lang }));
      expectRefusal(byNode, 414, 'loyalty', 'uri_too_long', lang);
    }
    // A request line longer than what Node reads at once: the headers after it are never seen, so the
    // answer takes the default language.
    const huge = await raw(port, requestHead('GET', `/api/loyalty/${'a'.repeat(256 * 1024)}`, { lang: 'en' }));
    expectRefusal(huge, 414, 'loyalty', 'uri_too_long', 'es');
  });

  it('answers headers over the limit with 431, whether the app or Node refuses them', async () => {
    for (const lang of ['es', 'en'] as const) {
      const byApp = await raw(port, requestHead('GET', '/api/websale/origins', { lang, 'x-filler': 'a'.repeat(limits.maxHeaderBytes) }));
      expectRefusal(byApp, 431, 'websale', 'headers_too_large', lang);
      const byNode = await raw(port, requestHead('GET', '/api/itinerary/anything', { lang, cookie: 'a'.repeat(30 * 1024) }));
      expectRefusal(byNode, 431, 'itinerary', 'headers_too_large', lang);
    }
  });

  it('answers a request Node cannot parse with the 400 envelope', async () => {
    const answer = await raw(port, 'GET /api/websale/origins HTTP/1.1\r\nHost: localhost\r\nlang: en\r\nbad header\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(answer.body.content.errors).toEqual([{ code: 'invalid_request', message: errorCatalogue.websale.invalid_request.en }]);
  });
});
