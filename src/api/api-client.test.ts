import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { decodeBase64Json, encodeBase64Json } from '../../domain/base64';
import { createApiClient, type ApiClientOptions } from './api-client';
import type { testPaths } from './api-paths.test-fixture';

const ok = (data: unknown) => ({ http: { code: 200, status: 'success' }, content: { data, errors: [] } });
const bad = (code: number, errors: unknown[]) => ({ http: { code, status: 'error' }, content: { data: null, errors } });

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A fetch double that records the requests a server would receive. */
function serverDouble(respond: (request: Request) => Response | Promise<Response> = () => jsonResponse(ok([]))) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (request: Request) => {
    requests.push(request);
    return respond(request);
  });
  return { fetch, requests, last: () => requests.at(-1)! };
}

function client(options: Partial<ApiClientOptions> & Pick<ApiClientOptions, 'fetch'>) {
  return createApiClient<testPaths>({ baseUrl: 'https://api.example.mx/api/websale', ...options });
}

describe('requests', () => {
  it('appends the path and the query to the base and always sends lang: es', async () => {
    const server = serverDouble();
    await client({ fetch: server.fetch }).call('get', '/reservation/origins', { params: { query: { brand_id: 3, term: 'Vallarta' } } });
    const request = server.last();
    expect(request.method).toBe('GET');
    expect(request.url).toBe('https://api.example.mx/api/websale/reservation/origins?brand_id=3&term=Vallarta');
    expect(request.headers.get('lang')).toBe('es');
  });

  it('sends the configured service headers and omits the ones not set', async () => {
    const server = serverDouble();
    await client({ fetch: server.fetch, headers: { reference: 'web-01', authorization: 'Bearer abc', token: undefined } }).call(
      'get',
      '/reservation/origins',
    );
    const { headers } = server.last();
    expect(headers.get('reference')).toBe('web-01');
    expect(headers.get('authorization')).toBe('Bearer abc');
    expect(headers.has('token')).toBe(false);
  });

  it('reads dynamic headers at each request', async () => {
    const server = serverDouble();
    let session = 'first';
    const api = client({ fetch: server.fetch, dynamicHeaders: () => ({ session }) });
    await api.call('get', '/reservation/origins');
    session = 'second';
    await api.call('get', '/reservation/origins');
    expect(server.requests.map((r) => r.headers.get('session'))).toEqual(['first', 'second']);
  });

  it('sends a JSON body on POST together with extra query parameters', async () => {
    const server = serverDouble(() => jsonResponse(ok({ code: 'R1' })));
    await client({ fetch: server.fetch }).call('post', '/reservation/create', {
      params: { query: { brand_id: 2 } },
      body: { origin: 'PVR', destination: 'GDL' },
    });
    const request = server.last();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('https://api.example.mx/api/websale/reservation/create?brand_id=2');
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(await request.json()).toEqual({ origin: 'PVR', destination: 'GDL' });
  });

  it('fills path parameters', async () => {
    const server = serverDouble();
    await client({ fetch: server.fetch, baseUrl: 'https://adv.example.mx' }).call('get', '/tour/{booking_code}/dates', {
      params: { path: { booking_code: 'BK 7' } },
    });
    expect(server.last().url).toBe('https://adv.example.mx/tour/BK%207/dates');
  });

  it('resolves a same-origin base against the page origin', async () => {
    const server = serverDouble();
    await client({ fetch: server.fetch, baseUrl: '/api/websale', origin: 'http://localhost:3000' }).call('get', '/reservation/origins');
    expect(server.last().url).toBe('http://localhost:3000/api/websale/reservation/origins');
  });
});

describe('base64 data wrapping', () => {
  it('wraps the GET query as ?data=<base64 JSON>', async () => {
    const server = serverDouble();
    await client({ fetch: server.fetch, wrapData: true }).call('get', '/reservation/origins', { params: { query: { term: 'Peñita', brand_id: 1 } } });
    const url = new URL(server.last().url);
    expect([...url.searchParams.keys()]).toEqual(['data']);
    expect(decodeBase64Json(url.searchParams.get('data')!)).toEqual({ term: 'Peñita', brand_id: 1 });
  });

  it('sends no query at all for a GET without parameters', async () => {
    const server = serverDouble();
    await client({ fetch: server.fetch, wrapData: true }).call('get', '/reservation/origins');
    expect(server.last().url).toBe('https://api.example.mx/api/websale/reservation/origins');
  });

  it('wraps the POST body as { data: <base64 JSON> } and leaves the extra query readable', async () => {
    const server = serverDouble(() => jsonResponse(ok({ code: 'R1' })));
    const body = { origin: 'PVR', destination: 'GDL', name: 'José Ñúñez €' };
    await client({ fetch: server.fetch, wrapData: true }).call('post', '/reservation/create', { params: { query: { brand_id: 2 } }, body });
    const request = server.last();
    expect(new URL(request.url).searchParams.get('brand_id')).toBe('2');
    const sent = (await request.json()) as { data: string };
    expect(Object.keys(sent)).toEqual(['data']);
    expect(sent.data).toBe(encodeBase64Json(body));
    expect(decodeBase64Json(sent.data)).toEqual(body);
  });
});

