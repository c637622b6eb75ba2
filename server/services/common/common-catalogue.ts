import type { Database } from '../../db/database';
import { listTerminals } from '../../db/queries/network.queries';
import type { Lang } from '../../http/envelope';
import { refuse, success, type Outcome } from '../../platform/failure';
import { listProjectVersions, listRates, listSchedules, listTerminalDetails, type PairFilter } from './common.queries';
import { defaultTerminalFacts, terminalFacts } from './terminal-facts.data';

/** getVersion: the newest active version of a project, or the newest of all. */
export async function projectVersion(db: Database, projectId: number, lastActive: boolean) {
  const versions = await listProjectVersions(db, projectId);
  if (versions.length === 0) return refuse<'common'>(404, 'project_not_found', 'project_id');
  const version = lastActive ? versions.find((r) => r.active) : versions[0];
  if (!version) return refuse<'common'>(404, 'version_not_found');
  return success({
    project_id: version.projectId,
    version: version.version,
    active: version.active,
    force_update: version.forceUpdate,
    notes: version.notes,
    published_at: version.releasedAt.toISOString(),
  });
}

/**
 * Unknown terminals are refused (400, field named) rather than answered with an empty list, so a
 * client with a stale or mistyped id finds out.
 */
async function knownPair(db: Database, filter: PairFilter): Promise<Outcome<PairFilter, 'common'>> {
  const known = new Set((await listTerminals(db)).map((t) => t.slug));
  for (const field of ['origin', 'destination'] as const) {
    const slug = filter[field];
    if (slug !== undefined && !known.has(slug)) return refuse<'common'>(400, 'invalid_request', field);
  }
  return success(filter);
}

export async function schedulesList(db: Database, filter: PairFilter, lang: Lang) {
  const pair = await knownPair(db, filter);
  return pair.ok ? success(await listSchedules(db, pair.value, lang)) : pair;
}

export async function ratesList(db: Database, filter: PairFilter) {
  const pair = await knownPair(db, filter);
  return pair.ok ? success(await listRates(db, pair.value)) : pair;
}

/** The locations page: each terminal with its facts (terminal-facts.data.ts). */
export async function terminalsList(db: Database) {
  const rows = await listTerminalDetails(db);
  return success(
    rows.map((row) => {
      const facts = terminalFacts[row.slug] ?? defaultTerminalFacts;
      return {
        id: row.slug,
        name: row.name,
        city: row.city,
        state: row.state,
        address: row.address,
        postal_code: row.postalCode,
        phone: row.phone,
        latitude: Number(row.latitude),
        longitude: Number(row.longitude),
        timezone: row.timezone,
        hours: facts.hours,
        services: facts.services,
      };
    }),
  );
}
