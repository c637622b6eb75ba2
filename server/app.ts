import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import type { ServiceName } from '../domain/errors/catalogue.gen';
import type { AppDeps, ResolvedDeps } from './services/service-deps';
import { operations } from './contract/operations.gen';
import { CLIENT_GONE_STATUS, clientGoneLogLine, watchClientConnection } from './http/client-gone';
import { compression } from './http/compression';
import { csrfProtection } from './http/csrf';
import { errorItem, failWith, requestLang, serviceOfPath } from './http/envelope';
import { errorLogLine } from './http/error-log';
import { createHealthRoutes } from './http/health.routes';
import { logRequests } from './http/request-log';
import { boundRequestBody, boundRequestHead } from './http/request-limits';
import { mountNotImplemented } from './http/not-implemented';
import { defaultPaymentConfig } from './payments/payment-config';
import { createSandboxGateway } from './payments/sandbox-card-gateway';
import { isClientGone } from './platform/client-presence';
import { memoryRateLimits } from './platform/rate-limits';
import { createAdventuresRoutes } from './services/adventures/adventures.routes';
import { defaultAdventureSettings } from './platform/adventure-settings';
import { unconfiguredPartner } from './partners/octo/octo-client';
import { thirdPartySources } from './platform/third-party-sources';
import { createCommonRoutes } from './services/common/common.routes';
import { createInvoicingRoutes } from './services/invoicing/invoicing.routes';
import { createInvoicingV2Routes } from './services/invoicing-v2/invoicing-v2.routes';
import { createItineraryRoutes } from './services/itinerary/itinerary.routes';
import { createLoyaltyRoutes } from './services/loyalty/loyalty.routes';
import { createPaymentsRoutes } from './services/payments/payments.routes';
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
  payments: createPaymentsRoutes,
};

export function createApp(given: AppDeps): Hono {
  const app = new Hono();
  // One gateway per app: the sandbox keeps the provider's side (charges by key, open challenges) in memory.
  const deps: ResolvedDeps = {
    ...given,
    payments: given.payments ?? { config: defaultPaymentConfig, gateway: createSandboxGateway(defaultPaymentConfig, given.clock) },
    // Rate limits (decision 018): in memory unless the caller opened PostgreSQL's shared store.
    rateLimits: given.rateLimits ?? memoryRateLimits(given.config.rateLimits),
    // No partner given: the adventures answer partner_unavailable; server/serve.ts gives the configured one.
    adventures: given.adventures ?? { partner: unconfiguredPartner, settings: defaultAdventureSettings },
  };

  app.use(requestId());
  // Decision 078: a request whose client closes its connection stops before its next statement, if it changed nothing.
  app.use(watchClientConnection());
  // Decision 016: URL and headers bounded (414, 431) first; the body (413) after the header-only CSRF checks.
  app.use(boundRequestHead(deps.config.limits));
  app.use(compression());
  if (deps.config.logRequests) app.use(logRequests());
  // The captcha and the embedded map, only when configured (docs/rules/site.md#third-parties-only-when-configured).
  const thirdParty = thirdPartySources(deps.config);
  app.use(
    secureHeaders({
      xFrameOptions: 'DENY',
      // The SPA is served from the same origin: own scripts and styles (Vite emits files, no inline
      // scripts), inline style attributes for React, data: images for small icons, API calls to self.
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...thirdParty.script],
        frameSrc: ["'self'", ...thirdParty.frame],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...thirdParty.connect],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    }),
  );

  // CSRF (decision 017): CORS for CORS_ORIGINS; state-changing /api calls need a same-site Origin, the
  // csrf_token cookie echoed in x-csrf-token and a JSON body; headers only, refused before any body is read.
  app.use(...csrfProtection(deps.config));
  app.use(boundRequestBody(deps.config.limits));

  // Liveness and readiness probes (decision 020), before the services: /api/health and /api/ready.
  app.route('/api', createHealthRoutes(deps.db, deps.readiness));

  for (const [name, create] of Object.entries(services) as Array<[ServiceName, (d: ResolvedDeps) => Hono]>) {
    const sub = create(deps);
    mountNotImplemented(sub, name, operations);
    app.route(`/api/${name}`, sub);
  }

  app.notFound((c) => {
    // Every catalogue has not_found, so the 404 speaks the catalogue of the service the path is under.
    return failWith(c, 404, [errorItem(requestLang(c), serviceOfPath(c.req.path), 'not_found')]);
  });

  app.onError((error, c) => {
    // Nobody reads this answer: the connection is closed. Not a failure of the server's, so not logged as one.
    if (isClientGone(error)) {
      console.warn(clientGoneLogLine(c));
      return new Response(null, { status: CLIENT_GONE_STATUS });
    }
    // Request id, route, classes and stack frames only: driver messages carry the SQL parameters.
    console.error(errorLogLine(c, error));
    return failWith(c, 500, [errorItem(requestLang(c), serviceOfPath(c.req.path), 'internal_error')]);
  });

  return app;
}
