// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { encodeBase64Json } from '../../domain/base64';
import { createInternalClient, decodeReservationField, readCsrfToken } from './internal-client';
import type { testPaths } from './api-paths.test-fixture';

const ok = (data: unknown) =>
  new Response(JSON.stringify({ http: { code: 200, status: 'success' }, content: { data, errors: [] } }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

function setup(respond: () => Response, token: () => string | undefined = () => 'tok-1') {
  const requests: Request[] = [];
  const fetch = vi.fn(async (request: Request) => {
    requests.push(request);
    return respond();
  });
  const api = createInternalClient<testPaths>({ baseUrl: '/api/websale', csrfToken: token, fetch });
  return { api, requests };
}

afterEach(() => {
  document.head.innerHTML = '';
  document.cookie = 'csrf_token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('internal same-origin client', () => {
  it('calls the page origin with the CSRF token, lang and same-origin credentials', async () => {
    let token = 'tok-1';
    const { api, requests } = setup(() => ok({ code: 'R1' }), () => token);
    await api.call('post', '/reservation/create', { body: { origin: 'PVR', destination: 'GDL' } });
    token = 'tok-2';
    await api.call('post', '/reservation/create', { body: { origin: 'PVR', destination: 'GDL' } });
    expect(requests[0]!.url).toBe(`${location.origin}/api/websale/reservation/create`);
    expect(requests[0]!.credentials).toBe('same-origin');
    expect(requests[0]!.headers.get('lang')).toBe('es');
    expect(requests.map((r) => r.headers.get('x-csrf-token'))).toEqual(['tok-1', 'tok-2']);
  });

  it('decodes a base64-JSON reservation in a success response', async () => {
    const reservation = { code: 'R1', contact: { first_name: 'Iñaki' }, round: true };
    const { api } = setup(() => ok({ code: 'R1', reservation: encodeBase64Json(reservation) }));
    const result = await api.call('post', '/reservation/create', { body: { origin: 'PVR', destination: 'GDL' } });
    expect(result).toEqual({ ok: true, data: { code: 'R1', reservation } });
  });

  it('leaves a reservation that is already an object untouched', async () => {
    const { api } = setup(() => ok({ code: 'R1', reservation: { code: 'R1' } }));
    const result = await api.call('post', '/reservation/create', { body: { origin: 'PVR', destination: 'GDL' } });
    expect(result).toEqual({ ok: true, data: { code: 'R1', reservation: { code: 'R1' } } });
  });
});

describe('a call refused for its CSRF token', () => {
  const refusal = (code = 'csrf_token_invalid') =>
    new Response(JSON.stringify({ http: { code: 403, status: 'error' }, content: { data: null, errors: [{ code, message: 'x' }] } }), {
      status: 403,
      headers: { 'Content-Type': 'application/json' },
    });

  it('is sent once more, body and all, with the token the refusal handed out', async () => {
    let token: string | undefined;
    const answers = [() => {
      token = 'fresh';
      return refusal();
    }, () => ok({ code: 'R1' })];
    const { api, requests } = setup(() => answers.shift()!(), () => token);
    const result = await api.call('post', '/reservation/create', { body: { origin: 'PVR', destination: 'GDL' } });
    expect(result).toEqual({ ok: true, data: { code: 'R1' } });
    expect(requests.map((r) => r.headers.get('x-csrf-token'))).toEqual([null, 'fresh']);
    expect(await requests[1]!.json()).toEqual({ origin: 'PVR', destination: 'GDL' });
  });

  it('is answered as it is when the token did not change, or the refusal is another one', async () => {
    const same = setup(() => refusal(), () => 'tok-1');
    expect(await same.api.call('post', '/reservation/create', { body: { origin: 'PVR', destination: 'GDL' } })).toMatchObject({ ok: false });
    expect(same.requests).toHaveLength(1);
    let token = 'tok-1';
    const other = setup(() => {
      token = 'tok-2';
      return refusal('cross_site_request');
    }, () => token);
    await other.api.call('post', '/reservation/create', { body: { origin: 'PVR', destination: 'GDL' } });
    expect(other.requests).toHaveLength(1);
  });
});

describe('decodeReservationField', () => {
  it('passes through values that are not encoded reservations', () => {
    expect(decodeReservationField(null)).toBeNull();
    expect(decodeReservationField([1])).toEqual([1]);
    expect(decodeReservationField({ reservation: 'not base64 json!' })).toEqual({ reservation: 'not base64 json!' });
  });
});

describe('readCsrfToken', () => {
  it('prefers the meta tag written by the server', () => {
    document.head.innerHTML = '<meta name="csrf-token" content="from-meta">';
    document.cookie = 'csrf_token=from-cookie; path=/';
    expect(readCsrfToken()).toBe('from-meta');
  });

  it('falls back to the csrf_token cookie', () => {
    document.cookie = 'csrf_token=from%20cookie; path=/';
    expect(readCsrfToken()).toBe('from cookie');
  });

  it('returns undefined when there is no token', () => {
    expect(readCsrfToken()).toBeUndefined();
  });
});
