import { Hono } from 'hono';
import * as v from 'valibot';
import { reservationCodeSchema } from '../../../../domain/reservation/reservation-code';
import { calendarDateSchema } from '../../../../domain/search/search-schema';
import type { AppDeps } from '../../service-deps';
import { requestLang, respond } from '../../../http/envelope';
import { flowTokenOf } from '../../../http/flow-token';
import { databaseId, validate } from '../../../http/validate';
import { chooseSchedules } from './choose-schedules';
import { listSchedules } from './list-schedules';

const schedulesQuery = v.object({
  code: reservationCodeSchema,
  direction: v.optional(v.picklist(['departure', 'return']), 'departure'),
  date: v.optional(calendarDateSchema),
});

const id = v.optional(v.nullable(databaseId), null);
const choiceSchema = v.object({ open: v.boolean(), schedule_id: id, schedule_detail_id: id, layout_id: id });
const setSchedulesBody = v.object({
  code: reservationCodeSchema,
  departure: choiceSchema,
  return: v.optional(v.nullable(choiceSchema), null),
});

/** getSchedules and setSchedules. */
export function createSchedulesRoutes(deps: AppDeps): Hono {
  const app = new Hono();

  app.get('/reservation/schedules', validate('query', schedulesQuery), async (c) => {
    const answer = await listSchedules(deps, { ...c.req.valid('query'), flowToken: flowTokenOf(c), lang: requestLang(c) });
    return respond(c, 'websale', answer);
  });

  app.post('/reservation/schedules', validate('json', setSchedulesBody), async (c) => {
    const answer = await chooseSchedules(deps, { ...c.req.valid('json'), flowToken: flowTokenOf(c), lang: requestLang(c) });
    return respond(c, 'websale', answer);
  });

  return app;
}
