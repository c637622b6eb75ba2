import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeBase64Json } from '../../domain/base64';
import { ok } from '../../server/http/envelope';
import { readJsonBody } from '../../server/http/request-input';
import { expectMatchesContract } from './support/contract';
import { call, engines, openTestApp, type TestApp } from './support/engines';

// docs/rules/services-and-api.md#wrapped-input: a client may send the query (GET) or the body as one base64-JSON `data` field.
describe('base64 data wrapping of queries', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(engines[0]!);
  });
  afterAll(async () => {
    await t?.close();
  });

  const wrapped = (value: unknown) => `data=${encodeURIComponent(encodeBase64Json(value))}`;

  it('reads wrapped query fields, typed JSON values included', async () => {
    const slider = await call(t.app, `/api/common/slider/list?${wrapped({ lang: 'en' })}`);
    expect((slider.body.content.data as Array<{ lang: string }>)[0]?.lang).toBe('en');
    const version = await call(t.app, `/api/common/version/select/1?${wrapped({ last_active: false })}`);
    expect(version.body.content.data).toMatchObject({ version: '1.1.0-beta.1' });
    const rates = await call(t.app, `/api/common/rates/list_select?${wrapped({ origin: 'la-penita', destination: 'guayabitos' })}`);
    expect(rates.body.content.data).toHaveLength(1);
  });

  it('validates wrapped fields like plain ones', async () => {
    const res = await call(t.app, `/api/common/schedules/list_select?${wrapped({ origin: 'tijuana' })}`, { lang: 'en' });
    expect(res.status).toBe(400);
    expect(res.body.content.errors).toEqual([{ code: 'invalid_request', message: 'Invalid request', field: 'origin' }]);
  });

  it('refuses a data field that is not base64 JSON of an object', async () => {
    for (const data of ['%%%', encodeURIComponent(encodeBase64Json([1, 2])), encodeURIComponent(btoa('not json'))]) {
      const res = await call(t.app, `/api/common/slider/list?data=${data}`);
      expect(res.status).toBe(400);
      expect(res.body.content.errors).toEqual([{ code: 'invalid_request', message: 'Solicitud no válida', field: 'data' }]);
      expectMatchesContract('common', 'sliderList', 400, res.body);
    }
  });
});

describe('JSON bodies', () => {
  const app = new Hono();
  app.post('/echo', async (c) => {
    const body = await readJsonBody(c, 'websale');
    return body.ok ? ok(c, body.value) : body.response;
  });
  const post = (raw: string) => app.request('/echo', { method: 'POST', body: raw, headers: { 'content-type': 'application/json' } });

  it('passes plain JSON through and unwraps the { data } form', async () => {
    expect(((await (await post('{"code":"ABC"}')).json()) as { content: { data: unknown } }).content.data).toEqual({ code: 'ABC' });
    const wrapped = JSON.stringify({ data: encodeBase64Json({ last_name: 'Peña' }) });
    expect(((await (await post(wrapped)).json()) as { content: { data: unknown } }).content.data).toEqual({ last_name: 'Peña' });
  });

  it('answers malformed JSON or a corrupt data field with 400, not 500', async () => {
    const broken = await post('{"code":');
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as { content: { errors: unknown[] } }).content.errors).toEqual([
      { code: 'invalid_request', message: 'Solicitud no válida', field: 'body' },
    ]);
    const corrupt = await post('{"data":"***"}');
    expect(corrupt.status).toBe(400);
  });
});
