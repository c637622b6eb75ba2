import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { decodeBase64Json } from '../../domain/base64';
import { resolveEnvironment, serviceNames, type ServiceName } from './environments';
import { createInternalServiceClient, createServiceClient } from './service-clients';

const okBody = JSON.stringify({ http: { code: 200, status: 'success' }, content: { data: [], errors: [] } });

function recorder() {
  const requests: Request[] = [];
  const fetch = vi.fn(async (request: Request) => {
    requests.push(request);
    return new Response(okBody, { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  return { fetch, requests };
}

const qa = resolveEnvironment('qa', {
  VITE_QA_API_BASE: 'https://qa.example.mx/api',
  VITE_QA_INVOICING_V2_BASE: 'https://facturacion.example.mx',
  VITE_QA_ADVENTURES_BASE: 'https://adventures.example.com/v1',
  VITE_QA_COMMON_REFERENCE: 'site',
  VITE_QA_COMMON_AUTHORIZATION: 'Basic Y29tbW9u',
  VITE_QA_COMMON_TOKEN: 'common-token',
});

/** Calls a path without the per-service typing, to check the URL rule for every service alike. */
async function callLoose(service: ServiceName, path: string, fetch: (r: Request) => Promise<Response>) {
  const api = createServiceClient(service, qa, { fetch }) as unknown as { call: (m: string, p: string) => Promise<unknown> };
  await api.call('get', path);
}

describe('service clients', () => {
  it.each(serviceNames.filter((s) => s !== 'invoicing-v2' && s !== 'adventures'))('%s: base + service name + path', async (service) => {
    const { fetch, requests } = recorder();
    await callLoose(service, '/some/path', fetch);
    expect(requests[0]!.url).toBe(`https://qa.example.mx/api/${service}/some/path`);
  });

  it('invoicing-v2 and adventures: their own base + path', async () => {
    const { fetch, requests } = recorder();
    await callLoose('invoicing-v2', '/reservation/generate/ABC123', fetch);
    await callLoose('adventures', '/tour/list', fetch);
    expect(requests.map((r) => r.url)).toEqual(['https://facturacion.example.mx/reservation/generate/ABC123', 'https://adventures.example.com/v1/tour/list']);
  });

  it('sends the service reference, authorization and token headers with lang: es', async () => {
    const { fetch, requests } = recorder();
    const common = createServiceClient('common', qa, { fetch });
    await common.call('get', '/version/select/{project_id}', { params: { path: { project_id: 2 }, query: { last_active: true } } });
    const request = requests[0]!;
    expect(request.url).toBe('https://qa.example.mx/api/common/version/select/2?last_active=true');
    expect(Object.fromEntries(['lang', 'reference', 'authorization', 'token'].map((h) => [h, request.headers.get(h)]))).toEqual({
      lang: 'es',
      reference: 'site',
      authorization: 'Basic Y29tbW9u',
      token: 'common-token',
    });
  });

  it('does not leak one service headers into another', async () => {
    const { fetch, requests } = recorder();
    await createServiceClient('websale', qa, { fetch }).call('get', '/reservation/origins');
    expect(requests[0]!.headers.has('reference')).toBe(false);
    expect(requests[0]!.headers.has('token')).toBe(false);
  });

  it('local environment calls the same-origin /api/<service>', async () => {
    const { fetch, requests } = recorder();
    await createServiceClient('websale', resolveEnvironment('local'), { fetch, origin: 'http://localhost:3000' }).call('get', '/reservation/origins');
    expect(requests[0]!.url).toBe('http://localhost:3000/api/websale/reservation/origins');
  });

  it('a service on the page origin gets the internal variant: the CSRF token, decoded reservation', async () => {
    const { fetch, requests } = recorder();
    const local = resolveEnvironment('local', { VITE_LOCAL_WEBSALE_REFERENCE: 'site' });
    await createServiceClient('websale', local, { fetch, origin: 'http://localhost:3000', csrfToken: () => 'csrf-1' }).call('get', '/reservation/origins');
    const same = resolveEnvironment('prod', { VITE_PROD_API_BASE: 'https://boletos.example.mx/api' });
    await createServiceClient('websale', same, { fetch, origin: 'https://boletos.example.mx', csrfToken: () => 'csrf-2' }).call('get', '/reservation/origins');
    expect(requests.map((r) => [r.headers.get('x-csrf-token'), r.headers.get('reference')])).toEqual([['csrf-1', 'site'], ['csrf-2', null]]);
  });

  it('a service on another origin gets no CSRF token: it is called with its configured headers', async () => {
    const { fetch, requests } = recorder();
    await createServiceClient('common', qa, { fetch, origin: 'https://boletos.example.mx', csrfToken: () => 'csrf-1' }).call('get', '/slider/list');
    expect(requests[0]!.headers.has('x-csrf-token')).toBe(false);
    expect(requests[0]!.headers.get('authorization')).toBe('Basic Y29tbW9u');
  });

  it('internal variant targets /api/<service> on the page origin with the CSRF token', async () => {
    const { fetch, requests } = recorder();
    const api = createInternalServiceClient('websale', { fetch, origin: 'https://boletos.example.mx', csrfToken: () => 'csrf-1' });
    await api.call('get', '/reservation/origins');
    expect(requests[0]!.url).toBe('https://boletos.example.mx/api/websale/reservation/origins');
    expect(requests[0]!.headers.get('x-csrf-token')).toBe('csrf-1');
  });

  it('invoicing-v2 resend: typed path parameter and body, wrapped as base64 data when asked', async () => {
    const invoiceResult = { message: 'the invoice has been generated, check your email', invoices: [] };
    const requests: Request[] = [];
    const fetch = async (request: Request) => {
      requests.push(request);
      const body = { http: { code: 200, status: 'success' }, content: { data: invoiceResult, errors: [] } };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    };
    const invoicing = createServiceClient('invoicing-v2', qa, { fetch, wrapData: true });
    const body = { last_name: 'Pérez', brand_id: 1, email: 'ana@example.mx', payments: [10, 11] };
    const result = await invoicing.call('post', '/reservation/resend/{code}', { params: { path: { code: 'AB12CD' } }, body });
    expect(requests[0]!.url).toBe('https://facturacion.example.mx/reservation/resend/AB12CD');
    expect(decodeBase64Json(((await requests[0]!.json()) as { data: string }).data)).toEqual(body);
    expect(result).toEqual({ ok: true, data: invoiceResult });
    if (result.ok) expectTypeOf(result.data.message).toEqualTypeOf<string>();
  });
});
