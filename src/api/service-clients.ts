import { createApiClient, type ApiClient } from './api-client';
import type { ApiEnvironment, ServiceName } from './environments';
import { createInternalClient, readCsrfToken } from './internal-client';
import type { paths as adventuresPaths } from './generated/adventures';
import type { paths as commonPaths } from './generated/common';
import type { paths as invoicingPaths } from './generated/invoicing';
import type { paths as invoicingV2Paths } from './generated/invoicing-v2';
import type { paths as itineraryPaths } from './generated/itinerary';
import type { paths as loyaltyPaths } from './generated/loyalty';
import type { paths as toursPaths } from './generated/tours';
import type { paths as websalePaths } from './generated/websale';

/** The generated contract of each service, so `call` only accepts that service's paths. */
export interface ServicePaths {
  common: commonPaths;
  websale: websalePaths;
  loyalty: loyaltyPaths;
  invoicing: invoicingPaths;
  'invoicing-v2': invoicingV2Paths;
  tours: toursPaths;
  adventures: adventuresPaths;
  itinerary: itineraryPaths;
}

export type ServiceClient<Service extends ServiceName> = ApiClient<ServicePaths[Service]>;

export interface ServiceClientOptions {
  /** Send GET query and bodies as one base64 `data` field. */
  wrapData?: boolean;
  /** Extra headers read at each request, e.g. the loyalty session once signed in. */
  dynamicHeaders?: () => Record<string, string | undefined>;
  fetch?: (request: Request) => Promise<Response>;
  origin?: string;
  /** CSRF token reader for a same-origin service; the `csrf_token` cookie by default. */
  csrfToken?: () => string | undefined;
}

/** A base on the page's own origin: relative (`/api`), or absolute with the same origin. */
export function isSameOrigin(baseUrl: string, origin: string | undefined = globalThis.location?.origin): boolean {
  if (baseUrl.startsWith('/')) return !baseUrl.startsWith('//');
  try {
    return origin !== undefined && new URL(baseUrl).origin === new URL(origin).origin;
  } catch {
    return false;
  }
}

/**
 * A client for one service of an environment: its address, its configured headers, `lang: es`. A service
 * on the page's own origin (the local environment's `/api`) gets the same-origin variant (docs/rules/services-and-api.md#the-same-origin-variant), which
 * carries the CSRF token this site's server requires on state-changing calls (decision 017).
 */
export function createServiceClient<Service extends ServiceName>(
  service: Service,
  environment: ApiEnvironment,
  options: ServiceClientOptions = {},
): ServiceClient<Service> {
  const target = environment.services[service];
  const { csrfToken, ...rest } = options;
  const settings = { ...rest, baseUrl: target.baseUrl, headers: { ...target.headers } };
  if (isSameOrigin(target.baseUrl, options.origin)) {
    return createInternalClient<ServicePaths[Service]>({ ...settings, csrfToken: csrfToken ?? (() => readCsrfToken()) });
  }
  return createApiClient<ServicePaths[Service]>(settings);
}

export interface InternalServiceClientOptions {
  csrfToken: () => string | undefined;
  fetch?: (request: Request) => Promise<Response>;
  origin?: string;
}

/** The same-origin variant for one service of this site's own server, at `/api/<service>`. */
export function createInternalServiceClient<Service extends ServiceName>(
  service: Service,
  options: InternalServiceClientOptions,
): ServiceClient<Service> {
  return createInternalClient<ServicePaths[Service]>({ ...options, baseUrl: `/api/${service}` });
}
