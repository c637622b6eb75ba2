import { Hono } from 'hono';
import * as v from 'valibot';
import type { ResolvedDeps } from '../../app-deps';
import { localDate } from '../../clock';
import { listRoutesWithStops, type TerminalRow } from '../../db/queries/network.queries';
import { requireKnownToken } from '../../http/authorization';
import { fail, ok, requestLang } from '../../http/envelope';
import { readQuery } from '../../http/request-input';
import { parseInput } from '../../http/validate';
import { createBookingStepRoutes } from './booking-steps.routes';
import { createOfficeRoutes } from './office.routes';
import { createPaymentRoutes } from './payment.routes';
import { createTicketsRoutes } from './tickets.routes';
import { createReservation, findValidPromotion } from './create-reservation';
import { reservationForStep } from './reservation-step';
import { reservationPayload } from './reservation-view';

const terminal = (t: TerminalRow) => ({ id: t.slug, name: t.name, city: t.city, address: t.address });
const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'es');

const promotionQuery = v.object({ promotional_code: v.optional(v.string(), '') });
export const codeQuery = v.object({ code: v.pipe(v.string(), v.minLength(1), v.maxLength(20)) });

/** Websale (reservation) service: origins, promotional codes, the reservation and its booking steps. */
export function createWebsaleRoutes(deps: ResolvedDeps): Hono {
  const { db, clock, config } = deps;
  const app = new Hono();
  app.use(requireKnownToken(config.acceptedTokens));

  // Origins are terminals where some route continues to a later stop; destinations are those later stops.
  app.get('/reservation/origins', async (c) => {
    const origins = new Map<string, { origin: TerminalRow; destinations: Map<string, TerminalRow> }>();
    for (const route of await listRoutesWithStops(db)) {
      route.stops.forEach((from, i) => {
        const later = route.stops.slice(i + 1);
        if (later.length === 0) return;
        const entry = origins.get(from.terminal.slug) ?? { origin: from.terminal, destinations: new Map() };
        for (const to of later) entry.destinations.set(to.terminal.slug, to.terminal);
        origins.set(from.terminal.slug, entry);
      });
    }
    if (origins.size === 0) return fail(c, 404, 'websale', 'origins_not_found');
    const data = [...origins.values()]
      .map(({ origin, destinations }) => ({
        ...terminal(origin),
        destinations: [...destinations.values()].sort(byName).map(terminal),
      }))
      .sort(byName);
    return ok(c, data);
  });

  app.get('/reservation/promotional_code', async (c) => {
    const raw = readQuery(c, 'websale');
    if (!raw.ok) return raw.response;
    const query = parseInput(c, 'websale', promotionQuery, raw.value);
    if (!query.ok) return query.response;
    const code = query.value.promotional_code.trim();
    if (code === '') return fail(c, 400, 'websale', 'promotional_code_empty', 'promotional_code');
    // Unknown, expired and used-up codes get the same answer: the catalogue's 'Código promocional invalido'.
    const promotion = code.length > 40 ? null : await findValidPromotion(db, code, clock.now());
    if (!promotion) return fail(c, 404, 'websale', 'promotional_code_invalid', 'promotional_code');
    // valid_to is exclusive; the last usable day is the local date of the instant just before it.
    const lastDay = localDate(new Date(promotion.validTo.getTime() - 1));
    return ok(c, {
      promotional_code: promotion.code,
      discount_percent: promotion.percentOff,
      description: requestLang(c) === 'en' ? promotion.descriptionEn : promotion.descriptionEs,
      valid_until: lastDay,
    });
  });

  app.post('/reservation/create', (c) => createReservation(c, deps));

  app.get('/reservation', async (c) => {
    const raw = readQuery(c, 'websale');
    if (!raw.ok) return raw.response;
    const query = parseInput(c, 'websale', codeQuery, raw.value);
    if (!query.ok) return query.response;
    const step = await reservationForStep(c, deps, query.value.code, false);
    if (!step.ok) return step.response;
    return ok(c, reservationPayload(step.value, config, requestLang(c), clock.now()));
  });

  app.route('/', createBookingStepRoutes(deps));
  app.route('/', createPaymentRoutes(deps));
  app.route('/', createTicketsRoutes(deps));
  app.route('/', createOfficeRoutes(deps));
  return app;
}
