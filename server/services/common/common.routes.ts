import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import type { AppDeps } from '../../app-deps';
import { listTerminals } from '../../db/queries/network.queries';
import { fail, ok, requestLang } from '../../http/envelope';
import { readQuery } from '../../http/request-input';
import { parseInput, queryBoolean, queryPositiveInt, terminalSlug } from '../../http/validate';
import { listProjectVersions, listRates, listSchedules, listSlider, type PairFilter } from './common.queries';

const versionParams = v.object({ project_id: queryPositiveInt });
const versionQuery = v.object({ last_active: v.optional(queryBoolean, 'true') });
const sliderQuery = v.object({ lang: v.optional(v.picklist(['es', 'en'])) });
const pairQuery = v.object({ origin: v.optional(terminalSlug), destination: v.optional(terminalSlug) });

/** Common service (SPEC §7): version check, home slider, schedules and rates lists. */
export function createCommonRoutes({ db, clock }: AppDeps): Hono {
  const app = new Hono();

  app.get('/version/select/:project_id', async (c) => {
    const params = parseInput(c, 'common', versionParams, c.req.param());
    if (!params.ok) return params.response;
    const raw = readQuery(c, 'common');
    if (!raw.ok) return raw.response;
    const query = parseInput(c, 'common', versionQuery, raw.value);
    if (!query.ok) return query.response;
    const versions = await listProjectVersions(db, params.value.project_id);
    if (versions.length === 0) return fail(c, 404, 'common', 'project_not_found', 'project_id');
    const version = query.value.last_active ? versions.find((r) => r.active) : versions[0];
    if (!version) return fail(c, 404, 'common', 'version_not_found');
    return ok(c, {
      project_id: version.projectId,
      version: version.version,
      active: version.active,
      force_update: version.forceUpdate,
      notes: version.notes,
      published_at: version.releasedAt.toISOString(),
    });
  });

  app.get('/slider/list', async (c) => {
    const raw = readQuery(c, 'common');
    if (!raw.ok) return raw.response;
    const query = parseInput(c, 'common', sliderQuery, raw.value);
    if (!query.ok) return query.response;
    return ok(c, await listSlider(db, query.value.lang ?? requestLang(c), clock.now()));
  });

  // Unknown terminals are refused (400, field named) rather than answered with an empty list, so a
  // client with a stale or mistyped id finds out.
  async function pairFilter(c: Context) {
    const raw = readQuery(c, 'common');
    if (!raw.ok) return raw;
    const query = parseInput(c, 'common', pairQuery, raw.value);
    if (!query.ok) return query;
    const known = new Set((await listTerminals(db)).map((t) => t.slug));
    for (const field of ['origin', 'destination'] as const) {
      const slug = query.value[field];
      if (slug !== undefined && !known.has(slug)) {
        return { ok: false as const, response: fail(c, 400, 'common', 'invalid_request', field) };
      }
    }
    return { ok: true as const, value: query.value as PairFilter };
  }

  app.get('/schedules/list_select', async (c) => {
    const filter = await pairFilter(c);
    if (!filter.ok) return filter.response;
    return ok(c, await listSchedules(db, filter.value, requestLang(c)));
  });

  app.get('/rates/list_select', async (c) => {
    const filter = await pairFilter(c);
    if (!filter.ok) return filter.response;
    return ok(c, await listRates(db, filter.value));
  });

  return app;
}
