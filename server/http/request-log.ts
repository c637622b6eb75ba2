import type { MiddlewareHandler } from 'hono';

/**
 * Access log without personal data: the matched route pattern (/reservation/:id/schedules) instead of the
 * concrete path, no query string (codes, surnames, e-mails travel there), no headers, no bodies.
 */
export function logRequests(write: (line: string) => void = (line) => console.log(line)): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    write(
      JSON.stringify({
        level: 'info',
        requestId: c.get('requestId'),
        method: c.req.method,
        route: c.req.routePath,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      }),
    );
  };
}
