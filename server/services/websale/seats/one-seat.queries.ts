import { and, eq, gte, isNotNull, lt, lte, or } from 'drizzle-orm';
import { WHEELCHAIR_PLACE_FIRST, freeWheelchairPlace } from '../../../../domain/seats/wheelchair';
import { inRetriedTransaction, isTransaction, type Database } from '../../../db/database';
import { departures } from '../../../db/schema/network.schema';
import { seatHolds } from '../../../db/schema/reservations.schema';
import { holdTappedSeatInOneStatement, liveHolds } from '../../reservations';
import { type CountedRules, type HoldRefusal, type LegToHold, type SeatToHold } from '../../reservations';

// One seat at a time (a tap on the map) and the wheelchair place (the additionals step), with the
// guarantee of decision 008: every hold is an INSERT … ON CONFLICT DO NOTHING on the unique key
// (departure_id, seat_number), after deleting an expired row of that number in the same transaction.

class Refused extends Error {
  constructor(readonly outcome: HoldRefusal | { ok: false; code: 'wheelchair_place_unavailable' }) {
    super(outcome.code);
  }
}

async function retrying<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T | Refused['outcome']> {
  try {
    return await inRetriedTransaction(db, work);
  } catch (error) {
    if (error instanceof Refused) return error.outcome;
    throw error;
  }
}

/** Deletes an expired row of the number, then inserts ours; false when a live row of anyone holds it. */
async function insertHold(tx: Database, row: { departureId: number; seatNumber: number; reservationId: number; passengerId: number | null; expiresAt: Date }, now: Date) {
  await tx
    .delete(seatHolds)
    .where(and(eq(seatHolds.departureId, row.departureId), eq(seatHolds.seatNumber, row.seatNumber), isNotNull(seatHolds.expiresAt), lte(seatHolds.expiresAt, now)));
  const inserted = await tx
    .insert(seatHolds)
    .values({ ...row, createdAt: now })
    .onConflictDoNothing({ target: [seatHolds.departureId, seatHolds.seatNumber] })
    .returning({ id: seatHolds.id });
  return inserted.length > 0;
}

export interface OneSeat {
  direction: 'departure' | 'return';
  seating: LegToHold['seating'];
  seat: SeatToHold;
}

/**
 * Holds one seat for one passenger of the reservation. In one transaction: the seat this passenger held on
 * the bus, and the reservation's own row of the tapped seat (held for a companion), are let go; the seat is
 * then inserted under the unique key. A seat another buyer holds comes back missing: seat_taken, and the
 * rollback leaves the passenger's earlier seat held. Quotas and healthy distance count under the departure
 * row's lock, as setSeats does.
 */
export async function holdOneSeat(db: Database, rules: CountedRules, reservationId: number, expiresAt: Date, now: Date, one: OneSeat) {
  const { seating, seat } = one;
  const field = `${one.direction}.seats`;
  const leg: LegToHold = { direction: one.direction, seating, seats: [seat] };
  // A seat no count rule applies to (an adult on a regular bus) is one statement, all or nothing (decision 085).
  if (!rules.counts(leg) && !isTransaction(db)) return holdTappedSeatInOneStatement(db, reservationId, expiresAt, now, leg);
  return retrying(db, async (tx) => {
    const counted = rules.counts(leg);
    if (counted) await tx.select({ id: departures.id }).from(departures).where(eq(departures.id, seating.id)).for('no key update');
    await tx
      .delete(seatHolds)
      .where(
        and(
          eq(seatHolds.departureId, seating.id),
          eq(seatHolds.reservationId, reservationId),
          isNotNull(seatHolds.expiresAt),
          lt(seatHolds.seatNumber, WHEELCHAIR_PLACE_FIRST),
          or(eq(seatHolds.passengerId, seat.passengerId), eq(seatHolds.seatNumber, seat.seatNumber)),
        ),
      );
    if (counted) {
      const live = await liveHolds(tx, seating.id, now);
      const others = live.filter((h) => h.reservationId !== reservationId);
      const mine: SeatToHold[] = live
        .filter((h) => h.reservationId === reservationId && h.passengerId !== null && h.passengerType !== null && h.seatNumber < WHEELCHAIR_PLACE_FIRST)
        .map((h) => ({ seatNumber: h.seatNumber, passengerId: h.passengerId!, passengerType: h.passengerType! }));
      const refusal = rules.refusal({ ...leg, seats: [...mine, seat] }, others, field);
      if (refusal) {
        // Only the tapped seat is refused: the passenger's other seats were fine when they were held.
        throw new Refused({ ...refusal, legs: [{ field, seats: [seat.seatNumber] }] });
      }
    }
    const held = await insertHold(tx, { departureId: seating.id, seatNumber: seat.seatNumber, reservationId, passengerId: seat.passengerId, expiresAt }, now);
    if (!held) throw new Refused({ ok: false, code: 'seat_taken', legs: [{ field, seats: [seat.seatNumber] }] });
    return { ok: true as const };
  });
}

/** Lets go of one unsold seat of the reservation on a bus; a seat it does not hold is left alone. */
export async function releaseOneSeat(db: Database, reservationId: number, departureId: number, seatNumber: number): Promise<void> {
  await db
    .delete(seatHolds)
    .where(
      and(
        eq(seatHolds.departureId, departureId),
        eq(seatHolds.seatNumber, seatNumber),
        eq(seatHolds.reservationId, reservationId),
        isNotNull(seatHolds.expiresAt),
        lt(seatHolds.seatNumber, WHEELCHAIR_PLACE_FIRST),
      ),
    );
}

/** The reservation's unsold wheelchair places are let go (on every bus, or all but `keep`). */
async function releasePlaces(tx: Database, reservationId: number) {
  await tx
    .delete(seatHolds)
    .where(and(eq(seatHolds.reservationId, reservationId), isNotNull(seatHolds.expiresAt), gte(seatHolds.seatNumber, WHEELCHAIR_PLACE_FIRST)));
}

/**
 * Holds one wheelchair place on each bus given (each with its layout's place numbers), all or none, until
 * `expiresAt`; the reservation's earlier places are let go first. Each place is tried in number order under
 * the unique key; a bus with no place, or none free, refuses the whole request.
 */
export async function holdWheelchairPlaces(
  db: Database,
  reservationId: number,
  buses: Array<{ departureId: number; places: number[] }>,
  expiresAt: Date,
  now: Date,
) {
  return retrying(db, async (tx) => {
    await releasePlaces(tx, reservationId);
    for (const bus of [...buses].sort((a, b) => a.departureId - b.departureId)) {
      const tried = new Set<number>();
      let place = freeWheelchairPlace(bus.places, tried);
      let held = false;
      while (place !== null && !held) {
        held = await insertHold(tx, { departureId: bus.departureId, seatNumber: place, reservationId, passengerId: null, expiresAt }, now);
        tried.add(place);
        place = freeWheelchairPlace(bus.places, tried);
      }
      if (!held) throw new Refused({ ok: false, code: 'wheelchair_place_unavailable' });
    }
    return { ok: true as const };
  });
}

/** The additionals step said no wheelchair: any place the reservation held is free again. */
export async function releaseWheelchairPlaces(db: Database, reservationId: number): Promise<void> {
  await releasePlaces(db, reservationId);
}
