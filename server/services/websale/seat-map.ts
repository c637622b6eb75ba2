import type { PassengerType } from '../../../domain/search/passengers';

// Pure seat-map rules shared by the map (GET), the hold transaction (POST) and the reservation view.

export type CellKind = 'seat' | 'aisle' | 'driver' | 'wc' | 'stairs';

export interface LayoutCell {
  deck: number;
  /** 0-based, as stored (row 0 is the front). */
  row: number;
  col: number;
  kind: CellKind;
  seatNumber: number | null;
  position: 'window' | 'aisle' | null;
}

export interface Layout {
  id: number;
  names: { es: string; en: string };
  rows: number;
  cols: number;
  cells: LayoutCell[];
}

/** A live hold (unexpired or sold) on one departure. */
export interface LiveHold {
  seatNumber: number;
  reservationId: number;
  passengerType: PassengerType | null;
}

export type DiscountGroup = 'student' | 'teacher' | 'inapam';

/** SPEC §9 per-bus quotas: students and teachers count their flex variants. */
export function discountGroup(type: PassengerType | null): DiscountGroup | null {
  if (type === 'student' || type === 'student_flex') return 'student';
  if (type === 'teacher' || type === 'teacher_flex') return 'teacher';
  if (type === 'inapam') return 'inapam';
  return null;
}

export function countByGroup(types: Array<PassengerType | null>): Record<DiscountGroup, number> {
  const counts = { student: 0, teacher: 0, inapam: 0 };
  for (const type of types) {
    const group = discountGroup(type);
    if (group) counts[group] += 1;
  }
  return counts;
}

/**
 * Seats that sit side by side: same deck and row, columns next to each other. A seat across the aisle
 * is two columns away (the aisle is a cell of its own), so it is never a neighbour.
 */
export function seatNeighbours(cells: LayoutCell[]): Map<number, number[]> {
  const at = new Map<string, number>();
  for (const c of cells) if (c.kind === 'seat' && c.seatNumber !== null) at.set(`${c.deck}:${c.row}:${c.col}`, c.seatNumber);
  const neighbours = new Map<number, number[]>();
  for (const c of cells) {
    if (c.kind !== 'seat' || c.seatNumber === null) continue;
    const beside = [at.get(`${c.deck}:${c.row}:${c.col - 1}`), at.get(`${c.deck}:${c.row}:${c.col + 1}`)];
    neighbours.set(c.seatNumber, beside.filter((n): n is number => n !== undefined));
  }
  return neighbours;
}

/** Healthy distance: seats beside any of `taken` that are not themselves in `taken`. */
export function seatsBeside(neighbours: Map<number, number[]>, taken: Iterable<number>): Set<number> {
  const takenSet = new Set(taken);
  const beside = new Set<number>();
  for (const seat of takenSet) for (const n of neighbours.get(seat) ?? []) if (!takenSet.has(n)) beside.add(n);
  return beside;
}

export type SeatState = 'free' | 'taken' | 'held';

/** The contract's SeatCell list (1-based rows and columns) for one reservation looking at one bus. */
export function seatCells(layout: Layout, holds: LiveHold[], reservationId: number, healthy: boolean) {
  const mine = new Set(holds.filter((h) => h.reservationId === reservationId).map((h) => h.seatNumber));
  const taken = new Set(holds.filter((h) => h.reservationId !== reservationId).map((h) => h.seatNumber));
  // My own seats never push my companions away: only other reservations' seats block their neighbours.
  const blocked = healthy ? seatsBeside(seatNeighbours(layout.cells), taken) : new Set<number>();
  return [...layout.cells]
    .sort((a, b) => a.deck - b.deck || a.row - b.row || a.col - b.col)
    .map((c) => {
      const seat = c.kind === 'seat' ? c.seatNumber : null;
      const state: SeatState | null = seat === null ? null : mine.has(seat) ? 'held' : taken.has(seat) ? 'taken' : 'free';
      return {
        row: c.row + 1,
        column: c.col + 1,
        floor: c.deck,
        kind: c.kind,
        seat_number: seat,
        position: seat === null ? null : c.position,
        state,
        offered: state === 'held' || (state === 'free' && !blocked.has(seat as number)),
      };
    });
}
