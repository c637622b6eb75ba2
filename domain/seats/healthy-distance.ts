// Healthy distance (docs/rules/booking.md#healthy-distance): on a bus that keeps it, a free seat beside an occupied one is not sold.

/** Where a seat sits on a layout: 0-based row and column on its deck. */
export interface PlacedCell {
  deck: number;
  row: number;
  col: number;
  kind: string;
  seatNumber: number | null;
}

/**
 * Seats that sit side by side: same deck and row, columns next to each other. A seat across the aisle
 * is two columns away (the aisle is a cell of its own), so it is never a neighbour.
 */
export function seatNeighbours(cells: readonly PlacedCell[]): Map<number, number[]> {
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

/** Seats beside any of `taken` that are not themselves in `taken`. */
export function seatsBeside(neighbours: Map<number, number[]>, taken: Iterable<number>): Set<number> {
  const takenSet = new Set(taken);
  const beside = new Set<number>();
  for (const seat of takenSet) for (const n of neighbours.get(seat) ?? []) if (!takenSet.has(n)) beside.add(n);
  return beside;
}

/** The seats healthy distance withholds on a layout around `taken`. */
export function healthyDistanceGaps(cells: readonly PlacedCell[], taken: Iterable<number>): Set<number> {
  return seatsBeside(seatNeighbours(cells), taken);
}
