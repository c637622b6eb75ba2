import type { Reservation } from '../../domain/reservation/reservation-state';
import type { Failure } from '../../domain/result';
import type { Leg, SeatCell, SeatMap, SeatPassenger, SeatTap } from './reservation.ports';

// The seat rules of the seats step as plain functions (docs/rules/booking.md#seats): each tap holds or releases one seat on
// the server at once, for the passenger chosen in the list above the map. The server's map (its cells and
// its passengers with their seats) is the truth; the chart keeps it, the taps waiting their turn, and which
// passenger a tap seats. The chart's guards and actions call these.

export type SeatMaps = Record<Leg, SeatMap | null>;
/** The passenger (server id) the next tap on each leg's map seats. */
export type SeatPassengers = Record<Leg, number | null>;

export const noSeatPassengers = (): SeatPassengers => ({ departure: null, return: null });

/** The legs that run on a chosen bus and so need seats: an open leg has none yet. */
export function seatLegs(reservation: Pick<Reservation, 'round' | 'departure' | 'return'>): Leg[] {
  const legs: Leg[] = [];
  if (!reservation.departure.open) legs.push('departure');
  if (reservation.round && !reservation.return.open) legs.push('return');
  return legs;
}

export function seatCellOf(map: SeatMap | null, seatNumber: number): SeatCell | undefined {
  return map?.cells.find((cell) => cell.kind === 'seat' && cell.seat_number === seatNumber);
}

/** The seats this reservation holds on a leg, in passenger order. */
export function seatPicks(map: SeatMap | null): number[] {
  return (map?.passengers ?? []).flatMap((p) => (p.seat_number === null ? [] : [p.seat_number]));
}

/** Who sits in a seat of this reservation, if anyone. */
export const passengerInSeat = (map: SeatMap | null, seatNumber: number): SeatPassenger | undefined =>
  map?.passengers.find((p) => p.seat_number === seatNumber);

/** Free (or already this reservation's) and offered: taken seats and healthy-distance gaps are not. */
export function seatOffered(map: SeatMap | null, seatNumber: number): boolean {
  const cell = seatCellOf(map, seatNumber);
  return cell !== undefined && cell.offered && cell.state !== 'taken';
}

/** A tap worth sending: on a seat of this reservation (to let it go) or on one it may hold. */
export function seatTappable(maps: SeatMaps, tap: SeatTap): boolean {
  const map = maps[tap.leg];
  return map !== null && map.passengers.length > 0 && (passengerInSeat(map, tap.seat_number) !== undefined || seatOffered(map, tap.seat_number));
}

/** A tap on a seat the reservation holds lets it go; any other tap holds the seat for the chosen passenger. */
export const tapReleases = (maps: SeatMaps, tap: SeatTap) => passengerInSeat(maps[tap.leg], tap.seat_number) !== undefined;

/**
 * The passenger the next tap seats: the one chosen if still on the list, else the next without a seat in
 * list order after `after` (wrapping round), else the first without a seat, else the one chosen before.
 */
export function nextSeatPassenger(map: SeatMap, chosen: number | null, after: number | null = null): number | null {
  const people = map.passengers;
  const start = after === null ? 0 : people.findIndex((p) => p.id === after) + 1;
  const ordered = [...people.slice(start), ...people.slice(0, start)];
  const unseated = ordered.find((p) => p.seat_number === null);
  if (after !== null) return unseated?.id ?? chosen;
  if (chosen !== null && people.some((p) => p.id === chosen)) return chosen;
  return unseated?.id ?? people[0]?.id ?? null;
}

/** Every leg with a bus has its map loaded and every seated passenger a seat on it. */
export function seatsComplete(maps: SeatMaps, legs: Leg[]): boolean {
  return legs.every((leg) => maps[leg] !== null && maps[leg]!.passengers.every((p) => p.seat_number !== null));
}

/** The map with a seat another buyer took marked as taken, before any reload shows it. */
export function withSeatTaken(map: SeatMap, seatNumber: number): SeatMap {
  return {
    ...map,
    cells: map.cells.map((cell) => (cell.kind === 'seat' && cell.seat_number === seatNumber ? { ...cell, state: 'taken' as const, offered: false } : cell)),
  };
}

/** A refusal naming seats another buyer took meanwhile. */
export const seatsLost = (errors: readonly Failure[]) => errors.some((error) => error.code === 'seat_taken');
