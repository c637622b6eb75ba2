import { sql, type SQL } from 'drizzle-orm';
import { WHEELCHAIR_PLACE_FIRST } from '../../../../domain/seats/wheelchair';
import { MAX_ATTEMPTS, pgCode, RETRYABLE, type Database } from '../../../db/database';
import { preparedRaw } from '../../../db/queries/prepared';
import { seatHolds } from '../../../db/schema/reservations.schema';
import { deleteExpiredAsked, holdOutcome, insertAskedSeats, releaseOwnSeats, seatsAsked, seatsLost, type HeldPair, type HoldOutcome, type LegToHold } from './seat-holds.queries';

// A hold whose legs count nothing (no discount quota, no healthy distance: most holds, every one of a hot sale's
// adults), the whole selection (setSeats) or a tap on the map (holdSeat), in one statement instead of a
// transaction's four round trips (decision 085): the seats another reservation holds live are found first, and when
// there is one nothing is written and they are the answer (the refusal most attempts on a busy bus get, with no
// error); otherwise the reservation's unsold seats are given up, the expired
// holds of the seats asked for deleted and the seats inserted, as holdSeats' transaction does. A seat won by another
// buyer's insert while the statement ran makes it fail (hold_all_or_none, migration 0029): a statement is all or
// nothing, so nothing of it stays, and the seats it did insert name the ones lost.
//
// The deletes run before the insert: the insert's rows wait on their counts. A seat this reservation held and asks
// for again is deleted and inserted by the one statement; PostgreSQL's unique check does not see a row its own
// transaction deleted, so that seat is held again (tests/server/websale-seats.test.ts, on both engines).

/** The statement around the rows it gives up (`release`, deleted when the gate lets it). */
const holdStatement = (release: (gate: SQL) => SQL) => () => {
  const free = sql`(select not exists (select 1 from taken))`;
  return sql`
  with taken as (
    select h.departure_id, h.seat_number from ${seatHolds} h
    join unnest(${sql.placeholder('departures')}::int[], ${sql.placeholder('seats')}::int[]) as v(departure_id, seat_number)
      on h.departure_id = v.departure_id and h.seat_number = v.seat_number
    where h.reservation_id <> ${sql.placeholder('reservationId')}::integer and (h.expires_at is null or h.expires_at > ${sql.placeholder('now')}::timestamptz)
  ), released as (${release(free)}),
  expired as (${deleteExpiredAsked(free)} returning 1),
  inserted as (${insertAskedSeats(sql`${free} and (select count(*) from released) >= 0 and (select count(*) from expired) >= 0`)})
  select
    (select json_agg(json_build_array(departure_id, seat_number)) from taken) as taken,
    (select json_agg(json_build_array(departure_id, seat_number)) from released) as released,
    (select json_agg(json_build_array(departure_id, seat_number)) from inserted) as inserted,
    case when ${free} then hold_all_or_none(cardinality(${sql.placeholder('seats')}::int[]), (select json_agg(json_build_array(departure_id, seat_number)) from inserted)) else false end as held`;
};

/** setSeats: every leg's seats, the reservation's earlier unsold seats given up. */
const legsStatement = holdStatement(releaseOwnSeats);

/**
 * A tap (holdSeat): one seat for one passenger; given up are the seat this passenger held on the bus and the
 * reservation's own row of the tapped seat (held for a companion), as holdOneSeat's transaction does.
 */
const tapStatement = holdStatement(
  (gate) => sql`
  delete from ${seatHolds}
  where departure_id = any(${sql.placeholder('departures')}::int[]) and reservation_id = ${sql.placeholder('reservationId')}::integer
    and expires_at is not null and seat_number < ${sql.raw(String(WHEELCHAIR_PLACE_FIRST))}
    and (passenger_id = any(${sql.placeholder('passengers')}::int[]) or seat_number = any(${sql.placeholder('seats')}::int[])) and ${gate}
  returning departure_id, seat_number`,
);

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
export function holdInOneStatement(db: Database, reservationId: number, expiresAt: Date, now: Date, legs: readonly LegToHold[]): Promise<HoldOutcome> {
  return runHold(db, 'hold_seats_in_one_statement', legsStatement, reservationId, expiresAt, now, legs);
}

/** Holds a tapped seat for its passenger in one statement (the leg's one seat); for a leg no count rule applies to. */
export function holdTappedSeatInOneStatement(db: Database, reservationId: number, expiresAt: Date, now: Date, leg: LegToHold): Promise<HoldOutcome> {
  return runHold(db, 'hold_tapped_seat_in_one_statement', tapStatement, reservationId, expiresAt, now, [leg]);
}

async function runHold(db: Database, name: string, statement: () => SQL, reservationId: number, expiresAt: Date, now: Date, legs: readonly LegToHold[]): Promise<HoldOutcome> {
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
      const { rows } = await preparedRaw<{ taken: Pairs; released: Pairs; inserted: Pairs }>(db, name, statement).execute(values);
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
