import { Hono } from 'hono';
import * as v from 'valibot';
import type { ResolvedDeps } from '../service-deps';
import { requestLang, respond } from '../../http/envelope';
import { limitFailedLookups } from '../../http/rate-limit';
import { validate } from '../../http/validate';
import { cancelReservation, quoteCancellation } from './cancel-reservation';
import { findItinerary } from './find-itinerary';

// The itinerary service ("my reservation", issue 13): routes → use cases → queries, like websale.
// Operations not built here answer 501 not_implemented (mounted by app.ts after these routes).

const text = (max: number) => v.pipe(v.string(), v.maxLength(max));
// The code is not checked for its shape here: a malformed code is a wrong code, and gets the one
// not-found answer (decision 019) rather than telling a guesser which codes could exist.
const dataQuery = v.object({
  code: v.pipe(text(20), v.minLength(1)),
  last_name: v.optional(v.pipe(text(80), v.minLength(1))),
  token: v.optional(v.pipe(text(128), v.minLength(1))),
});
const tokenQuery = v.object({ token: v.pipe(text(128), v.minLength(1)) });
const cancelBody = v.object({ token: v.pipe(text(128), v.minLength(1)) });
const idParam = v.object({ id: v.pipe(text(64), v.minLength(1)) });

export function createItineraryRoutes(deps: ResolvedDeps): Hono {
  const app = new Hono();
  // Failed lookups share websale's limit (decision 018): a guesser gets 20 tries per window in all.
  app.on(['GET', 'POST'], ['/reservation/data', '/reservation/:id/cancellation', '/reservation/:id/cancel'], limitFailedLookups(deps, 'itinerary'));

  app.get('/reservation/data', validate('query', dataQuery), async (c) => {
    const query = c.req.valid('query');
    const answer = await findItinerary(deps, query.code, { lastName: query.last_name, linkToken: query.token }, requestLang(c));
    return respond(c, 'itinerary', answer);
  });

  app.get('/reservation/:id/cancellation', validate('param', idParam), validate('query', tokenQuery), async (c) => {
    const answer = await quoteCancellation(deps, c.req.valid('param').id, c.req.valid('query').token);
    return respond(c, 'itinerary', answer);
  });

  app.post('/reservation/:id/cancel', validate('param', idParam), validate('json', cancelBody), async (c) => {
    const answer = await cancelReservation(deps, c.req.valid('param').id, c.req.valid('json').token, requestLang(c));
    return respond(c, 'itinerary', answer);
  });

  return app;
}
