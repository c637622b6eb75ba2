import { sql } from 'drizzle-orm';
import { MAX_ATTEMPTS, pgCode, RETRYABLE, type Database } from '../../../db/database';
import { preparedRaw } from '../../../db/queries/prepared';
import { seatHolds } from '../../../db/schema/reservations.schema';
import { deleteExpiredAsked, holdOutcome, insertAskedSeats, releaseOwnSeats, seatsAsked, seatsLost, type HeldPair, type HoldOutcome, type LegToHold } from './seat-holds.queries';

// A hold whose legs count nothing (no discount quota, no healthy distance: most holds, every one of a hot sale's
// adults) in one statement instead of a transaction's four round trips (decision 085): the seats another reservation
// holds live are found first, and when there is one nothing is written and they are the answer (the refusal most
// attempts on a busy bus get, with no error); otherwise the reservation's unsold seats are given up, the expired
// holds of the seats asked for deleted and the seats inserted, as holdSeats' transaction does. A seat won by another
// buyer's insert while the statement ran makes it fail (hold_all_or_none, migration 0029): a statement is all or
// nothing, so nothing of it stays, and the seats it did insert name the ones lost.
//
// The deletes run before the insert: the insert's rows wait on their counts. A seat this reservation held and asks
// for again is deleted and inserted by the one statement; PostgreSQL's unique check does not see a row its own
// transaction deleted, so that seat is held again (tests/server/websale-seats.test.ts, on both engines).

const holdStatement = () => {
  const free = sql`(select not exists (select 1 from taken))`;
  return sql`
  with taken as (
    select h.departure_id, h.seat_number from ${seatHolds} h
    join unnest(${sql.placeholder('departures')}::int[], ${sql.placeholder('seats')}::int[]) as v(departure_id, seat_number)
      on h.departure_id = v.departure_id and h.seat_number = v.seat_number
    where h.reservation_id <> ${sql.placeholder('reservationId')}::integer and (h.expires_at is null or h.expires_at > ${sql.placeholder('now')}::timestamptz)
  ), released as (${releaseOwnSeats(free)}),
  expired as (${deleteExpiredAsked(free)} returning 1),
  inserted as (${insertAskedSeats(sql`${free} and (select count(*) from released) >= 0 and (select count(*) from expired) >= 0`)})
  select
    (select json_agg(json_build_array(departure_id, seat_number)) from taken) as taken,
    (select json_agg(json_build_array(departure_id, seat_number)) from released) as released,
    (select json_agg(json_build_array(departure_id, seat_number)) from inserted) as inserted,
    case when ${free} then hold_all_or_none(cardinality(${sql.placeholder('seats')}::int[]), (select json_agg(json_build_array(departure_id, seat_number)) from inserted)) else false end as held`;
};

type Pairs = Array<[number, number]> | null;
const pairs = (rows: Pairs): HeldPair[] => (rows ?? []).map(([departure_id, seat_number]) => ({ departure_id, seat_number }));

/** The failure hold_all_or_none raises, with the seats the statement had inserted; null for any other error. */
function incomplete(error: unknown): HeldPair[] | null {
  if (pgCode(error) !== 'P0001') return null;
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const { message, detail } = e as { message?: unknown; detail?: unknown };
    if (typeof message === 'string' && message.includes('hold_incomplete') && typeof detail === 'string') return pairs(JSON.parse(detail) as Pairs);
  }
  return null;
}

/** Holds every leg's seats in one statement, all or nothing; for legs no count rule applies to, outside a transaction. */
export async function holdInOneStatement(db: Database, reservationId: number, expiresAt: Date, now: Date, legs: readonly LegToHold[]): Promise<HoldOutcome> {
  const ordered = [...legs].sort((a, b) => a.seating.id - b.seating.id);
  const asked = seatsAsked(ordered);
  const values = {
    reservationId,
    departures: asked.map((s) => s.departureId),
    seats: asked.map((s) => s.seatNumber),
    passengers: asked.map((s) => s.passengerId),
    expiresAt: expiresAt.toISOString(),
    now: now.toISOString(),
  };
  for (let attempt = 1; ; attempt++) {
    try {
      const { rows } = await preparedRaw<{ taken: Pairs; released: Pairs; inserted: Pairs }>(db, 'hold_seats_in_one_statement', holdStatement).execute(values);
      const row = rows[0]!;
      // Held live by another reservation: the seats of `asked` not among them were free, and none was written.
      const taken = new Set(pairs(row.taken).map((p) => `${p.departure_id}:${p.seat_number}`));
      if (taken.size > 0) return seatsLost(ordered, asked, asked.filter((s) => !taken.has(`${s.departureId}:${s.seatNumber}`)).map((s) => ({ departure_id: s.departureId, seat_number: s.seatNumber })))!;
      return holdOutcome(ordered, asked, pairs(row.released), pairs(row.inserted));
    } catch (error) {
      const inserted = incomplete(error);
      if (inserted) return seatsLost(ordered, asked, inserted)!;
      // Two buyers deleting the same expired rows in different orders: PostgreSQL fails one, which runs again.
      if (attempt < MAX_ATTEMPTS && RETRYABLE.has(pgCode(error) ?? '')) continue;
      throw error;
    }
  }
}
