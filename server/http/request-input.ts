import type { Context } from 'hono';
import { decodeBase64Json } from '../../domain/base64';
import type { ServiceName } from '../../domain/errors/catalogue.gen';
import { defaultRequestLimits } from '../platform/config';
import { fail } from './envelope';
import { bodyLimitOf, maxWireBodyBytes, maxWrappedChars } from './request-limits';

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
  const { data, ...plain } = c.req.query();
  if (data === undefined) return { ok: true, value: plain };
  // Measured before decoding: decoding is the costly part (decision 016).
  if (data.length > maxWrappedChars(maxBodyBytes(c))) return { ok: false, response: fail(c, 413, service, 'payload_too_large', 'data') };
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

const maxBodyBytes = (c: Context) => bodyLimitOf(c) ?? defaultRequestLimits.maxBodyBytes;

/**
 * The JSON body, unwrapped when it is SPEC §7's `{ "data": "<base64 JSON>" }` form. Malformed JSON is a
 * 400 `invalid_request` (field `body`), never a 500. At most `maxBodyBytes` of JSON either way, else 413:
 * a plain body is measured as it came, a wrapped one by its `data` before decoding it (decision 016).
 */
export async function readJsonBody(c: Context, service: ServiceName): Promise<Result<unknown>> {
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
      return { ok: true, value: decodeBase64Json(body.data) };
    } catch {
      return { ok: false, response: fail(c, 400, service, 'invalid_request', 'data') };
    }
  }
  if (bytes > max) return tooLarge();
  return { ok: true, value: body };
}
