// Reads a process keeps until PostgreSQL announces a change to what they were read from (decision 075); the seat
// map's are the first (server/services/websale/seats/show-seat-map.ts). In a hot sale every traveller opens the seat map of one of a few
// buses, again after every tap and every return to the step; read from PostgreSQL each time it was the dearest read
// of the funnel (bench/README.md "Hot sale funnel"). A read is kept until PostgreSQL announces a change to what it
// was read from (migration 0027: 'r' and a reservation's id, 'd' and a bus's id, on the channel seat_map), so
// every process drops its copy at the writer's commit. Nothing is kept while the process is not listening (at
// start, or after its listening connection dropped: changes may have been missed), and a read that a change
// overtook is answered but not kept. What counts at the moment asked (a hold's expiry, the payment deadline) is
// decided by the caller on each request: the copy holds the rows, not a verdict.

/** How many reads a process keeps at most by default (the least recently used go first); a read is about 2 KB. */
const MOST_KEPT = 5_000;
/** How many announced changes are remembered, to tell whether one overtook a read in flight. */
const RECENT_CHANGES = 1_024;

export interface KeptReads {
  /**
   * The read for `key` (unique across kinds of read: 'seat-map:CODE:departure'): the kept copy, else `read()`'s
   * answer, kept under the names `namesOf` gives it when no announcement for them overtook it. A null is not kept.
   */
  get<T>(key: string, read: () => Promise<T | null>, namesOf: (read: T) => string[]): Promise<T | null>;
  /** A change announced on the channel ('r12', 'd345'): every copy read from it goes. */
  changed(name: string): void;
  /** Listening began (`true`) or stopped: either way nothing kept so far can be trusted. */
  listening(live: boolean): void;
  /** How many reads are kept (for tests and the bench). */
  readonly size: number;
}

interface Kept {
  read: unknown;
  names: string[];
}

export function createKeptReads(mostKept = MOST_KEPT): KeptReads {
  const kept = new Map<string, Kept>();
  const keysByName = new Map<string, Set<string>>();
  // The last RECENT_CHANGES names announced, by their sequence number (seq % RECENT_CHANGES).
  const recent: string[] = [];
  let seq = 0;
  let live = false;

  const drop = (key: string) => {
    const entry = kept.get(key);
    if (!entry) return;
    kept.delete(key);
    for (const name of entry.names) {
      const keys = keysByName.get(name);
      keys?.delete(key);
      if (keys?.size === 0) keysByName.delete(name);
    }
  };

  /** Whether a change to one of `names` was announced after `since` (or too many to tell). */
  const overtaken = (since: number, names: string[]) => {
    if (seq - since > RECENT_CHANGES) return true;
    for (let n = since; n < seq; n++) if (names.includes(recent[n % RECENT_CHANGES]!)) return true;
    return false;
  };

  return {
    async get<T>(key: string, read: () => Promise<T | null>, namesOf: (read: T) => string[]): Promise<T | null> {
      const entry = kept.get(key);
      if (entry) {
        // Most recently used last, so the oldest is dropped first.
        kept.delete(key);
        kept.set(key, entry);
        return entry.read as T;
      }
      const since = seq;
      const wasLive = live;
      const fresh = await read();
      // An unknown code is not kept: creating a reservation announces nothing.
      if (!fresh || !wasLive || !live) return fresh;
      const names = namesOf(fresh);
      if (overtaken(since, names)) return fresh;
      drop(key);
      kept.set(key, { read: fresh, names });
      for (const name of names) {
        let keys = keysByName.get(name);
        if (!keys) keysByName.set(name, (keys = new Set()));
        keys.add(key);
      }
      if (kept.size > mostKept) drop(kept.keys().next().value!);
      return fresh;
    },
    changed(name) {
      recent[seq % RECENT_CHANGES] = name;
      seq++;
      for (const key of [...(keysByName.get(name) ?? [])]) drop(key);
    },
    listening(now) {
      live = now;
      // Changes may have gone unheard: a read in flight must not be kept either.
      seq += RECENT_CHANGES + 1;
      kept.clear();
      keysByName.clear();
    },
    get size() {
      return kept.size;
    },
  };
}
