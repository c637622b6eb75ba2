import createClient, { type FetchOptions, type HeadersOptions } from 'openapi-fetch';
import type { PathsWithMethod, RequiredKeysOf, SuccessResponseJSON } from 'openapi-typescript-helpers';
import { encodeBase64Json } from '../../domain/base64';
import { ok, type Result } from '../../domain/result';
import { NetworkFailure, failureFromException, readEnvelope } from './api-result';

// The one request path every service client goes through: openapi-fetch for typed URLs and
// params, plus the services' conventions (docs/rules/services-and-api.md) (fixed `lang`, optional base64 `data` wrapping, the
// envelope read into a result that never throws).

export type CallMethod = 'get' | 'post' | 'put' | 'delete';

type HeaderValues = Record<string, string | undefined>;

export interface ApiClientOptions {
  /** Absolute, or same-origin relative (resolved against `origin`). */
  baseUrl: string;
  /** Sent on every request (per-service reference/authorization/token). */
  headers?: HeaderValues;
  /** Read at each request, for values that change at run time (loyalty session, CSRF token). */
  dynamicHeaders?: () => HeaderValues;
  /** Wrap GET query and request bodies as one base64 `data` field. */
  wrapData?: boolean;
  /** Applied to the data of a success, e.g. decoding an encoded reservation. */
  transformData?: (data: unknown) => unknown;
  credentials?: RequestCredentials;
  fetch?: (request: Request) => Promise<Response>;
  /** Origin for relative bases; defaults to the page's. */
  origin?: string;
}

/** The payload inside the envelope of an operation's 200 JSON response. */
export type ResponseData<Operation> =
  SuccessResponseJSON<Operation & Record<string | number, unknown>> extends { content: { data?: infer Data } }
    ? [NonNullable<Data>] extends [never]
      ? null
      : NonNullable<Data>
    : unknown;

type CallInit<Operation> = FetchOptions<Operation>;
type CallArgs<Operation> = RequiredKeysOf<CallInit<Operation>> extends never ? [init?: CallInit<Operation>] : [init: CallInit<Operation>];

export interface ApiClient<Paths extends object> {
  call<Method extends CallMethod, Path extends PathsWithMethod<Paths, Method>>(
    method: Method,
    path: Path,
    ...init: CallArgs<Paths[Path][Method & keyof Paths[Path]]>
  ): Promise<Result<ResponseData<Paths[Path][Method & keyof Paths[Path]]>>>;
}

/** The language header is fixed: the services answer in Spanish whatever the page language (docs/rules/services-and-api.md#the-language-header). */
export const serviceLanguage = 'es';

function resolveBaseUrl(baseUrl: string, origin: string | undefined): string {
  if (!baseUrl.startsWith('/')) return baseUrl;
  const pageOrigin = origin ?? globalThis.location?.origin;
  // Without an origin the relative URL is kept; `Request` then rejects it and the call fails as a value.
  return pageOrigin ? new URL(baseUrl, pageOrigin).href.replace(/\/$/, '') : baseUrl;
}

function wrappedQuery(query: Record<string, unknown>): string {
  return Object.keys(query).length === 0 ? '' : `data=${encodeURIComponent(encodeBase64Json(query))}`;
}

function wrappedBody(body: unknown): string {
  return JSON.stringify({ data: encodeBase64Json(body) });
}

export function createApiClient<Paths extends object>(options: ApiClientOptions): ApiClient<Paths> {
  const baseFetch = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const client = createClient<Paths>({
    baseUrl: resolveBaseUrl(options.baseUrl, options.origin),
    headers: { ...options.headers, lang: serviceLanguage },
    ...(options.credentials ? { credentials: options.credentials } : {}),
    // Tag rejections from fetch so a network outage is told apart from a bug in our code.
    fetch: async (request) => {
      try {
        return await baseFetch(request);
      } catch (reason) {
        throw new NetworkFailure(reason);
      }
    },
  });

  // Contracts declare `lang` as an optional header parameter; a per-call value must not win.
  client.use({
    onRequest({ request }) {
      request.headers.set('lang', serviceLanguage);
      return request;
    },
  });

  async function call(method: CallMethod, path: string, init?: Record<string, unknown>): Promise<Result<unknown>> {
    try {
      const request: Record<string, unknown> = { ...init };
      const dynamic = options.dynamicHeaders?.();
      if (dynamic) request.headers = { ...dynamic, ...(init?.headers as HeaderValues | undefined) } satisfies HeadersOptions;
      if (options.wrapData) {
        // Extra query parameters on POST/PUT/DELETE travel as they are; only GET's query is wrapped.
        if (method === 'get') request.querySerializer = wrappedQuery;
        else request.bodySerializer = wrappedBody;
      }
      const requester = client.request as unknown as (
        m: string,
        p: string,
        i: Record<string, unknown>,
      ) => Promise<{ data?: unknown; error?: unknown; response: Response }>;
      const { data, error, response } = await requester(method, path, request);
      const result = readEnvelope<unknown>(response.ok ? data : error, response.status);
      if (result.ok && options.transformData) return ok(options.transformData(result.data));
      return result;
    } catch (exception) {
      return failureFromException(exception);
    }
  }

  return { call } as ApiClient<Paths>;
}
