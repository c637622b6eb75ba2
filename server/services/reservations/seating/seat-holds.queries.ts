import { asc, sql, type SQL } from 'drizzle-orm';
import { preparedOn, preparedRaw } from '../../../db/queries/prepared';
import { WHEELCHAIR_PLACE_FIRST } from '../../../../domain/seats/wheelchair';
import type { PassengerType } from '../../../../domain/search/passengers';
import { inRetriedTransaction, type Database } from '../../../db/database';
import { departures } from '../../../db/schema/network.schema';
import { seatHolds } from '../../../db/schema/reservations.schema';
import type { LiveHold } from './seating.queries';
import { liveHolds, type DepartureSeating } from './seating.queries';

export interface SeatToHold {
  seatNumber: number;
  passengerId: number;
  passengerType: PassengerType;
}

export interface LegToHold {
  direction: 'departure' | 'return';
  seating: DepartureSeating;
  seats: SeatToHold[];
}

export type HoldRefusal = {
  ok: false;
  code: 'seat_taken' | 'seat_not_offered' | 'discount_seats_exhausted';
  /** One entry per leg concerned: the request field and its seats. */
  legs: Array<{ field: string; seats: number[] }>;
};
/** A seat row of the reservation, as its load lists them (LoadedReservation.seatRows). */
export interface SeatRow {
  departureId: number;
  seatNumber: number;
  passengerId: number | null;
}
/**
 * Held: the seat numbers given up (the answer's `released_seats`), and the reservation's seat rows this transaction
 * deleted and inserted, from which its answer is built without reading them again (decision 081).
 */
export type HoldOutcome = { ok: true; released: number[]; removed: SeatRow[]; added: SeatRow[] } | HoldRefusal;

/**
 * The counting rules (quotas, healthy distance) the caller applies to a leg, given the other live holds
 * on its bus read under the lock; `counts` says whether a leg needs them at all.
 */
export interface CountedRules {
  counts(leg: LegToHold): boolean;
  refusal(leg: LegToHold, others: LiveHold[], field: string): HoldRefusal | null;
}

/** A refusal found inside the transaction; thrown so the transaction rolls back and nothing is held. */
class Refusal extends Error {
  constructor(readonly outcome: HoldRefusal) {
    super(outcome.code);
  }
}

/**
 * Holds the seats of every leg in one transaction, replacing this reservation's earlier (unsold) seats.
 *
 * Double booking is impossible by construction: each seat is an INSERT guarded by the unique key
 * (departure_id, seat_number) with ON CONFLICT DO NOTHING, so a seat another buyer holds, or is
 * inserting right now, comes back missing and the whole transaction rolls back. An expired hold frees
 * its seat by timestamp alone: it is deleted in the same transaction just before the insert.
 *
 * Quotas and healthy distance are counts and neighbourhoods, which a unique key cannot express; for
 * those legs the departure row is locked FOR NO KEY UPDATE first, which serialises exactly the
 * transactions that count on that bus. NO KEY UPDATE does not conflict with the KEY SHARE lock the
 * seat_holds foreign key takes, so plain adult holds on other seats never wait for it.
 */
export async function holdSeats(
  db: Database,
  rules: CountedRules,
  reservationId: number,
  expiresAt: Date,
  now: Date,
  legs: LegToHold[],
): Promise<HoldOutcome> {
  try {
    return await inRetriedTransaction(db, (tx) => holdInTransaction(tx, rules, reservationId, expiresAt, now, legs));
  } catch (error) {
    if (error instanceof Refusal) return error.outcome;
    throw error;
  }
}

// The hold's statements, prepared (every hold sends them): a list of seats is one array parameter, so the text is
// the same whatever the number of seats.
const lockDepartures = (db: Database, name: string) =>
  db
    .select({ id: departures.id })
    .from(departures)
    .where(sql`${departures.id} = any(${sql.placeholder('ids')}::int[])`)
    .orderBy(asc(departures.id))
    .for('no key update')
    .prepare(name);

/**
 * This reservation's unsold seats, but the wheelchair place (which the additionals step holds and which stays:
 * domain/seats/wheelchair.ts), deleted when `gate`.
 */
export const releaseOwnSeats = (gate: SQL) => sql`
  delete from ${seatHolds}
  where reservation_id = ${sql.placeholder('reservationId')}::integer and expires_at is not null and seat_number < ${sql.raw(String(WHEELCHAIR_PLACE_FIRST))} and ${gate}
  returning departure_id, seat_number`;

/**
 * The expired holds of the seats asked for (as (departure, seat) pairs, every leg at once) deleted when `gate`; the
 * reservation's own are releaseOwnSeats'.
 */
export const deleteExpiredAsked = (gate: SQL) => sql`
  delete from ${seatHolds} h
  using unnest(${sql.placeholder('departures')}::int[], ${sql.placeholder('seats')}::int[]) as v(departure_id, seat_number)
  where h.departure_id = v.departure_id and h.seat_number = v.seat_number and h.expires_at is not null
    and h.expires_at <= ${sql.placeholder('now')}::timestamptz
    and not (h.reservation_id = ${sql.placeholder('reservationId')}::integer and h.seat_number < ${sql.raw(String(WHEELCHAIR_PLACE_FIRST))}) and ${gate}`;

