import type { Context } from 'hono';
import * as v from 'valibot';
import { flowTokenHeaderName } from '../../domain/http/flow-token';
import { LINK_TOKEN_MAX_LENGTH } from '../../domain/reservation/reservation-limits';

// What a request carries to prove whose reservation it may see (decision 019): the flow token header
// of the booking flow, and for reads a link token or a passenger's surname in the query.

/** The request's flow token, or undefined when it carries none. */
export function flowTokenOf(c: Context): string | undefined {
  return c.req.header(flowTokenHeaderName)?.trim() || undefined;
}

/** The query parameters a reader may add to the code: a passenger's surname, or the link token. */
export const readerCredentialsQuery = {
  last_name: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(80))),
  token: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(LINK_TOKEN_MAX_LENGTH))),
};

/** A read request's credentials (reservation-access.ts `Credentials`): the flow token header, the link token, the surname. */
export function readerCredentials(c: Context, query: { last_name?: string | undefined; token?: string | undefined }) {
  return { flowToken: flowTokenOf(c), linkToken: query.token || undefined, readToken: query.token || undefined, lastName: query.last_name || undefined };
}
