import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { generateCookie, getCookie, setCookie } from 'hono/cookie';
import { cors } from 'hono/cors';
import { csrfCookieName, csrfHeaderName, csrfTokenPattern } from '../../domain/http/csrf';
import { operations } from '../contract/operations.gen';
import { requestBodyTypes } from '../contract/request-bodies.gen';
import { STORE_SIGNATURE_HEADER } from '../payments/store-signature';
import type { ServerConfig } from '../platform/config';
import { contractBodyTypes, type BodyTypesOf } from './body-types';
import { fail, serviceOfPath } from './envelope';
import { forwarded } from './forwarded';

// Decision 017: double-submit cookie plus Origin checks, for every service by being mounted once in
// server/app.ts. Everything here reads headers only, so a refused request costs no body read.

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const isApi = (path: string) => path.startsWith('/api/');

const sameBytes = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};
const digest = (value: string) => createHash('sha256').update(value).digest();
/** Constant-time membership for configured secrets (their lengths differ, so compare digests). */
const isOneOf = (value: string | undefined, accepted: readonly string[]) =>
  value !== undefined && accepted.some((candidate) => timingSafeEqual(digest(value), digest(candidate)));

const wellFormed = (token: string | undefined) => (token !== undefined && csrfTokenPattern.test(token) ? token : undefined);

type Site = 'same' | 'allowed' | 'cross';

/**
 * Where a request comes from, by the headers a browser sets and a page cannot forge. No Origin and no
 * `Sec-Fetch-Site: cross-site` is a non-browser client (or an old browser), judged by its token alone.
 * The host compared is the one the client addressed: X-Forwarded-Host when a trusted proxy (TRUST_PROXY)
 * wrote it, else Host.
 */
function siteOf(c: Context, allowedOrigins: ReadonlySet<string>, trustProxy: number): Site {
  const origin = c.req.header('origin');
  if (origin !== undefined) {
    if (allowedOrigins.has(origin)) return 'allowed';
    let host: string | undefined;
    try {
      host = new URL(origin).host;
    } catch {
      host = undefined; // 'null' (sandboxed frames, file:) and anything unparsable
    }
    const addressed = forwarded(c, 'x-forwarded-host', trustProxy) ?? new URL(c.req.url).host;
    if (!host || host.toLowerCase() !== addressed.toLowerCase()) return 'cross';
  }
  return c.req.header('sec-fetch-site')?.toLowerCase() === 'cross-site' ? 'cross' : 'same';
}

/** Whether the client reached the site over https: X-Forwarded-Proto when a trusted proxy wrote it, else the request's own scheme. */
function isHttps(c: Context, trustProxy: number): boolean {
  const proto = forwarded(c, 'x-forwarded-proto', trustProxy)?.toLowerCase();
  return proto ? proto === 'https' : new URL(c.req.url).protocol === 'https:';
}

/** A new token in a cookie the page can read: session-long, this site only, Secure over https. */
function issueToken(c: Context, trustProxy: number): void {
  setCookie(c, csrfCookieName, randomBytes(32).toString('base64url'), { path: '/', sameSite: 'Strict', secure: isHttps(c, trustProxy) });
}

/**
 * The same cookie on an answer already made, appended to its own headers: hono's `setCookie` there would
 * rebuild the answer around its body as a stream (see compression.ts), on every read without the cookie.
 */
function issueTokenOnAnswer(c: Context, trustProxy: number): void {
  c.res.headers.append('set-cookie', generateCookie(csrfCookieName, randomBytes(32).toString('base64url'), { path: '/', sameSite: 'Strict', secure: isHttps(c, trustProxy) }));
}

/** Responses a shared cache may keep (hashed assets, public catalogue reads) carry no cookie. */
const sharedCacheable = (res: Response) => /\b(public|immutable|s-maxage)\b/i.test(res.headers.get('cache-control') ?? '');

