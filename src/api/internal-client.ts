import { decodeBase64Json } from '../../domain/base64';
import { createApiClient, type ApiClient } from './api-client';

// The same-origin variant (SPEC §7): calls this site's own server with its session cookies
// and a CSRF token, and hands flows a decoded reservation instead of the wire's base64 string.

export const csrfHeaderName = 'x-csrf-token';

export interface InternalClientOptions {
  /** Same-origin base, e.g. `/api/websale`. */
  baseUrl: string;
  /** Read at each request: the token may be rotated by the server. */
  csrfToken: () => string | undefined;
  fetch?: (request: Request) => Promise<Response>;
  origin?: string;
}

/**
 * The server may send `reservation` as base64-encoded JSON. Decoding happens only when the value
 * is such a string; an object, or a string that does not decode, is passed through unchanged.
 */
export function decodeReservationField(data: unknown): unknown {
  if (typeof data !== 'object' || data === null || !('reservation' in data)) return data;
  const encoded = (data as { reservation: unknown }).reservation;
  if (typeof encoded !== 'string') return data;
  try {
    return { ...data, reservation: decodeBase64Json(encoded) };
  } catch {
    return data;
  }
}

export function createInternalClient<Paths extends object>(options: InternalClientOptions): ApiClient<Paths> {
  return createApiClient<Paths>({
    baseUrl: options.baseUrl,
    credentials: 'same-origin',
    dynamicHeaders: () => ({ [csrfHeaderName]: options.csrfToken() }),
    transformData: decodeReservationField,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.origin ? { origin: options.origin } : {}),
  });
}

/**
 * Default token reader for the browser: a `<meta name="csrf-token">` written by the server,
 * else a `csrf_token` cookie. Both names are this client's convention; the server helper
 * must set one of them.
 */
export function readCsrfToken(doc: Document | undefined = globalThis.document): string | undefined {
  if (!doc) return undefined;
  const meta = doc.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content;
  if (meta) return meta;
  for (const part of doc.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === 'csrf_token') return decodeURIComponent(rest.join('='));
  }
  return undefined;
}