/** The seats of every leg (with their passengers, in the same order) inserted when `gate`, unless held: those inserted come back. */
export const insertAskedSeats = (gate: SQL) => sql`
  insert into ${seatHolds} (departure_id, seat_number, reservation_id, passenger_id, expires_at, created_at)
  select s.departure_id, s.seat_number, ${sql.placeholder('reservationId')}::integer, s.passenger_id,
    ${sql.placeholder('expiresAt')}::timestamptz, ${sql.placeholder('now')}::timestamptz
  from unnest(${sql.placeholder('departures')}::int[], ${sql.placeholder('seats')}::int[], ${sql.placeholder('passengers')}::int[])
    with ordinality as s(departure_id, seat_number, passenger_id, n)
  where ${gate}
  order by s.n
  on conflict (departure_id, seat_number) do nothing
  returning departure_id, seat_number`;

/**
 * The two deletes in one statement (decision 084). They never touch one row (the second leaves the first's rows
 * alone), so which runs first changes nothing.
 */
const releaseStatement = () => sql`
  with released as (${releaseOwnSeats(sql`true`)}), expired as (${deleteExpiredAsked(sql`true`)})
  select departure_id, seat_number from released`;

const insertHolds = () => insertAskedSeats(sql`true`);

async function holdInTransaction(
  tx: Database,
  rules: CountedRules,
  reservationId: number,
  expiresAt: Date,
  now: Date,
  legs: LegToHold[],
): Promise<HoldOutcome> {
  // One order for every lock and insert (departure id, then seat number) so concurrent buyers queue
  // instead of deadlocking.
  const ordered = [...legs].sort((a, b) => a.seating.id - b.seating.id);
  const counted = ordered.filter((leg) => rules.counts(leg));
  if (counted.length > 0) await preparedOn(tx, 'lock_counted_departures', lockDepartures).execute({ ids: counted.map((leg) => leg.seating.id) });

  const asked = seatsAsked(ordered);
  const { rows: previous } = await preparedRaw<{ departure_id: number; seat_number: number }>(tx, 'release_own_and_expired_holds', releaseStatement).execute({
    reservationId,
    departures: asked.map((s) => s.departureId),
    seats: asked.map((s) => s.seatNumber),
    now: now.toISOString(),
  });

  for (const leg of counted) {
    // Read after the lock: every earlier counter on this bus has committed or rolled back by now.
    const refusal = rules.refusal(leg, await liveHolds(tx, leg.seating.id, now), `${leg.direction}.seats`);
    if (refusal) throw new Refusal(refusal);
  }
  const { rows: inserted } = await preparedRaw<{ departure_id: number; seat_number: number }>(tx, 'insert_holds_of_legs', insertHolds).execute({
    departures: asked.map((s) => s.departureId),
    seats: asked.map((s) => s.seatNumber),
    passengers: asked.map((s) => s.passengerId),
    reservationId,
    expiresAt: expiresAt.toISOString(),
    now: now.toISOString(),
  });
  const outcome = holdOutcome(ordered, asked, previous, inserted);
  if (!outcome.ok) throw new Refusal(outcome);
  return outcome;
}

/** A seat row as the hold's statements answer it. */
export interface HeldPair {
  departure_id: number;
  seat_number: number;
}

/** Every leg's seats (legs in departure order) in one order, departure then seat number, as rows are locked and inserted. */
export function seatsAsked(ordered: readonly LegToHold[]) {
  return ordered.flatMap((leg) => [...leg.seats].sort((a, b) => a.seatNumber - b.seatNumber).map((seat) => ({ departureId: leg.seating.id, ...seat })));
}

/** Refused: the seats of `asked` that `inserted` lacks, leg by leg (another reservation holds them); null when none. */
export function seatsLost(ordered: readonly LegToHold[], asked: ReturnType<typeof seatsAsked>, inserted: readonly HeldPair[]): HoldRefusal | null {
  const got = new Set(inserted.map((r) => `${r.departure_id}:${r.seat_number}`));
  const lost = ordered.flatMap((leg) => {
    const missing = asked.filter((s) => s.departureId === leg.seating.id && !got.has(`${s.departureId}:${s.seatNumber}`)).map((s) => s.seatNumber);
    return missing.length > 0 ? [{ field: `${leg.direction}.seats`, seats: missing }] : [];
  });
  return lost.length > 0 ? { ok: false, code: 'seat_taken', legs: lost } : null;
}

/** What a hold did, from the seat rows it gave up (`previous`) and inserted; refused when a seat asked was not inserted. */
export function holdOutcome(ordered: readonly LegToHold[], asked: ReturnType<typeof seatsAsked>, previous: readonly HeldPair[], inserted: readonly HeldPair[]): HoldOutcome {
  const lost = seatsLost(ordered, asked, inserted);
  if (lost) return lost;
  const got = new Set(inserted.map((r) => `${r.departure_id}:${r.seat_number}`));
  const added: SeatRow[] = asked.filter((s) => got.has(`${s.departureId}:${s.seatNumber}`)).map((s) => ({ departureId: s.departureId, seatNumber: s.seatNumber, passengerId: s.passengerId }));
  const kept = new Set(ordered.flatMap((leg) => leg.seats.map((s) => `${leg.seating.id}:${s.seatNumber}`)));
  const released = previous.filter((p) => !kept.has(`${p.departure_id}:${p.seat_number}`)).map((p) => p.seat_number);
  const removed = previous.map((p) => ({ departureId: p.departure_id, seatNumber: p.seat_number, passengerId: null }));
  return { ok: true, released: released.sort((a, b) => a - b), removed, added };
}
