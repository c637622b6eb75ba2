import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { RequestLimits } from '../platform/config';
import { errorItem, failWith, requestLang, serviceOfPath, type Lang } from './envelope';

// Decision 016: every request is bounded before anything reads it. A URL over the limit is 414, headers
// over the limit 431, a body over the limit 413, each the envelope of the service the path is under.
// Node's own parser refuses what is far over these (server/http/http-server.ts answers it the same way).

/** Length of the base64 `data` (docs/rules/services-and-api.md#wrapped-input) that carries at most `maxBodyBytes` of JSON. */
export const maxWrappedChars = (maxBodyBytes: number) => 4 * Math.ceil(maxBodyBytes / 3);

/** Bytes a body may take on the wire: the wrapped form of the largest JSON, plus `{"data":""}` and spacing. */
export const maxWireBodyBytes = (maxBodyBytes: number) => maxWrappedChars(maxBodyBytes) + 1024;

export type LimitCode = 'payload_too_large' | 'uri_too_long' | 'headers_too_large';
const statusOf = { payload_too_large: 413, uri_too_long: 414, headers_too_large: 431 } as const;

/** The envelope's body for a refused request, as text, for places without a Hono context. */
export function limitEnvelope(code: LimitCode, path: string, lang: Lang): string {
  const status = statusOf[code];
  return JSON.stringify({ http: { code: status, status: 'error' }, content: { data: null, errors: [errorItem(lang, serviceOfPath(path), code)] } });
}

function refuse(c: Context, code: LimitCode) {
  // No `Connection: close`: closing while the client still sends makes its kernel drop our answer (a TCP
  // reset). @hono/node-server reads and discards what is left (at most 64 MB or 500 ms, never buffered),
  // then closes a connection that is still sending.
  return failWith(c, statusOf[code], [errorItem(requestLang(c), serviceOfPath(c.req.path), code)]);
}

/** The largest JSON a request may carry, for readers of the body (set by boundRequestHead; default otherwise). */
export function bodyLimitOf(c: Context): number | undefined {
  const value: unknown = c.get('maxBodyBytes');
  return typeof value === 'number' ? value : undefined;
}

/** URL and headers within the limits (414, 431): cheap checks on what has arrived, before anything else runs. */
export function boundRequestHead(limits: RequestLimits): MiddlewareHandler {
  return async (c, next) => {
    const url = c.req.url;
    const pathStart = url.indexOf('/', url.indexOf('://') + 3);
    const target = pathStart < 0 ? 0 : url.length - pathStart;
    if (target > limits.maxUrlBytes) return refuse(c, 'uri_too_long');
    let headerBytes = 0;
    c.req.raw.headers.forEach((value, name) => {
      headerBytes += name.length + value.length + 4;
    });
    if (headerBytes > limits.maxHeaderBytes) return refuse(c, 'headers_too_large');
    c.set('maxBodyBytes', limits.maxBodyBytes);
    await next();
  };
}

/**
 * The body within the limit (413). Mounted after the checks that need only headers (CSRF), because Hono's
 * body limit reads a body without Content-Length before the handler runs (stopping at the limit, so nothing
 * larger is buffered); with Content-Length it trusts the header and refuses at once. A body that cannot be
 * read (the client broke off) is a 400 on the field `body`, not a 500: nothing was done with it.
 */
export function boundRequestBody(limits: RequestLimits): MiddlewareHandler {
  const maxSize = maxWireBodyBytes(limits.maxBodyBytes);
  const limit = bodyLimit({ maxSize, onError: (c) => refuse(c, 'payload_too_large') });
  return async (c, next) => {
    // A GET or HEAD has no body as far as the app is concerned (the web Request made of it has none, and
    // Node discards what one carries); asking for it would only build that Request on every read.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    // A length given in Content-Length is judged on the header, as Hono's body limit does, but without asking for
    // the body first: that makes @hono/node-server build the whole web Request and a stream around the socket,
    // where the handler's `c.req.text()` otherwise reads the socket directly (a tenth of a refused hold's CPU;
    // bench/README.md, "Hot sale funnel"). Node's parser ends the body at that length.
    const headers = c.req.raw.headers;
    const length = headers.get('content-length');
    if (length !== null && !headers.has('transfer-encoding')) return parseInt(length, 10) > maxSize ? refuse(c, 'payload_too_large') : next();
    try {
      return await limit(c, next);
    } catch {
      // Only reading the body can throw here: Hono turns a handler's error into its answer before this.
      return failWith(c, 400, [errorItem(requestLang(c), serviceOfPath(c.req.path), 'invalid_request', 'body')]);
    }
  };
}
