import type { ServerResponse } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { ClientGone, whileClientPresent } from '../platform/client-presence';

// Decision 078: each request runs with its client's presence in reach of the database's pool, which stops the request
// before its next statement once the client has closed its connection and nothing has been changed yet.

/**
 * The answer Node never sends (the connection is closed): status 499 (nginx's "client closed request") so the
 * request log tells these apart from the server's own failures.
 */
export const CLIENT_GONE_STATUS = 499;

/** Runs each request with its connection's state; a request whose client has already gone is not started. */
export function watchClientConnection(): MiddlewareHandler {
  return (c, next) => {
    // @hono/node-server gives the Node response; elsewhere (app.request in tests) there is no connection to watch.
    const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
    if (outgoing === undefined) return next();
    if (outgoing.destroyed) throw new ClientGone();
    return whileClientPresent(() => outgoing.destroyed, next);
  };
}

/**
 * The line logged for a request stopped this way, whether or not the access log is on: many of them at once say the
 * travellers are giving up waiting (overload), which the operators must see. No personal data: the route pattern.
 */
export function clientGoneLogLine(c: Context): string {
  return JSON.stringify({ level: 'warn', requestId: c.get('requestId'), method: c.req.method, route: c.req.routePath, status: CLIENT_GONE_STATUS, event: 'client_gone' });
}
