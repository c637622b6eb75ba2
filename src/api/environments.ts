// Where each service lives and which headers it expects, per deployment environment.
// Configuration is a flat string map (the shape of Vite's `import.meta.env`) so tests pass a
// plain object; the one place that reads `import.meta.env` is `vite-environment.ts`.

export const serviceNames = ['common', 'websale', 'loyalty', 'invoicing', 'invoicing-v2', 'tours', 'adventures', 'itinerary'] as const;
export type ServiceName = (typeof serviceNames)[number];

export const environmentNames = ['local', 'dev', 'qa', 'prod'] as const;
export type EnvironmentName = (typeof environmentNames)[number];

/** docs/rules/services-and-api.md#addresses: these two are addressed by their own base + path, without the service name. */
const ownBaseServices: ReadonlySet<ServiceName> = new Set<ServiceName>(['invoicing-v2', 'adventures']);

export interface ServiceHeaders {
  reference?: string;
  authorization?: string;
  token?: string;
}

export interface ServiceTarget {
  /** Address the request paths are appended to, already including the service name when the rule asks for it. */
  baseUrl: string;
  headers: ServiceHeaders;
}

export interface ApiEnvironment {
  name: EnvironmentName;
  services: Record<ServiceName, ServiceTarget>;
}

export type EnvironmentConfig = Readonly<Record<string, string | boolean | undefined>>;

const localBase = '/api';

/** `invoicing-v2` -> `INVOICING_V2`, the spelling used in configuration keys. */
export function serviceConfigKey(service: ServiceName): string {
  return service.toUpperCase().replace(/-/g, '_');
}

export function isEnvironmentName(value: unknown): value is EnvironmentName {
  return typeof value === 'string' && (environmentNames as readonly string[]).includes(value);
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/**
 * The URL rule (docs/rules/services-and-api.md#addresses). `base` is the environment's shared base; `ownBase` is the address
 * configured for invoicing-v2 or adventures, which do not take the service name.
 */
export function serviceBaseUrl(service: ServiceName, base: string, ownBase?: string): string {
  if (ownBaseServices.has(service) && ownBase) return trimSlash(ownBase);
  return `${trimSlash(base)}/${service}`;
}

function read(config: EnvironmentConfig, key: string): string | undefined {
  const value = config[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/**
 * Keys, for environment ENV (LOCAL, DEV, QA, PROD) and service SERVICE (e.g. WEBSALE, INVOICING_V2):
 * - `VITE_<ENV>_API_BASE`: shared base; required for dev, qa and prod, `/api` for local.
 * - `VITE_<ENV>_<SERVICE>_BASE`: a service's own address (invoicing-v2 and adventures take it as is;
 *   any other service takes it instead of the shared base, still followed by its name).
 * - `VITE_<ENV>_<SERVICE>_REFERENCE`, `_AUTHORIZATION`, `_TOKEN`: header values, sent only when set.
 */
export function resolveEnvironment(name: EnvironmentName, config: EnvironmentConfig = {}): ApiEnvironment {
  const env = name.toUpperCase();
  const sharedBase = read(config, `VITE_${env}_API_BASE`) ?? (name === 'local' ? localBase : undefined);
  if (sharedBase === undefined) {
    // A deployment without addresses cannot work; failing at start-up beats calls to nowhere.
    throw new Error(`Environment "${name}" needs VITE_${env}_API_BASE in its configuration`);
  }
  const services = {} as Record<ServiceName, ServiceTarget>;
  for (const service of serviceNames) {
    const key = `VITE_${env}_${serviceConfigKey(service)}`;
    const ownBase = read(config, `${key}_BASE`);
    const baseUrl = ownBaseServices.has(service)
      ? serviceBaseUrl(service, sharedBase, ownBase)
      : serviceBaseUrl(service, ownBase ?? sharedBase);
    const headers: ServiceHeaders = {};
    const reference = read(config, `${key}_REFERENCE`);
    const authorization = read(config, `${key}_AUTHORIZATION`);
    const token = read(config, `${key}_TOKEN`);
    if (reference) headers.reference = reference;
    if (authorization) headers.authorization = authorization;
    if (token) headers.token = token;
    services[service] = { baseUrl, headers };
  }
  return { name, services };
}

/** `VITE_API_ENV` picks the environment; anything unknown or missing means local. */
export function environmentFromConfig(config: EnvironmentConfig): ApiEnvironment {
  const requested = read(config, 'VITE_API_ENV');
  return resolveEnvironment(isEnvironmentName(requested) ? requested : 'local', config);
}
