import { and, between, eq, gt } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { CATALOGUE_TTL_MS } from '../../../db/queries/catalogue-cache';
import { busLayouts } from '../../../db/schema/fleet.schema';
import { departures } from '../../../db/schema/network.schema';
import { addDays } from '../../../platform/clock';
import type { TerminalInfo } from '../../reservations';
import { fromStop, legDepartureColumns, legDepartures, toStop, type LegDeparture } from './schedules.queries';
import { apartFromRequest } from '../../../platform/client-presence';

// Decision 042: a leg's departures on a day (which buses, when they board and arrive, their class and
// seat count) are timetable data. They are written only by the calendar top-up (new days, in one
// transaction) and by an operator's edit of the tables, never through the API, so the schedules search
// keeps them like the catalogue rows (a minute) and reads only what changes under it (the reservation,
// its passengers and the live holds) from the database. A day with no departures is not kept: the
// top-up adds days, and a day it adds is listed at once. Choosing a bus still reads departures live.

/** The static columns of the leg's departures on `day` and the day before (a bus may board after midnight). */
function readLegTimetable(db: Database, fromId: number, toId: number, day: string) {
  return db
    .select(legDepartureColumns)
    .from(departures)
    .innerJoin(fromStop, and(eq(fromStop.routeId, departures.routeId), eq(fromStop.terminalId, fromId)))
    .innerJoin(toStop, and(eq(toStop.routeId, departures.routeId), eq(toStop.terminalId, toId), gt(toStop.seq, fromStop.seq)))
    .innerJoin(busLayouts, eq(busLayouts.id, departures.layoutId))
    .where(and(between(departures.serviceDate, addDays(day, -1), day), eq(departures.cancelled, false)));
}

/** A leg's timetable on a day: its departures boarding at `from` on `day` (local), in boarding order, and their ids. */
export interface LegTimetable {
  departures: readonly LegDeparture[];
  /** The departures' ids as a PostgreSQL array literal, the live holds' parameter. */
  ids: string;
}

interface Entry {
  at: number;
  value: Promise<LegTimetable>;
}

/** Legs kept per database; the oldest are dropped beyond this many (each is a few buses). */
const MAX_LEGS = 5_000;
const kept = new WeakMap<Database, Map<string, Entry>>();

/**
 * The leg's departures on `day`, read at most once per CATALOGUE_TTL_MS per database (`nowMs` is the
 * caller's clock; a clock moved backwards reads again). An empty day and a failed read are not kept.
 */
export function legTimetable(db: Database, from: TerminalInfo, to: TerminalInfo, day: string, nowMs: number): Promise<LegTimetable> {
  let perDb = kept.get(db);
  if (!perDb) kept.set(db, (perDb = new Map()));
  const key = `${from.id}:${to.id}:${day}`;
  const entry = perDb.get(key);
  if (entry && nowMs >= entry.at && nowMs - entry.at < CATALOGUE_TTL_MS) return entry.value;
  // Shared by the requests that ask meanwhile, so run apart from the one that started it (decision 078).
  const value = apartFromRequest(() => readLegTimetable(db, from.id, to.id, day)).then((rows) => {
    const found = legDepartures(
      rows.map(({ departsAt, ...r }) => ({ ...r, departsAtMs: departsAt.getTime(), held: null })),
      from,
      day,
    ).map(({ held: _held, ...d }) => d);
    return { departures: found, ids: `{${found.map((d) => d.scheduleId).join(',')}}` };
  });
  const fresh = { at: nowMs, value };
  perDb.delete(key);
  perDb.set(key, fresh);
  if (perDb.size > MAX_LEGS) perDb.delete(perDb.keys().next().value!);
  const forget = () => {
    if (perDb.get(key) === fresh) perDb.delete(key);
  };
  value.then((t) => t.departures.length === 0 && forget(), forget);
  return value;
}
