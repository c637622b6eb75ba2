import { Hono } from 'hono';
import * as v from 'valibot';
import { LOYALTY_SESSION_HEADER } from '../../../../domain/loyalty/account-rules';
import { reservationCodeSchema } from '../../../../domain/reservation/reservation-code';
import { passengerTypes } from '../../../../domain/search/passengers';
import { shuttleDestinations } from '../../../../domain/reservation/shuttle-rules';
import type { AppDeps } from '../../service-deps';
import { requestLang, respond } from '../../../http/envelope';
import { flowTokenOf } from '../../../http/flow-token';
import { validate } from '../../../http/validate';
import { saveReservationAdditionals } from './save-additionals';
import { saveReservationContact } from './save-contact';
import { showReservationTours } from './reservation-tours';
import { MAX_TRIP_TOURS } from '../../../../domain/tours/trip-tours';
import { linkTraveller } from './link-traveller';

const name = v.pipe(v.string(), v.trim(), v.maxLength(80));
const age = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(120));
const traveller = v.object({ type: v.optional(v.picklist(passengerTypes)), first_name: name, last_name: name, age: v.optional(v.nullable(age), null) });
const contactBody = v.object({
  code: reservationCodeSchema,
  contact: v.object({
    first_name: name,
    last_name: name,
    cell_phone: v.pipe(v.string(), v.trim(), v.maxLength(20)),
    email: v.pipe(v.string(), v.trim(), v.maxLength(120)),
    privacy: v.boolean(),
  }),
  goes_contact: v.optional(v.boolean(), false),
  // Names go to the passengers in order; a `type`, when sent, must be that passenger's type.
  travellers: v.optional(v.pipe(v.array(traveller), v.maxLength(10)), []),
});

const count = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10));
const additionalsBody = v.object({
  code: reservationCodeSchema,
  insurance: v.optional(
    v.pipe(
      v.array(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(9))),
      v.maxLength(10),
      v.check((list) => new Set(list).size === list.length),
    ),
    [],
  ),
  shuttle: v.optional(v.nullable(v.object({ destination: v.picklist(shuttleDestinations) })), null),
  pets: v.optional(count, 0),
  wheelchair: v.optional(v.nullable(v.object({ spaces: count, note: v.pipe(v.string(), v.trim(), v.maxLength(300)) })), null),
  // Omitted: the tours the order holds stay as they are; empty: none.
  tours: v.optional(
    v.pipe(
      v.array(v.object({ timeslot_id: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647)) })),
      v.maxLength(MAX_TRIP_TOURS),
      v.check((list) => new Set(list.map((tour) => tour.timeslot_id)).size === list.length),
    ),
  ),
});
const toursQuery = v.object({ code: reservationCodeSchema, lang: v.optional(v.picklist(['es', 'en'])) });

const travellerBody = v.object({ code: reservationCodeSchema, active_reward: v.boolean() });

/** setContact, traveller and setAdditionals, the booking steps between the schedules and the seats. */
export function createBookingStepRoutes(deps: AppDeps): Hono {
  const app = new Hono();

  app.post('/reservation/contact', validate('json', contactBody), async (c) => {
    const answer = await saveReservationContact(deps, { ...c.req.valid('json'), flowToken: flowTokenOf(c), lang: requestLang(c) });
    return respond(c, 'websale', answer);
  });

  // A signed-in frequent traveller linked to the reservation (decision 034), from the contact step.
  app.post('/reservation/traveller', validate('json', travellerBody), async (c) => {
    const { code, active_reward: activeReward } = c.req.valid('json');
    const session = c.req.header(LOYALTY_SESSION_HEADER)?.slice(0, 200) || undefined;
    const answer = await linkTraveller(deps, { code, activeReward, session, flowToken: flowTokenOf(c), lang: requestLang(c) });
    return respond(c, 'websale', answer);
  });

  app.post('/reservation/additionals', validate('json', additionalsBody), async (c) => {
    const answer = await saveReservationAdditionals(deps, { ...c.req.valid('json'), flowToken: flowTokenOf(c), lang: requestLang(c) });
    return respond(c, 'websale', answer);
  });

  app.get('/reservation/tours', validate('query', toursQuery), async (c) => {
    const query = c.req.valid('query');
    const answer = await showReservationTours(deps, { code: query.code, flowToken: flowTokenOf(c), lang: query.lang ?? requestLang(c) });
    return respond(c, 'websale', answer);
  });

  return app;
}
