import type { MiddlewareHandler } from 'hono';
import { fail } from './envelope';

/**
 * docs/rules/services-and-api.md#authorization: a request whose `authorization` header is not one of the configured tokens gets 401
 * unauthorized_token ('reservation service not available at the moment'). With no tokens configured
 * (the local setup) clients send no such header, so any value is unrecognised; a request without the
 * header is let through because the local client never sends one.
 */
export function requireKnownToken(acceptedTokens: readonly string[]): MiddlewareHandler {
  const accepted = new Set(acceptedTokens);
  return async (c, next) => {
    const token = c.req.header('authorization');
    if (token !== undefined && !accepted.has(token)) return fail(c, 401, 'websale', 'unauthorized_token');
    await next();
  };
}
