import type { Database } from '../../../db/database';
import { listRoutesWithStops, type TerminalRow } from '../../../db/queries/network.queries';
import { refuse, success } from '../../../platform/failure';

const terminal = (t: TerminalRow) => ({ id: t.slug, name: t.name, city: t.city, address: t.address });
const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'es');

/** Origins are terminals where some route continues to a later stop; destinations are those later stops. */
export async function listOrigins(db: Database) {
  const origins = new Map<string, { origin: TerminalRow; destinations: Map<string, TerminalRow> }>();
  for (const route of await listRoutesWithStops(db)) {
    route.stops.forEach((from, i) => {
      const later = route.stops.slice(i + 1);
      if (later.length === 0) return;
      const entry = origins.get(from.terminal.slug) ?? { origin: from.terminal, destinations: new Map() };
      for (const to of later) entry.destinations.set(to.terminal.slug, to.terminal);
      origins.set(from.terminal.slug, entry);
    });
  }
  if (origins.size === 0) return refuse(404, 'origins_not_found');
  return success(
    [...origins.values()]
      .map(({ origin, destinations }) => ({ ...terminal(origin), destinations: [...destinations.values()].sort(byName).map(terminal) }))
      .sort(byName),
  );
}
