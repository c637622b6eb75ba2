import { healthyDistanceGaps } from '../../../../domain/seats/healthy-distance';
import type { PassengerType } from '../../../../domain/search/passengers';
import { isWheelchairPlace } from '../../../../domain/seats/wheelchair';
import type { Layout, LayoutCell, LiveHold } from './seating.queries';

// The seat map as the contract shows it; the rules it applies (healthy distance) live in domain/seats.

export type SeatState = 'free' | 'taken' | 'held';

// A layout's cells in map order (deck, row, column), sorted once per layout: layouts are kept, never changed.
const ordered = new WeakMap<Layout, LayoutCell[]>();

function cellsInOrder(layout: Layout): LayoutCell[] {
  let cells = ordered.get(layout);
  if (!cells) {
    cells = [...layout.cells].sort((a, b) => a.deck - b.deck || a.row - b.row || a.col - b.col);
    ordered.set(layout, cells);
  }
  return cells;
}

/** The contract's SeatCell list (1-based rows and columns) for one reservation looking at one bus. */
export function seatCells(layout: Layout, holds: LiveHold[], reservationId: number, healthy: boolean) {
  const mine = new Set(holds.filter((h) => h.reservationId === reservationId).map((h) => h.seatNumber));
  const taken = new Set(holds.filter((h) => h.reservationId !== reservationId).map((h) => h.seatNumber));
  // My own seats never push my companions away: only other reservations' seats block their neighbours.
  const blocked = healthy ? healthyDistanceGaps(layout.cells, taken) : new Set<number>();
  return cellsInOrder(layout).map((c) => {
    // A wheelchair place is numbered and held like a seat, but asked for on the additionals step: never offered here.
    const seat = c.kind === 'seat' || c.kind === 'wheelchair' ? c.seatNumber : null;
    const state: SeatState | null = seat === null ? null : mine.has(seat) ? 'held' : taken.has(seat) ? 'taken' : 'free';
    return {
      row: c.row + 1,
      column: c.col + 1,
      floor: c.deck,
      kind: c.kind,
      seat_number: seat,
      position: seat === null ? null : c.position,
      state,
      offered: c.kind === 'seat' && (state === 'held' || (state === 'free' && !blocked.has(seat as number))),
    };
  });
}

/** The seated passengers in reservation order, each with the seat this reservation holds for them on the bus. */
export function seatPassengers(
  people: ReadonlyArray<{ id: number; type: PassengerType; firstName: string | null; lastName: string | null }>,
  holds: LiveHold[],
  reservationId: number,
) {
  const seatOf = new Map(holds.filter((h) => h.reservationId === reservationId && h.passengerId !== null && !isWheelchairPlace(h.seatNumber)).map((h) => [h.passengerId, h.seatNumber]));
  return people.map((p) => ({ id: p.id, type: p.type, first_name: p.firstName, last_name: p.lastName, seat_number: seatOf.get(p.id) ?? null }));
}
