import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { preparedOn } from '../../../db/queries/prepared';
import { discountGroupTypes } from '../../../../domain/seats/discount-quota';
import { WHEELCHAIR_PLACE_FIRST } from '../../../../domain/seats/wheelchair';

// Decision 042: the schedules searches whose leg is known, read together. Every search of the same
// process that arrives while the event loop handles one batch of sockets is answered by one statement
// (one round trip to the database for all of them): a round trip costs the server more CPU than the
// reads themselves, and under load dozens of searches arrive in the same turn.

/** What one search reads: the reservation's search fields and passengers (the first 11 of SearchTuple), and the live holds. */
export type HeldTuple = [number, number, number, number, number];
export type HeldSearch = [...unknown[]];

// Instants travel as whole ms since 1970 (json numbers), which JSON.parse reads without a date parser.
const epochMs = (column: string) => sql.raw(`floor(extract(epoch from ${column}) * 1000)::bigint`);

/**
 * One row per search of the batch that found its reservation (by code, not deleted): its index `i` and a
 * json array of the reservation fields, its passengers' types, and the live holds of other reservations on
 * the given departures, [id, total, student, teacher, inapam] per departure that has any (the counts of
 * schedules.queries.ts liveHoldCounts). The batch is one json parameter: [{i, c: code, d: ids, n: now}].
 */
const heldSearchStatement = (db: Database, name: string) => {
  const typeIn = (types: readonly string[]) => sql.raw(`hp.type in (${types.map((t) => `'${t.replace(/'/g, "''")}'`).join(', ')})`);
  return db
    .select({
      i: sql<number>`q.i`,
      search: sql<HeldSearch>`json_build_array(
        r.id, r.flow_token_hash, r.payment_status, ${epochMs('r.payment_deadline')}, r.round_trip, r.departure_date, r.return_date,
        r.promotional_percent_off, r.origin_terminal_id, r.destination_terminal_id,
        (select json_agg(p.type order by p.id) from passengers p where p.reservation_id = r.id),
        (select json_agg(held.counts) from (select json_build_array(h.departure_id, count(*), count(*) filter (where ${typeIn(discountGroupTypes.student)}), count(*) filter (where ${typeIn(discountGroupTypes.teacher)}), count(*) filter (where ${typeIn(discountGroupTypes.inapam)})) as counts
          from seat_holds h left join passengers hp on hp.id = h.passenger_id
          where h.departure_id = any(q.d::int[]) and h.reservation_id <> r.id and h.seat_number < ${sql.raw(String(WHEELCHAIR_PLACE_FIRST))}
            and (h.expires_at is null or h.expires_at > q.n)
          group by h.departure_id) held))`,
    })
    .from(sql`json_to_recordset(${sql.placeholder('batch')}::json) as q(i int, c text, d text, n timestamptz) join reservations r on r.code = q.c and r.deleted_at is null`)
    .prepare(name);
};

interface Waiting {
  code: string;
  ids: string;
  now: string;
  resolve: (found: HeldSearch | null) => void;
  reject: (error: unknown) => void;
}

/** Searches per statement at most (a larger batch waits for the next). */
const MAX_BATCH = 64;
const queues = new WeakMap<Database, Waiting[]>();

async function flush(db: Database, batch: Waiting[]): Promise<void> {
  try {
    const param = JSON.stringify(batch.map((w, i) => ({ i, c: w.code, d: w.ids, n: w.now })));
    const rows = await preparedOn(db, 'schedule_search_held', heldSearchStatement).execute({ batch: param });
    const found = new Map(rows.map((r) => [Number(r.i), r.search]));
    batch.forEach((w, i) => w.resolve(found.get(i) ?? null));
  } catch (error) {
    for (const w of batch) w.reject(error);
  }
}

/**
 * The reservation `code` (null when unknown or deleted) with its passengers and the live holds at `now` on
 * the departures `ids` (a PostgreSQL array literal), read with the other searches of this turn of the event loop.
 */
export function readHeldSearch(db: Database, code: string, ids: string, now: Date): Promise<HeldSearch | null> {
  return new Promise((resolve, reject) => {
    let queue = queues.get(db);
    if (!queue) {
      queue = [];
      queues.set(db, queue);
      // After the I/O callbacks of this turn: every request already parsed joins the same statement.
      setImmediate(() => {
        queues.delete(db);
        for (let at = 0; at < queue!.length; at += MAX_BATCH) void flush(db, queue!.slice(at, at + MAX_BATCH));
      });
    }
    queue.push({ code, ids, now: now.toISOString(), resolve, reject });
  });
}
