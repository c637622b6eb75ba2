import type { Database } from '../../../db/database';
import { apartFromRequest } from '../../../platform/client-presence';

/**
 * How long a process answers a tour's days or timeslots from its last read: one second. In a sale's rush every
 * traveller opens the same tour, and reading its 90 days of timeslots with their places taken for each of them
 * cost a read about seven times health's (bench/README.md, tours reads). What a traveller is shown is at most a
 * second old on another server, and never on this one after it held or sold (forgetAvailability); the hold
 * counts places again under the timeslots' locks, so a stale "places left" can never oversell
 * (decision 055).
 */
export const AVAILABILITY_TTL_MS = 1_000;
/** Past this many entries the expired ones are dropped: the keys come from the address (a tour, a day, a range). */
const SWEEP_AT = 2_000;

interface Entry {
  at: number;
  generation: number;
  value: Promise<unknown>;
}

const kept = new WeakMap<Database, Map<string, Entry>>();
/** Moved on by every hold, release or sale in this process: entries of an older generation are not used. */
let generation = 0;

/** What `read` answers for `key`, read again when older than a second (by the caller's clock, `now` in ms) or after a sale here. */
export function keptAvailability<T>(db: Database, key: string, now: number, read: () => PromiseLike<T>): Promise<T> {
  let perDb = kept.get(db);
  if (!perDb) kept.set(db, (perDb = new Map()));
  const entry = perDb.get(key);
  if (entry && entry.generation === generation && now >= entry.at && now - entry.at < AVAILABILITY_TTL_MS) return entry.value as Promise<T>;
  if (perDb.size >= SWEEP_AT) {
    for (const [k, e] of perDb) if (e.generation !== generation || now - e.at >= AVAILABILITY_TTL_MS || now < e.at) perDb.delete(k);
  }
  // Of many requests arriving together, one reads; the others wait for its answer.
  // Run apart from the request that started it, so that its client going does not fail the others (decision 078).
  const value = apartFromRequest(() => Promise.resolve(read()));
  const fresh = { at: now, generation, value };
  perDb.set(key, fresh);
  value.catch(() => {
    if (perDb.get(key) === fresh) perDb.delete(key);
  });
  return value;
}

/** Places were held, released or sold here: this process reads availability again at its next request. */
export function forgetAvailability(): void {
  generation++;
}