function mediaTypeAccepted(c: Context, types: readonly string[] | undefined): boolean {
  const length = c.req.header('content-length');
  const hasBody = (length !== undefined && length !== '0') || c.req.header('transfer-encoding') !== undefined;
  const contentType = c.req.header('content-type');
  // An operation outside the contract is the router's 404; one without a body may be sent without one.
  if (types === undefined || (types.length === 0 && !hasBody && contentType === undefined)) return true;
  const mediaType = contentType?.split(';')[0]?.trim().toLowerCase();
  return mediaType !== undefined && (types.length === 0 ? ['application/json'] : types).includes(mediaType);
}

/**
 * The token check and the cookie. A state-changing /api call is refused with 403 `cross_site_request`
 * from a foreign Origin (or `Sec-Fetch-Site: cross-site`) not listed in CORS_ORIGINS; with 403
 * `csrf_token_invalid` unless `x-csrf-token` equals the `csrf_token` cookie, or the call comes from a listed
 * origin, or carries a configured credential no browser attaches on its own (an accepted `authorization`
 * token, the office `x-api-key`, a payment provider's signature to the payments service); with 415 `unsupported_media_type` when its body is not of a type the
 * contract declares (JSON), a body-less call being allowed only where the operation takes no body.
 * A request without a well-formed cookie gets one: GET and HEAD answers (pages, API reads) unless a
 * shared cache may keep them, and the refusal of a missing token, so the page can retry.
 */
function csrfGuard(config: ServerConfig, bodyTypesOf: BodyTypesOf): MiddlewareHandler {
  const allowedOrigins = new Set(config.corsOrigins);
  const credentials: Array<[header: string, accepted: readonly string[]]> = [
    ['authorization', config.acceptedTokens],
    ['x-api-key', config.officeApiKey ? [config.officeApiKey] : []],
  ];
  const credentialed = (c: Context) => credentials.some(([header, accepted]) => isOneOf(c.req.header(header), accepted));
  // A provider's notification to the payments service is judged by its signature over the body, in its route;
  // a page cannot send that header to another site without a CORS preflight, which is never granted here.
  const providerSigned = (c: Context) => serviceOfPath(c.req.path) === 'payments' && c.req.header(STORE_SIGNATURE_HEADER) !== undefined;

  return async (c, next) => {
    const cookie = wellFormed(getCookie(c, csrfCookieName));
    if (isApi(c.req.path) && stateChanging.has(c.req.method)) {
      const service = serviceOfPath(c.req.path);
      const site = siteOf(c, allowedOrigins, config.trustProxy);
      if (site === 'cross') return fail(c, 403, service, 'cross_site_request');
      const header = wellFormed(c.req.header(csrfHeaderName));
      const tokenOk = cookie !== undefined && header !== undefined && sameBytes(cookie, header);
      if (!tokenOk && site !== 'allowed' && !credentialed(c) && !providerSigned(c)) {
        if (!cookie) issueToken(c, config.trustProxy);
        return fail(c, 403, service, 'csrf_token_invalid');
      }
      if (!mediaTypeAccepted(c, bodyTypesOf(c.req.method, c.req.path))) return fail(c, 415, service, 'unsupported_media_type');
    }
    await next();
    if (!cookie && (c.req.method === 'GET' || c.req.method === 'HEAD') && !sharedCacheable(c.res)) issueTokenOnAnswer(c, config.trustProxy);
  };
}

/**
 * CSRF protection for every service: CORS answers for the configured origins (when there are any), then
 * the guard above. Mount before the services; new services get it by being mounted under /api.
 */
export function csrfProtection(
  config: ServerConfig,
  bodyTypesOf: BodyTypesOf = contractBodyTypes(operations, requestBodyTypes),
): MiddlewareHandler[] {
  const guard = csrfGuard(config, bodyTypesOf);
  if (config.corsOrigins.length === 0) return [guard];
  // Request headers are reflected (the origin is listed, and new headers keep working); no credentials:
  // a cross-origin page authenticates with configured headers, never with this site's cookies.
  const crossOrigin = cors({ origin: [...config.corsOrigins], exposeHeaders: ['Retry-After'], maxAge: 600 });
  return [(c, next) => (isApi(c.req.path) ? crossOrigin(c, next) : next()), guard];
}
