import { Hono } from 'hono';
import * as v from 'valibot';
import type { ResolvedDeps } from '../service-deps';
import { createReadCache } from '../../http/cached-read';
import { requestLang } from '../../http/envelope';
import { success } from '../../platform/failure';
import { queryBoolean, queryPositiveInt, terminalSlug, validate } from '../../http/validate';
import { projectVersion, ratesList, schedulesList, terminalsList } from './common-catalogue';
import { createContactRoutes } from './contact/contact.routes';
import { listSlider } from './common.queries';

const versionParams = v.object({ project_id: queryPositiveInt });
const versionQuery = v.object({ last_active: v.optional(queryBoolean, 'true') });
const sliderQuery = v.object({ lang: v.optional(v.picklist(['es', 'en'])) });
const pairQuery = v.object({ origin: v.optional(terminalSlug), destination: v.optional(terminalSlug) });

/** Common service (docs/rules/services-and-api.md#operations): version check, home slider, schedules and rates lists; terminals and contact (docs/rules/content-pages.md). */
export function createCommonRoutes(deps: ResolvedDeps): Hono {
  const { db, clock } = deps;
  const app = new Hono();
  // Catalogue answers, the same for every client: kept a minute, sent with an ETag, 304 on revalidation.
  const cache = createReadCache(clock);

  app.get('/version/select/:project_id', validate('param', versionParams, 'common'), validate('query', versionQuery, 'common'), async (c) => {
    const { project_id: projectId } = c.req.valid('param');
    const { last_active: lastActive } = c.req.valid('query');
    return cache.answer(c, 'common', `version:${projectId}:${lastActive}`, () => projectVersion(db, projectId, lastActive));
  });

  app.get('/slider/list', validate('query', sliderQuery, 'common'), async (c) => {
    const lang = c.req.valid('query').lang ?? requestLang(c);
    return cache.answer(c, 'common', `slider:${lang}`, async () => success(await listSlider(db, lang, clock.now())));
  });

  app.get('/schedules/list_select', validate('query', pairQuery, 'common'), async (c) => {
    const { origin, destination } = c.req.valid('query');
    const lang = requestLang(c);
    return cache.answer(c, 'common', `schedules:${lang}:${origin ?? ''}:${destination ?? ''}`, () => schedulesList(db, { origin, destination }, lang));
  });

  app.get('/rates/list_select', validate('query', pairQuery, 'common'), async (c) => {
    const { origin, destination } = c.req.valid('query');
    return cache.answer(c, 'common', `rates:${origin ?? ''}:${destination ?? ''}`, () => ratesList(db, { origin, destination }));
  });

  app.get('/terminals/list', async (c) => cache.answer(c, 'common', 'terminals', () => terminalsList(db)));

  // The contact page's messages (docs/rules/content-pages.md#the-contact-page): stored, e-mailed through the outbox, rate limited.
  app.route('/', createContactRoutes(deps));

  return app;
}
