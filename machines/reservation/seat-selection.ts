import type { Reservation } from '../../domain/reservation/reservation-state';
import { passengerList, type PassengerCounts, type PassengerType } from '../../domain/search/passengers';
import type { Failure } from '../../domain/result';
import type { Leg, SeatCell, SeatMap, SeatSelection } from './reservation.ports';

// The seat rules of the seats step as plain functions: which seat can be picked, how picks map to
// passenger types, and what survives a reloaded map. The chart's guards and actions call these.

export type SeatPicks = Record<Leg, number[]>;
export type SeatMaps = Record<Leg, SeatMap | null>;

export const noPicks = (): SeatPicks => ({ departure: [], return: [] });

/** The legs that run on a chosen bus and so need seats: an open leg has none yet. */
export function seatLegs(reservation: Pick<Reservation, 'round' | 'departure' | 'return'>): Leg[] {
  const legs: Leg[] = [];
  if (!reservation.departure.open) legs.push('departure');
  if (reservation.round && !reservation.return.open) legs.push('return');
  return legs;
}

/**
 * Passenger types of the seated passengers, in passenger order (SPEC §3 order of types); infants
 * travel on a lap and need no seat. The n-th picked seat goes to the n-th of these.
 */
export function seatedTypes(passengers: PassengerCounts): PassengerType[] {
  return passengerList(passengers).filter((type) => type !== 'infant');
}

export function seatCellOf(map: SeatMap | null, seatNumber: number): SeatCell | undefined {
  return map?.cells.find((cell) => cell.kind === 'seat' && cell.seat_number === seatNumber);
}

/** Free (or already this reservation's) and offered: taken seats and healthy-distance gaps are not. */
export function seatOffered(map: SeatMap | null, seatNumber: number): boolean {
  const cell = seatCellOf(map, seatNumber);
  return cell !== undefined && cell.offered && cell.state !== 'taken';
}

export function seatPickable(maps: SeatMaps, picks: SeatPicks, leg: Leg, seatNumber: number): boolean {
  const map = maps[leg];
  if (!map || picks[leg].includes(seatNumber)) return false;
  return seatOffered(map, seatNumber) && picks[leg].length < map.seats_to_pick;
}

/**
 * The picks to keep when a leg's map (re)loads: those still offered. On a first visit with nothing
 * picked, the seats this reservation already holds (a reload, or back from payment) are its picks.
 */
export function picksAfterLoad(previous: number[], map: SeatMap): number[] {
  const kept = previous.filter((seat) => seatOffered(map, seat)).slice(0, map.seats_to_pick);
  if (kept.length > 0) return kept;
  return map.cells
    .filter((cell) => cell.kind === 'seat' && cell.state === 'held' && cell.seat_number !== null)
    .map((cell) => cell.seat_number!)
    .slice(0, map.seats_to_pick);
}

/** Every leg with a bus has its map loaded and exactly one seat per seated passenger. */
export function picksComplete(maps: SeatMaps, picks: SeatPicks, legs: Leg[]): boolean {
  return legs.every((leg) => maps[leg] !== null && picks[leg].length === maps[leg]!.seats_to_pick);
}

/** What setSeats receives: each picked seat with its passenger's type, legs held together. */
export function seatSelection(picks: SeatPicks, passengers: PassengerCounts, legs: Leg[]): SeatSelection {
  const types = seatedTypes(passengers);
  const leg = (name: Leg) => ({
    seats: picks[name].map((seat_number, index) => ({ seat_number, passenger_type: types[index] ?? 'adult' })),
  });
  return { departure: leg('departure'), return: legs.includes('return') ? leg('return') : null };
}

/** A refusal naming seats another buyer took meanwhile (the map must be reloaded). */
export const seatsLost = (errors: readonly Failure[]) => errors.some((error) => error.code === 'seat_taken');

/** Drops the seats a refusal names from the leg its field names (`departure.seats`), or from every leg. */
export function picksWithoutLost(picks: SeatPicks, errors: readonly Failure[]): SeatPicks {
  const next = { ...picks };
  for (const error of errors) {
    if (!error.seats?.length) continue;
    const legs: Leg[] = error.field?.startsWith('return') ? ['return'] : error.field?.startsWith('departure') ? ['departure'] : ['departure', 'return'];
    for (const leg of legs) next[leg] = next[leg].filter((seat) => !error.seats!.includes(seat));
  }
  return next;
}
