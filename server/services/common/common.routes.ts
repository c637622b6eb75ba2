import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppDeps } from '../service-deps';
import { ok, requestLang, respond } from '../../http/envelope';
import { queryBoolean, queryPositiveInt, terminalSlug, validate } from '../../http/validate';
import { projectVersion, ratesList, schedulesList } from './common-catalogue';
import { listSlider } from './common.queries';

const versionParams = v.object({ project_id: queryPositiveInt });
const versionQuery = v.object({ last_active: v.optional(queryBoolean, 'true') });
const sliderQuery = v.object({ lang: v.optional(v.picklist(['es', 'en'])) });
const pairQuery = v.object({ origin: v.optional(terminalSlug), destination: v.optional(terminalSlug) });

/** Common service (SPEC §7): version check, home slider, schedules and rates lists. */
export function createCommonRoutes({ db, clock }: AppDeps): Hono {
  const app = new Hono();

  app.get('/version/select/:project_id', validate('param', versionParams, 'common'), validate('query', versionQuery, 'common'), async (c) => {
    const answer = await projectVersion(db, c.req.valid('param').project_id, c.req.valid('query').last_active);
    return respond(c, 'common', answer);
  });

  app.get('/slider/list', validate('query', sliderQuery, 'common'), async (c) => {
    return ok(c, await listSlider(db, c.req.valid('query').lang ?? requestLang(c), clock.now()));
  });

  app.get('/schedules/list_select', validate('query', pairQuery, 'common'), async (c) => {
    const answer = await schedulesList(db, c.req.valid('query'), requestLang(c));
    return respond(c, 'common', answer);
  });

  app.get('/rates/list_select', validate('query', pairQuery, 'common'), async (c) => {
    const answer = await ratesList(db, c.req.valid('query'));
    return respond(c, 'common', answer);
  });

  return app;
}
