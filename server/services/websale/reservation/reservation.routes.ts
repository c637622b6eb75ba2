import { Hono } from 'hono';
import * as v from 'valibot';
import { reservationCodeSchema } from '../../../../domain/reservation/reservation-code';
import { PLACE_MAX_LENGTH, PROMOTIONAL_CODE_MAX_LENGTH } from '../../../../domain/search/search-schema';
import type { AppDeps } from '../../service-deps';
import { createReadCache } from '../../../http/cached-read';
import { failWithOutcome, ok, requestLang, respond } from '../../../http/envelope';
import { flowTokenOf, readerCredentials, readerCredentialsQuery } from '../../../http/flow-token';
import { validate } from '../../../http/validate';
import { createReservation } from './create-reservation';
import { deleteReservation } from './delete-reservation';
import { listOrigins } from './list-origins';
import { checkPromotionalCode } from './promotions';
import { reservationForReader } from '../../reservations';
import { readerPayload } from '../../reservations';

const text = (max: number) => v.pipe(v.string(), v.maxLength(max));
// origin and destination are accepted (the contract names them) but do not change the answer.
const promotionQuery = v.object({
  promotional_code: v.optional(text(PROMOTIONAL_CODE_MAX_LENGTH), ''),
  origin: v.optional(text(PLACE_MAX_LENGTH)),
  destination: v.optional(text(PLACE_MAX_LENGTH)),
});
const readerQuery = v.object({ code: reservationCodeSchema, ...readerCredentialsQuery });

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

  // The owner (flow or link token) resumes from it; a traveller with the surname sees a paid one without contact data.
  app.get('/reservation', validate('query', readerQuery), async (c) => {
    const query = c.req.valid('query');
    const read = await reservationForReader(deps, query.code, readerCredentials(c, query));
    if (!read.ok) return failWithOutcome(c, 'websale', read);
    return ok(c, readerPayload(read.value.loaded, read.value.reader, config, requestLang(c), clock.now()));
  });

  // delete: the booking flow abandons its unpaid reservation; the seats are free at once.
  app.delete('/reservation', validate('json', v.object({ code: reservationCodeSchema })), async (c) => {
    const answer = await deleteReservation(deps, { code: c.req.valid('json').code, flowToken: flowTokenOf(c) });
    return respond(c, 'websale', answer);
  });

  return app;
}
