import { Hono } from 'hono';
import * as v from 'valibot';
import { reservationCodeSchema } from '../../../../domain/reservation/reservation-code';
import { passengerTypes } from '../../../../domain/search/passengers';
import type { AppDeps } from '../../service-deps';
import { requestLang, respond } from '../../../http/envelope';
import { flowTokenOf } from '../../../http/flow-token';
import { validate } from '../../../http/validate';
import { chooseSeats } from './hold-seats';
import { holdSeatForPassenger, releaseSeat } from './hold-one-seat';
import { showSeatMap } from './show-seat-map';

const seatsQuery = v.object({ code: reservationCodeSchema, direction: v.optional(v.picklist(['departure', 'return']), 'departure') });
const legSchema = v.object({
  seats: v.pipe(
    v.array(v.object({ seat_number: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(999)), passenger_type: v.picklist(passengerTypes) })),
    v.maxLength(10),
  ),
});
const seatNumber = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(999));
const releaseSeatBody = v.object({ code: reservationCodeSchema, direction: v.picklist(['departure', 'return']), seat_number: seatNumber });
const holdSeatBody = v.object({ ...releaseSeatBody.entries, passenger_id: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2147483647)) });
const setSeatsBody = v.object({ code: reservationCodeSchema, departure: legSchema, return: v.optional(v.nullable(legSchema), null) });

/** getSeats (the seat map), setSeats (every seat at once) and holdSeat/releaseSeat (one tap). */
export function createSeatsRoutes(deps: AppDeps): Hono {
  const app = new Hono();

  app.get('/reservation/seats', validate('query', seatsQuery), async (c) => {
    const answer = await showSeatMap(deps, { ...c.req.valid('query'), flowToken: flowTokenOf(c), lang: requestLang(c) });
    return respond(c, 'websale', answer);
  });

  app.post('/reservation/seats', validate('json', setSeatsBody), async (c) => {
    const answer = await chooseSeats(deps, { ...c.req.valid('json'), flowToken: flowTokenOf(c), lang: requestLang(c) });
    return respond(c, 'websale', answer);
  });

  app.post('/reservation/seat', validate('json', holdSeatBody), async (c) => {
    const answer = await holdSeatForPassenger(deps, { ...c.req.valid('json'), flowToken: flowTokenOf(c), lang: requestLang(c) });
    return respond(c, 'websale', answer);
  });

  app.delete('/reservation/seat', validate('json', releaseSeatBody), async (c) => {
    const answer = await releaseSeat(deps, { ...c.req.valid('json'), flowToken: flowTokenOf(c), lang: requestLang(c) });
    return respond(c, 'websale', answer);
  });

  return app;
}
