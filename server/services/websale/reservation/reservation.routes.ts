import { Hono } from 'hono';
import * as v from 'valibot';
import { reservationCodeSchema } from '../../../../domain/reservation/reservation-code';
import type { AppDeps } from '../../service-deps';
import { createReadCache } from '../../../http/cached-read';
import { failWithOutcome, ok, requestLang, respond } from '../../../http/envelope';
import { validate } from '../../../http/validate';
import { createReservation } from './create-reservation';
import { listOrigins } from './list-origins';
import { checkPromotionalCode } from './promotions';
import { reservationForStep } from './reservation-for-step';
import { reservationPayload } from './reservation-view';

const promotionQuery = v.object({ promotional_code: v.optional(v.string(), '') });
const codeQuery = v.object({ code: reservationCodeSchema });

/** getOrigins, checkPromotionalCode, createReservation and getReservation. */
export function createReservationRoutes(deps: AppDeps): Hono {
  const { db, clock, config } = deps;
  const app = new Hono();
  // The origins list is catalogue: kept a minute, sent with an ETag, 304 on revalidation.
  const cache = createReadCache(clock);

  app.get('/reservation/origins', (c) => cache.answer(c, 'websale', 'origins', () => listOrigins(db)));

  app.get('/reservation/promotional_code', validate('query', promotionQuery), async (c) => {
    const answer = await checkPromotionalCode(db, clock.now(), c.req.valid('query').promotional_code, requestLang(c));
    return respond(c, 'websale', answer);
  });

  // The search rules answer their own codes (not invalid_request), so the body goes to the use case as sent.
  app.post('/reservation/create', validate('json', v.unknown()), async (c) => {
    const created = await createReservation(deps, c.req.valid('json'), requestLang(c));
    return respond(c, 'websale', created);
  });

  app.get('/reservation', validate('query', codeQuery), async (c) => {
    const step = await reservationForStep(deps, c.req.valid('query').code, false);
    if (!step.ok) return failWithOutcome(c, 'websale', step);
    return ok(c, reservationPayload(step.value, config, requestLang(c), clock.now()));
  });

  return app;
}