describe('results', () => {
  it('returns the data of a 200 success envelope', async () => {
    const server = serverDouble(() => jsonResponse(ok([{ id: 1, name: 'Puerto Vallarta' }])));
    const result = await client({ fetch: server.fetch }).call('get', '/reservation/origins');
    expect(result).toEqual({ ok: true, data: [{ id: 1, name: 'Puerto Vallarta' }] });
    if (result.ok) expectTypeOf(result.data).toEqualTypeOf<{ id: number; name: string }[]>();
  });

  it('treats HTTP 200 with an error status in the envelope as a failure carrying its errors', async () => {
    const errors = [{ code: 'promotional_code_invalid', message: 'Código promocional invalido', field: 'code' }];
    const server = serverDouble(() => jsonResponse({ http: { code: 200, status: 'error' }, content: { data: null, errors } }));
    const result = await client({ fetch: server.fetch }).call('get', '/reservation/origins');
    expect(result).toEqual({ ok: false, errors, httpStatus: 200 });
  });

  it('returns the envelope errors of a 4xx response', async () => {
    const errors = [{ code: 'origin_not_found', message: 'Origen no encontrado' }];
    const server = serverDouble(() => jsonResponse(bad(404, errors), 404));
    const result = await client({ fetch: server.fetch }).call('get', '/reservation/origins');
    expect(result).toEqual({ ok: false, errors, httpStatus: 404 });
  });

  it('fails with invalid_response when the body is not an envelope', async () => {
    const server = serverDouble(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const result = await client({ fetch: server.fetch }).call('get', '/reservation/origins');
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result).not.toHaveProperty('data');
      expect(result.errors[0]?.code).toBe('invalid_response');
      expect(result.httpStatus).toBe(502);
    }
  });

  it('returns a network error when fetch rejects', async () => {
    const server = serverDouble(() => Promise.reject(new TypeError('Failed to fetch')));
    const result = await client({ fetch: server.fetch }).call('get', '/reservation/origins');
    expect(result).toEqual({ ok: false, errors: [{ code: 'network_error', message: expect.any(String) }] });
  });

  it('returns the errors a rejection carries when present', async () => {
    const errors = [{ code: 'service_unavailable', message: 'reservation service not available at the moment' }];
    const server = serverDouble(() => Promise.reject(Object.assign(new Error('rejected'), { content: { errors } })));
    const result = await client({ fetch: server.fetch }).call('get', '/reservation/origins');
    expect(result).toEqual({ ok: false, errors });
  });

  it('reports an aborted request as request_aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const server = serverDouble((request) => (request.signal.aborted ? Promise.reject(request.signal.reason) : jsonResponse(ok([]))));
    const result = await client({ fetch: server.fetch }).call('get', '/reservation/origins', { signal: controller.signal });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[0]?.code).toBe('request_aborted');
  });

  it('turns an exception thrown while building the request into an error value', async () => {
    const server = serverDouble();
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    const result = await client({ fetch: server.fetch, wrapData: true }).call('post', '/reservation/create', {
      body: { origin: 'PVR', destination: 'GDL', name: circular as unknown as string },
    });
    expect(server.requests).toHaveLength(0);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[0]?.code).toBe('unexpected_error');
  });

  it('applies the data transform only to successes', async () => {
    const server = serverDouble(() => jsonResponse(ok({ code: 'R1' })));
    const result = await client({ fetch: server.fetch, transformData: (data) => ({ wrapped: data }) }).call('post', '/reservation/create', {
      body: { origin: 'A', destination: 'B' },
    });
    expect(result).toEqual({ ok: true, data: { wrapped: { code: 'R1' } } });
  });
});

describe('typing', () => {
  it('accepts only the paths, methods and bodies of the contract', async () => {
    const server = serverDouble();
    const api = client({ fetch: server.fetch });
    // @ts-expect-error the path does not exist in the contract
    await api.call('get', '/reservation/unknown');
    // @ts-expect-error origins has no POST
    await api.call('post', '/reservation/origins');
    // @ts-expect-error create requires its body
    await api.call('post', '/reservation/create', {});
    // @ts-expect-error dates requires its path parameter
    await api.call('get', '/tour/{booking_code}/dates');
    expect(server.requests).toHaveLength(4);
  });
});

describe('language header', () => {
  it('stays es even when a call asks for another language', async () => {
    const server = serverDouble();
    const api = createApiClient<Record<string, never>>({ baseUrl: 'https://api.example.mx', fetch: server.fetch });
    const loose = api as unknown as { call: (m: string, p: string, i: unknown) => Promise<unknown> };
    await loose.call('get', '/x', { params: { header: { lang: 'en' } }, headers: { lang: 'fr' } });
    expect(server.last().headers.get('lang')).toBe('es');
  });
});
