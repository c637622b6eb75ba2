import type { Context } from 'hono';
import type { ServiceName } from '../../domain/errors/catalogue.gen';
import { defaultRequestLimits } from '../platform/config';
import { fail } from './envelope';
import { bodyLimitOf, maxWireBodyBytes, maxWrappedChars } from './request-limits';
import { unsafeTextField } from './safe-text';

type Result<T> = { ok: true; value: T } | { ok: false; response: Response };

/** Canonical base64 (padding optional, as atob accepts), checked in one linear pass before decoding. */
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}(?:==)?|[A-Za-z0-9+/]{3}=?)?$/;
const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The wrapped `data` (docs/rules/services-and-api.md#wrapped-input): base64 of UTF-8 JSON. Throws when it is not. Node's native decoder, not the browser-safe
 * one of domain/base64.ts, whose per-character loop costs milliseconds at the size limit.
 */
function decodeWrapped(data: string): unknown {
  const compact = data.replace(/[\t\n\f\r ]/g, '');
  if (!BASE64.test(compact)) throw new Error('not base64');
  return JSON.parse(utf8.decode(Buffer.from(compact, 'base64')));
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Query values travel as text; wrapped JSON values are turned into the text a plain query would carry. */
function asQueryText(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/**
 * The request's query. A client may wrap (docs/rules/services-and-api.md#wrapped-input) the whole query as one base64-JSON `data` parameter;
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
  // Measured before decoding: decoding is the costly part (decision 016).
  if (data.length > maxWrappedChars(maxBodyBytes(c))) return { ok: false, response: fail(c, 413, service, 'payload_too_large', 'data') };
  let decoded: unknown;
  try {
    decoded = decodeWrapped(data);
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

const maxBodyBytes = (c: Context) => bodyLimitOf(c) ?? defaultRequestLimits.maxBodyBytes;

/**
 * Every input string, keys included, must be text the database can store (safe-text.ts): otherwise 400
 * `invalid_request` naming the field, before any schema or SQL sees it.
 */
export function safeText<T>(c: Context, service: ServiceName, value: T): Result<T> {
  const field = unsafeTextField(value);
  return field === null ? { ok: true, value } : { ok: false, response: fail(c, 400, service, 'invalid_request', field) };
}

/**
 * The JSON body, unwrapped when it is the `{ "data": "<base64 JSON>" }` form (docs/rules/services-and-api.md#wrapped-input), and refused unless
 * all its text is safe. Malformed JSON is a 400 `invalid_request` (field `body`), never a 500.
 */
export async function readJsonBody(c: Context, service: ServiceName): Promise<Result<unknown>> {
  const read = await unwrapJsonBody(c, service);
  return read.ok ? safeText(c, service, read.value) : read;
}

/**
 * At most `maxBodyBytes` of JSON either way, else 413: a plain body is measured as it came, a wrapped one by
 * its `data` before decoding it (decision 016).
 */
async function unwrapJsonBody(c: Context, service: ServiceName): Promise<Result<unknown>> {
  const max = maxBodyBytes(c);
  const tooLarge = (field?: string) => ({ ok: false as const, response: fail(c, 413, service, 'payload_too_large', field) });
  let body: unknown;
  let bytes: number;
  try {
    const text = await c.req.text();
    bytes = Buffer.byteLength(text, 'utf8');
    // The wire limit (request-limits.ts) normally refused this already, before reading it.
    if (bytes > maxWireBodyBytes(max)) return tooLarge();
    body = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    return { ok: false, response: fail(c, 400, service, 'invalid_request', 'body') };
  }
  if (isRecord(body) && Object.keys(body).length === 1 && typeof body.data === 'string') {
    if (body.data.length > maxWrappedChars(max)) return tooLarge('data');
    try {
      return { ok: true, value: decodeWrapped(body.data) };
    } catch {
      return { ok: false, response: fail(c, 400, service, 'invalid_request', 'data') };
    }
  }
  if (bytes > max) return tooLarge();
  return { ok: true, value: body };
}
