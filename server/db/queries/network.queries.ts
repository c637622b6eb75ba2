import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../database';
import { catalogueRows } from './catalogue-cache';
import { routeStops, routes, terminals, timetables } from '../schema/network.schema';
import { busLayouts } from '../schema/fleet.schema';

export interface TerminalRow {
  id: number;
  slug: string;
  name: string;
  city: string;
  address: string;
}

export interface RouteWithStops {
  routeId: number;
  stops: Array<{ terminal: TerminalRow; minutesFromStart: number }>;
}

export async function listTerminals(db: Database): Promise<TerminalRow[]> {
  return db
    .select({ id: terminals.id, slug: terminals.slug, name: terminals.name, city: terminals.city, address: terminals.address })
    .from(terminals)
    .where(eq(terminals.active, true))
    .orderBy(asc(terminals.name));
}

/** Active routes with their stops in travel order. */
export async function listRoutesWithStops(db: Database): Promise<RouteWithStops[]> {
  const rows = await db
    .select({
      routeId: routeStops.routeId,
      minutesFromStart: routeStops.minutesFromStart,
      terminal: { id: terminals.id, slug: terminals.slug, name: terminals.name, city: terminals.city, address: terminals.address },
    })
    .from(routeStops)
    .innerJoin(routes, eq(routes.id, routeStops.routeId))
    .innerJoin(terminals, eq(terminals.id, routeStops.terminalId))
    .where(and(eq(routes.active, true), eq(terminals.active, true)))
    .orderBy(asc(routeStops.routeId), asc(routeStops.seq));
  const byRoute = new Map<number, RouteWithStops>();
  for (const row of rows) {
    const route = byRoute.get(row.routeId) ?? { routeId: row.routeId, stops: [] };
    route.stops.push({ terminal: row.terminal, minutesFromStart: row.minutesFromStart });
    byRoute.set(row.routeId, route);
  }
  return [...byRoute.values()];
}

/** `listRoutesWithStops` from the catalogue rows the process keeps (a minute): what a new reservation checks its pair against. */
export function keptRoutesWithStops(db: Database): Promise<RouteWithStops[]> {
  return catalogueRows(db, 'routes_with_stops', Date.now(), () => listRoutesWithStops(db));
}

export async function listActiveTimetables(db: Database) {
  return db
    .select({
      routeId: timetables.routeId,
      departureTime: timetables.departureTime,
      serviceClass: busLayouts.serviceClass,
      busTypeEs: busLayouts.nameEs,
      busTypeEn: busLayouts.nameEn,
    })
    .from(timetables)
    .innerJoin(busLayouts, eq(busLayouts.id, timetables.layoutId))
    .where(eq(timetables.active, true));
}

/** "HH:MM:SS" plus minutes, wrapping past midnight (a 23:30 departure reaches Zapopan at 04:30). */
export function addMinutesToTime(time: string, minutes: number): string {
  const [h = 0, m = 0, s = 0] = time.split(':').map(Number);
  const total = (((h * 60 + m + minutes) % 1440) + 1440) % 1440;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 60))}:${pad(total % 60)}:${pad(s)}`;
}
