import type { Context } from 'hono';
import * as v from 'valibot';

// What a request carries to prove whose reservation it may see (decision 019): the flow token header
// of the booking flow, and for reads a link token or a passenger's surname in the query.

/** The header every call of a booking flow carries (`x-flow-token` in the contracts). */
export const FLOW_TOKEN_HEADER = 'x-flow-token';

/** The request's flow token, or undefined when it carries none. */
export function flowTokenOf(c: Context): string | undefined {
  return c.req.header(FLOW_TOKEN_HEADER)?.trim() || undefined;
}

/** The query parameters a reader may add to the code: a passenger's surname, or the link token. */
export const readerCredentialsQuery = {
  last_name: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(80))),
  token: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(128))),
};

export interface ReaderCredentials {
  flowToken: string | undefined;
  linkToken: string | undefined;
  lastName: string | undefined;
}

/** A read request's credentials: the flow token header, the link token, the surname. */
export function readerCredentials(c: Context, query: { last_name?: string | undefined; token?: string | undefined }): ReaderCredentials {
  return { flowToken: flowTokenOf(c), linkToken: query.token || undefined, lastName: query.last_name || undefined };
}
