import { and, eq, isNotNull, lte, or } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { seatHolds } from '../../db/schema/reservations.schema';
import type { LoadedReservation } from './reservation.queries';

/** A seat of the reservation as it was held when the payment started (payments.seats). */
export interface SeatSnapshot {
  departureId: number;
  seatNumber: number;
  passengerId: number | null;
}

/** Thrown inside a savepoint so a partly re-held set of seats rolls back as a whole. */
export class SeatsLost extends Error {
  constructor(readonly seats: SeatSnapshot[]) {
    super('seats_lost');
  }
}

/** The reservation's seat rows (held or sold), the snapshot a payment keeps. */
export async function seatSnapshot(db: Database, reservationId: number): Promise<SeatSnapshot[]> {
  return db
    .select({ departureId: seatHolds.departureId, seatNumber: seatHolds.seatNumber, passengerId: seatHolds.passengerId })
    .from(seatHolds)
    .where(eq(seatHolds.reservationId, reservationId))
    .orderBy(seatHolds.departureId, seatHolds.seatNumber);
}

/** Dated legs and the departure row each runs on; open legs have no seats. */
export function datedLegs(loaded: LoadedReservation): Array<{ leg: 'departure' | 'return'; departureId: number; boardsAt: Date }> {
  const legs: Array<{ leg: 'departure' | 'return'; departureId: number; boardsAt: Date }> = [];
  const { row } = loaded;
  if (!row.departureOpen && row.departureId !== null && loaded.departure) legs.push({ leg: 'departure', departureId: row.departureId, boardsAt: loaded.departure.boardsAt });
  if (row.roundTrip && !row.returnOpen && row.returnId !== null && loaded.return) legs.push({ leg: 'return', departureId: row.returnId, boardsAt: loaded.return.boardsAt });
  return legs;
}

/** True when every dated leg has one seat per passenger who needs one (infants ride on a lap). */
export function seatsComplete(loaded: LoadedReservation, seats: readonly SeatSnapshot[]): boolean {
  const seated = loaded.passengers.filter((p) => p.type !== 'infant').length;
  return datedLegs(loaded).every((leg) => seats.filter((s) => s.departureId === leg.departureId).length === seated);
}

/**
 * Makes the reservation own its seats with a new expiry: NULL (sold) or the PEND limit. The same
 * unique-key insert as a hold (decision 008): the reservation's own row and any expired row of the seat
 * are deleted, then the seat is inserted ON CONFLICT DO NOTHING; a seat somebody else holds live comes
 * back missing and SeatsLost rolls the savepoint back, so nothing is half re-held. This serves an
 * in-time sale, a late payment's re-hold and a PEND order alike.
 */
export async function secureSeats(
  tx: Database,
  reservationId: number,
  seats: readonly SeatSnapshot[],
  expiresAt: (seat: SeatSnapshot) => Date | null,
  now: Date,
): Promise<void> {
  if (seats.length === 0) return;
  await tx.transaction(async (sp) => {
    const lost: SeatSnapshot[] = [];
    for (const seat of [...seats].sort((a, b) => a.departureId - b.departureId || a.seatNumber - b.seatNumber)) {
      await sp
        .delete(seatHolds)
        .where(
          and(
            eq(seatHolds.departureId, seat.departureId),
            eq(seatHolds.seatNumber, seat.seatNumber),
            or(eq(seatHolds.reservationId, reservationId), and(isNotNull(seatHolds.expiresAt), lte(seatHolds.expiresAt, now))),
          ),
        );
      const inserted = await sp
        .insert(seatHolds)
        .values({ departureId: seat.departureId, seatNumber: seat.seatNumber, reservationId, passengerId: seat.passengerId, expiresAt: expiresAt(seat), createdAt: now })
        .onConflictDoNothing({ target: [seatHolds.departureId, seatHolds.seatNumber] })
        .returning({ id: seatHolds.id });
      if (inserted.length === 0) lost.push(seat);
    }
    if (lost.length > 0) throw new SeatsLost(lost);
  });
}
