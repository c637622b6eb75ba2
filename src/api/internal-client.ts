import { decodeBase64Json } from '../../domain/base64';
import { csrfCookieName, csrfHeaderName } from '../../domain/http/csrf';
import { createApiClient, type ApiClient } from './api-client';

// The same-origin variant (docs/rules/services-and-api.md#the-same-origin-variant): calls this site's own server with its session cookies
// and a CSRF token, and hands flows a decoded reservation instead of the wire's base64 string.
// The server hands the token out as a cookie and checks the header against it (decision 017).

export { csrfHeaderName };

type Fetch = (request: Request) => Promise<Response>;

export interface InternalClientOptions {
  /** Same-origin base, e.g. `/api/websale`. */
  baseUrl: string;
  /** Read at each request: the token may be rotated by the server. */
  csrfToken: () => string | undefined;
  /** Configured per-service headers (reference, authorization, token), sent on every request. */
  headers?: Record<string, string | undefined>;
  /** Extra headers read at each request, e.g. the loyalty session once signed in. */
  dynamicHeaders?: () => Record<string, string | undefined>;
  /** Send GET query and bodies as one base64 `data` field. */
  wrapData?: boolean;
  fetch?: Fetch;
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

async function refusedForToken(response: Response): Promise<boolean> {
  try {
    const body = (await response.json()) as { content?: { errors?: Array<{ code?: unknown }> } };
    return body.content?.errors?.some((error) => error.code === 'csrf_token_invalid') ?? false;
  } catch {
    return false;
  }
}

/**
 * A state-changing call refused for its token is sent once more when the page now holds another token:
 * the server hands a fresh cookie out with that refusal (a page opened before the cookie existed, or
 * whose cookie was cleared). The refused call changed nothing, so sending it again is safe.
 */
function retryWithFreshToken(fetch: Fetch, csrfToken: () => string | undefined): Fetch {
  return async (request) => {
    const spare = request.method === 'GET' || request.method === 'HEAD' ? undefined : request.clone();
    const response = await fetch(request);
    if (!spare || response.status !== 403) return response;
    const fresh = csrfToken();
    if (!fresh || fresh === spare.headers.get(csrfHeaderName) || !(await refusedForToken(response.clone()))) return response;
    spare.headers.set(csrfHeaderName, fresh);
    return fetch(spare);
  };
}

export function createInternalClient<Paths extends object>(options: InternalClientOptions): ApiClient<Paths> {
  const { csrfToken, dynamicHeaders, fetch, ...rest } = options;
  return createApiClient<Paths>({
    ...rest,
    credentials: 'same-origin',
    dynamicHeaders: () => ({ ...dynamicHeaders?.(), [csrfHeaderName]: csrfToken() }),
    transformData: decodeReservationField,
    fetch: retryWithFreshToken(fetch ?? ((request) => globalThis.fetch(request)), csrfToken),
  });
}

/**
 * Default token reader for the browser: a `<meta name="csrf-token">` when a page carries one,
 * else the `csrf_token` cookie, which is what this site's server sets (server/http/csrf.ts).
 */
export function readCsrfToken(doc: Document | undefined = globalThis.document): string | undefined {
  if (!doc) return undefined;
  const meta = doc.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content;
  if (meta) return meta;
  for (const part of doc.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === csrfCookieName) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}
