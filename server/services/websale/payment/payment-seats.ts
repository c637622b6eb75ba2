import { isWheelchairPlace } from '../../../../domain/seats/wheelchair';
import type { LoadedReservation } from '../../reservations';

/** A seat of the reservation as it was held when the payment started (payments.seats). */
export interface SeatSnapshot {
  departureId: number;
  seatNumber: number;
  passengerId: number | null;
}

/** Seats another reservation holds now: thrown with some seats re-held, so the caller's unit of work must roll back. */
export class SeatsLost extends Error {
  constructor(readonly seats: SeatSnapshot[]) {
    super('seats_lost');
  }
}

/** Dated legs and the departure row each runs on; open legs have no seats. */
export function datedLegs(loaded: LoadedReservation): Array<{ leg: 'departure' | 'return'; departureId: number; boardsAt: Date }> {
  const legs: Array<{ leg: 'departure' | 'return'; departureId: number; boardsAt: Date }> = [];
  const { row } = loaded;
  if (!row.departureOpen && row.departureId !== null && loaded.departure) legs.push({ leg: 'departure', departureId: row.departureId, boardsAt: loaded.departure.boardsAt });
  if (row.roundTrip && !row.returnOpen && row.returnId !== null && loaded.return) legs.push({ leg: 'return', departureId: row.returnId, boardsAt: loaded.return.boardsAt });
  return legs;
}

/** True when every dated leg has one seat per passenger who needs one (infants ride on a lap); a wheelchair place is no seat. */
export function seatsComplete(loaded: LoadedReservation, seats: readonly SeatSnapshot[]): boolean {
  const seated = loaded.passengers.filter((p) => p.type !== 'infant').length;
  return datedLegs(loaded).every((leg) => seats.filter((s) => s.departureId === leg.departureId && !isWheelchairPlace(s.seatNumber)).length === seated);
}
