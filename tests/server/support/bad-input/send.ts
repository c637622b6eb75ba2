import { defaultServerConfig } from '../../../../server/platform/config';
import type { RateLimitSettings } from '../../../../server/platform/rate-limit-settings';
import { sameOriginHeaders, type TestApp } from '../engines';

/** One request of the bad-input suite, as it goes on the wire (raw body, any content type). */
export interface WireRequest {
  method: string;
  /** Path and query string, already encoded. */
  path: string;
  headers?: Record<string, string>;
  /** The raw body text; undefined sends none. */
  body?: string;
  /** The seeded reservation the request is about, if any: its own headers (flow token) are added. */
  reservation?: { code: string; headers: Record<string, string> };
}

export interface WireAnswer {
  status: number;
  contentType: string;
  /** The parsed JSON body, or undefined when the body is not JSON. */
  json: unknown;
  text: string;
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Headers every state-changing request of a well-behaved same-origin client carries (the CSRF cookie and
 * `x-csrf-token`, decision 017), so the suite reaches the validation behind that check instead of 403.
 */
export function stateChangingHeaders(): Record<string, string> {
  return sameOriginHeaders();
}

/**
 * The suite is one client sending thousands of requests: with the default limits it would meet 429 (a
 * valid envelope) and stop reaching the checks behind it. rate-limits.test.ts proves the limits.
 */
export const suiteRateLimits: RateLimitSettings = Object.fromEntries(
  Object.keys(defaultServerConfig.rateLimits).map((name) => [name, { points: 1_000_000, windowSeconds: 900 }]),
) as unknown as RateLimitSettings;

/**
 * Every request of the bad-input suite goes through here, so the headers a real client would add are
 * added in one place: the state-changing ones above and the seeded reservation's own (its flow token,
 * kept in `reservation.headers` by the seed). A header set by the case itself wins, so cases can send
 * a wrong one on purpose.
 */
export async function send(app: TestApp['app'], request: WireRequest): Promise<WireAnswer> {
  const method = request.method.toUpperCase();
  const headers: Record<string, string> = {
    ...(STATE_CHANGING.has(method) ? stateChangingHeaders() : {}),
    ...(request.reservation?.headers ?? {}),
    ...request.headers,
  };
  const res = await app.request(request.path, { method, headers, body: request.body });
  const contentType = res.headers.get('content-type') ?? '';
  const text = await res.text();
  let json: unknown;
  if (contentType.includes('json')) {
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
  }
  return { status: res.status, contentType, json, text };
}

/** A JSON request through `send`. */
export function sendJson(app: TestApp['app'], method: string, path: string, body?: unknown, init: Omit<WireRequest, 'method' | 'path' | 'body'> = {}) {
  const headers = { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...init.headers };
  return send(app, { ...init, method, path, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}
