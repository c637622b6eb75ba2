import { isIPv6 } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import type { ServiceName } from '../../domain/errors/catalogue.gen';
import type { LimitName } from '../platform/rate-limit-settings';
import type { RateLimits } from '../platform/rate-limits';
import { fail } from './envelope';
import { flowTokenOf } from './flow-token';
import { forwarded } from './forwarded';

// Rate-limit middleware (decision 018): a route or a whole service is limited by mounting one of these.
// Past its limit a client gets 429 too_many_requests (the service's catalogue, es/en) with Retry-After.

/** What the middleware needs from the deps: the limiters and how far X-Forwarded-For is believed. */
export interface RateLimitDeps {
  rateLimits: RateLimits;
  config: { trustProxy: number };
}

/** The key of a client whose address is unknown (app.request in tests, a socket already gone). */
export const UNKNOWN_CLIENT = 'unknown';

/** The first 64 bits of an IPv6 address: one subscriber gets a whole /64, so it is one client. */
function ipv6Prefix(address: string): string {
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups.slice(0, 4).map((g) => (parseInt(g, 16) || 0).toString(16)).join(':')}::/64`;
}

function normalised(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  return isIPv6(address) ? ipv6Prefix(address) : address;
}

/**
 * Who is asking: the socket's remote address, or with `trustProxy` proxies in front, the entry of
 * X-Forwarded-For that many places from the right (the address the outermost trusted proxy saw).
 */
export function clientKey(c: Context, trustProxy: number): string {
  let socket: string | undefined;
  try {
    socket = getConnInfo(c).remote.address;
  } catch {
    socket = undefined;
  }
  const proxied = forwarded(c, 'x-forwarded-for', trustProxy);
  if (proxied) return normalised(proxied);
  return socket ? normalised(socket) : UNKNOWN_CLIENT;
}

function tooMany(c: Context, service: ServiceName, seconds: number) {
  c.header('Retry-After', String(seconds));
  return fail(c, 429, service, 'too_many_requests');
}

/** Every request counts (promotional-code checks, reservation creates). */
export function limitRequests(deps: RateLimitDeps, limit: LimitName, service: ServiceName): MiddlewareHandler {
  const limiter = deps.rateLimits[limit];
  return async (c, next) => {
    const wait = await limiter.take(clientKey(c, deps.config.trustProxy));
    if (wait > 0) return tooMany(c, service, wait);
    await next();
  };
}

/**
 * Only failed requests count (`failed(status)`): the attempt is counted before the handler runs, so
 * parallel guesses cannot slip past the limit together, and given back when the answer was not a failure.
 */
export function limitFailures(deps: RateLimitDeps, limit: LimitName, service: ServiceName, failed: (status: number) => boolean): MiddlewareHandler {
  const limiter = deps.rateLimits[limit];
  return async (c, next) => {
    const key = clientKey(c, deps.config.trustProxy);
    const wait = await limiter.take(key);
    if (wait > 0) return tooMany(c, service, wait);
    await next();
    if (!failed(c.res.status)) await limiter.giveBack(key);
  };
}

/**
 * Reservation lookups by code (any service: websale documents and view, itinerary, invoicing, loyalty):
 * a failed one answers 404 reservation_not_found whatever went wrong, and those are what count.
 */
export function limitFailedLookups(deps: RateLimitDeps, service: ServiceName): MiddlewareHandler {
  return limitFailures(deps, 'lookupFailures', service, (status) => status === 404);
}

/**
 * Websale's lookups by code (the reservation, its documents, the confirmation), except the booking flow's own
 * (decision 080): a request whose only credential is the flow token is judged on that token alone
 * (reservation-for-step.ts), a secret no guess has, so it is neither counted nor refused, as the booking steps are
 * not (decision 018): a guesser behind the same address never stops a traveller from seeing the tickets just paid,
 * and a sale's confirmation and download write no counter. A surname or a link token in the query counts as before.
 * Only for routes whose handlers judge such a request on the flow token alone: elsewhere the header would be a way
 * around the limit.
 */
export function limitFailedLookupsButTheFlows(deps: RateLimitDeps, service: ServiceName): MiddlewareHandler {
  const limited = limitFailedLookups(deps, service);
  return (c, next) => (flowTokenAlone(c) ? next() : limited(c, next));
}

function flowTokenAlone(c: Context): boolean {
  return flowTokenOf(c) !== undefined && !c.req.query('token') && !c.req.query('last_name');
}
