import type { Context, MiddlewareHandler } from 'hono';
import { compress, COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress';

// Hono's compress middleware, with its `Vary: Accept-Encoding` set on the answer's own headers first.
// Hono sets it with `c.header()`, which after the handler has answered rebuilds the answer: the adapter's
// plain answer (a string or bytes it writes at once) becomes a web Response around a stream, which the
// adapter then reads back chunk by chunk before writing. Every JSON answer paid it, compressed or not (the
// 1 KB threshold is judged on a Content-Length header, which `c.json` does not set); see bench/README.md,
// "Answers kept plain". Same headers, same bodies: only that rebuild is gone.

const THRESHOLD = 1024; // hono's default: smaller bodies with a Content-Length are sent as they are
const noTransform = /(?:^|,)\s*?no-transform\s*?(?:,|$)/i;
const varyNamesAcceptEncoding = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/** Whether hono's compress would consider this answer (and so name Accept-Encoding in Vary). */
function compressible(c: Context): boolean {
  const headers = c.res.headers;
  const length = headers.get('content-length');
  if (c.res.status === 206 || c.req.method === 'HEAD' || headers.has('content-encoding') || headers.has('transfer-encoding')) return false;
  if (length && Number(length) < THRESHOLD) return false;
  const type = headers.get('content-type');
  return !!type && COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) && !noTransform.test(headers.get('cache-control') ?? '');
}

export function compression(): MiddlewareHandler {
  const gzip = compress();
  return (c, next) =>
    gzip(c, async () => {
      await next();
      if (!compressible(c)) return;
      const vary = c.res.headers.get('vary');
      if (vary !== '*' && !(vary && varyNamesAcceptEncoding.test(vary))) c.res.headers.set('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    });
}
