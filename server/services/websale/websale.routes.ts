import { Hono } from 'hono';
import type { ResolvedDeps } from '../service-deps';
import { requireKnownToken } from '../../http/authorization';
import { limitFailedLookupsButTheFlows, limitFailures, limitRequests } from '../../http/rate-limit';
import { createBookingStepRoutes } from './booking/booking-steps.routes';
import { createOfficeRoutes } from './office/office.routes';
import { createPaymentRoutes } from './payment/payment.routes';
import { createReservationRoutes } from './reservation/reservation.routes';
import { createSchedulesRoutes } from './schedules/schedules.routes';
import { createSeatsRoutes } from './seats/seats.routes';
import { createTicketsRoutes } from './tickets/tickets.routes';

/**
 * Websale (reservation) service: one folder per area of the booking (reservation, schedules, seats,
 * booking steps, payment, tickets, office), each with its routes, use cases and queries.
 */
export function createWebsaleRoutes(deps: ResolvedDeps): Hono {
  const app = new Hono();
  app.use(requireKnownToken(deps.config.acceptedTokens));
  // Rate limits (decision 018). Lookups by code count their failures; the booking steps of one's own
  // reservation are not limited, nor are its reads with the flow token alone (decision 080). Registered before
  // the areas, so they run before the areas' handlers.
  app.on(['GET'], ['/reservation', '/reservation/pdf', '/reservation/html'], limitFailedLookupsButTheFlows(deps, 'websale'));
  app.post('/reservation/confirm', limitFailedLookupsButTheFlows(deps, 'websale'));
  app.get('/reservation/promotional_code', limitRequests(deps, 'promotionalCodes', 'websale'));
  app.post('/reservation/create', limitRequests(deps, 'reservationCreates', 'websale'));
  app.use('/office/*', limitFailures(deps, 'officeKeyFailures', 'websale', (status) => status === 401));
  app.route('/', createReservationRoutes(deps));
  app.route('/', createSchedulesRoutes(deps));
  app.route('/', createSeatsRoutes(deps));
  app.route('/', createBookingStepRoutes(deps));
  app.route('/', createPaymentRoutes(deps));
  app.route('/', createTicketsRoutes(deps));
  app.route('/', createOfficeRoutes(deps));
  return app;
}
