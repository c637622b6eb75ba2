import { createApiClient, type ApiClient } from './api-client';
import type { ApiEnvironment, ServiceName } from './environments';
import { createInternalClient } from './internal-client';
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
}

/** A client for one service of an environment: its address, its configured headers, `lang: es`. */
export function createServiceClient<Service extends ServiceName>(
  service: Service,
  environment: ApiEnvironment,
  options: ServiceClientOptions = {},
): ServiceClient<Service> {
  const target = environment.services[service];
  return createApiClient<ServicePaths[Service]>({ ...options, baseUrl: target.baseUrl, headers: { ...target.headers } });
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
