import { rootOf, type Database } from '../database';
import { apartFromRequest } from '../../platform/client-presence';

/**
 * Seconds a process keeps catalogue rows (terminals, routes and stops, fares, timetables, slider items)
 * before reading them again. They change only through the seed, a migration or an operator's edit of
 * the tables, never through the API, so a minute is how long such an edit may take to show on each
 * replica. Seat holds and reservations are read on every request, but for the seat map a process keeps until
 * PostgreSQL announces a change to it (decision 075, server/platform/kept-reads.ts). A leg's departures
 * on a day are kept the same minute by the schedules search (decision 042, leg-timetable.queries.ts).
 */
export const CATALOGUE_TTL_MS = 60_000;

interface Entry {
  at: number;
  value: Promise<unknown>;
}

// Per database (each test opens its own; a transaction's reads are kept under the database it belongs to), per kind of rows.
const kept = new WeakMap<Database, Map<string, Entry>>();

/**
 * The rows `read` returns, read at most once per CATALOGUE_TTL_MS per database and key; `now` is the
 * caller's clock in ms (a clock moved backwards also reads again). A failed read is not remembered.
 */
export function catalogueRows<T>(db: Database, key: string, now: number, read: () => PromiseLike<T>): Promise<T> {
  const root = rootOf(db);
  let perDb = kept.get(root);
  if (!perDb) kept.set(root, (perDb = new Map()));
  const entry = perDb.get(key);
  if (entry && now >= entry.at && now - entry.at < CATALOGUE_TTL_MS) return entry.value as Promise<T>;
  // A Drizzle query is a lazy thenable that runs again at every await: settle it once into a promise.
  // Shared by the requests that ask meanwhile, so run apart from the one that started it (decision 078).
  const value = apartFromRequest(() => Promise.resolve(read()));
  const fresh = { at: now, value };
  perDb.set(key, fresh);
  value.catch(() => {
    if (perDb.get(key) === fresh) perDb.delete(key);
  });
  return value;
}

/** Forgets every catalogue row kept for `db`: the next read goes to the database (after a seed, in tests). */
export function forgetCatalogue(db: Database): void {
  kept.delete(db);
}
