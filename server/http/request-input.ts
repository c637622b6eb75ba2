import type { Context } from 'hono';
import { decodeBase64Json } from '../../domain/base64';
import type { ServiceName } from '../../domain/errors/catalogue.gen';
import { fail } from './envelope';
import { unsafeTextField } from './safe-text';

type Result<T> = { ok: true; value: T } | { ok: false; response: Response };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Query values travel as text; wrapped JSON values are turned into the text a plain query would carry. */
function asQueryText(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/**
 * The request's query. SPEC §7 lets a client wrap the whole query as one base64-JSON `data` parameter;
 * it is unwrapped here so handlers see the same fields either way. Plain parameters sent beside `data`
 * are kept, and the wrapped ones win on a clash.
 */
export function readQuery(c: Context, service: ServiceName): Result<Record<string, string>> {
  const read = unwrapQuery(c, service);
  return read.ok ? safeText(c, service, read.value) : read;
}

function unwrapQuery(c: Context, service: ServiceName): Result<Record<string, string>> {
  const { data, ...plain } = c.req.query();
  if (data === undefined) return { ok: true, value: plain };
  let decoded: unknown;
  try {
    decoded = decodeBase64Json(data);
  } catch {
    decoded = undefined;
  }
  if (!isRecord(decoded)) return { ok: false, response: fail(c, 400, service, 'invalid_request', 'data') };
  const value: Record<string, string> = { ...plain };
  for (const [key, raw] of Object.entries(decoded)) {
    const text = asQueryText(raw);
    if (text !== undefined) value[key] = text;
  }
  return { ok: true, value };
}

/**
 * Every input string, keys included, must be text the database can store (safe-text.ts): otherwise 400
 * `invalid_request` naming the field, before any schema or SQL sees it.
 */
export function safeText<T>(c: Context, service: ServiceName, value: T): Result<T> {
  const field = unsafeTextField(value);
  return field === null ? { ok: true, value } : { ok: false, response: fail(c, 400, service, 'invalid_request', field) };
}

/**
 * The JSON body, unwrapped when it is SPEC §7's `{ "data": "<base64 JSON>" }` form, and refused unless
 * all its text is safe. Malformed JSON is a 400 `invalid_request` (field `body`), never a 500.
 */
export async function readJsonBody(c: Context, service: ServiceName): Promise<Result<unknown>> {
  const read = await unwrapJsonBody(c, service);
  return read.ok ? safeText(c, service, read.value) : read;
}

async function unwrapJsonBody(c: Context, service: ServiceName): Promise<Result<unknown>> {
  let body: unknown;
  try {
    const text = await c.req.text();
    body = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    return { ok: false, response: fail(c, 400, service, 'invalid_request', 'body') };
  }
  if (isRecord(body) && Object.keys(body).length === 1 && typeof body.data === 'string') {
    try {
      return { ok: true, value: decodeBase64Json(body.data) };
    } catch {
      return { ok: false, response: fail(c, 400, service, 'invalid_request', 'data') };
    }
  }
  return { ok: true, value: body };
}
