import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import type { ServiceName } from '../domain/errors/catalogue.gen';
import type { AppDeps, ResolvedDeps } from './services/service-deps';
import { operations } from './contract/operations.gen';
import { errorItem, failWith, requestLang } from './http/envelope';
import { createHealthRoutes } from './http/health.routes';
import { logRequests } from './http/request-log';
import { mountNotImplemented } from './http/not-implemented';
import { defaultPaymentConfig } from './payments/payment-config';
import { createSandboxGateway } from './payments/sandbox-card-gateway';
import { createAdventuresRoutes } from './services/adventures/adventures.routes';
import { createCommonRoutes } from './services/common/common.routes';
import { createInvoicingRoutes } from './services/invoicing/invoicing.routes';
import { createInvoicingV2Routes } from './services/invoicing-v2/invoicing-v2.routes';
import { createItineraryRoutes } from './services/itinerary/itinerary.routes';
import { createLoyaltyRoutes } from './services/loyalty/loyalty.routes';
import { createToursRoutes } from './services/tours/tours.routes';
import { createWebsaleRoutes } from './services/websale/websale.routes';

export type { AppDeps } from './services/service-deps';

const services: Record<ServiceName, (deps: ResolvedDeps) => Hono> = {
  common: createCommonRoutes,
  websale: createWebsaleRoutes,
  loyalty: createLoyaltyRoutes,
  invoicing: createInvoicingRoutes,
  'invoicing-v2': createInvoicingV2Routes,
  tours: createToursRoutes,
  adventures: createAdventuresRoutes,
  itinerary: createItineraryRoutes,
};

/** Service owning a request path, for error envelopes outside any handler. */
function serviceOf(path: string): ServiceName {
  const name = /^\/api\/([^/]+)/.exec(path)?.[1];
  return name && name in services ? (name as ServiceName) : 'common';
}

export function createApp(given: AppDeps): Hono {
  const app = new Hono();
  // One gateway per app: the sandbox keeps the provider's side (charges by key, open challenges) in memory.
  const deps: ResolvedDeps = {
    ...given,
    payments: given.payments ?? { config: defaultPaymentConfig, gateway: createSandboxGateway(defaultPaymentConfig, given.clock) },
  };

  app.use(requestId());
  app.use(compress());
  if (deps.config.logRequests) app.use(logRequests());
  app.use(
    secureHeaders({
      xFrameOptions: 'DENY',
      // The SPA is served from the same origin: own scripts and styles (Vite emits files, no inline
      // scripts), inline style attributes for React, data: images for small icons, API calls to self.
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    }),
  );

  // Liveness and readiness probes (decision 020), before the services: /api/health and /api/ready.
  app.route('/api', createHealthRoutes(deps.db));

  for (const [name, create] of Object.entries(services) as Array<[ServiceName, (d: ResolvedDeps) => Hono]>) {
    const sub = create(deps);
    mountNotImplemented(sub, name, operations);
    app.route(`/api/${name}`, sub);
  }

  app.notFound((c) => {
    // Every catalogue has not_found, so the 404 speaks the catalogue of the service the path is under.
    return failWith(c, 404, [errorItem(requestLang(c), serviceOf(c.req.path), 'not_found')]);
  });

  app.onError((error, c) => {
    // Error name and stack frames only: driver messages (first stack line) can echo personal data.
    const frames = error.stack?.split('\n').slice(1, 6).map((l) => l.trim());
    console.error(JSON.stringify({ level: 'error', requestId: c.get('requestId'), route: c.req.routePath, error: error.name, frames }));
    return failWith(c, 500, [errorItem(requestLang(c), serviceOf(c.req.path), 'internal_error')]);
  });

  return app;
}
