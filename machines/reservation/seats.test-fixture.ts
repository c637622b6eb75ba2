import type { SeatCell, SeatMap } from './reservation.ports';

// A small bus for the chart's tests: driver, seat 1 free (or held by this reservation's one passenger,
// Ana, id 11), seat 2 taken by another reservation, seat 4 free; one seat to pick.

const cell = (row: number, column: number, extra: Partial<SeatCell>): SeatCell => ({
  row,
  column,
  floor: 1,
  kind: 'seat',
  seat_number: null,
  position: null,
  state: null,
  offered: false,
  ...extra,
});
const seat = (row: number, column: number, seat_number: number, state: 'free' | 'taken' | 'held', offered: boolean) =>
  cell(row, column, { seat_number, position: column === 1 || column === 4 ? 'window' : 'aisle', state, offered });

export function seatMapFor(leg: 'departure' | 'return', seatsToPick = 1, held: number | null = null): SeatMap {
  return {
    direction: leg,
    name: 'Ejecutivo 2+2',
    rows: 2,
    columns: 4,
    cells: [
      cell(1, 1, { kind: 'driver' }),
      cell(1, 2, { kind: 'aisle' }),
      cell(1, 3, { kind: 'aisle' }),
      cell(1, 4, { kind: 'wc' }),
      seat(2, 1, 1, held === 1 ? 'held' : 'free', true),
      seat(2, 2, 2, 'taken', false),
      cell(2, 3, { kind: 'aisle' }),
      seat(2, 4, 4, held === 4 ? 'held' : 'free', true),
    ],
    seats_to_pick: seatsToPick,
    discount_seats: { student: 8, teacher: 2, inapam: 2 },
    seats_healthy: false,
    held_until: null,
    passengers: [{ id: 11, type: 'adult', first_name: 'Ana', last_name: 'López', seat_number: held }],
  };
}

/** The test bus with two passengers (Ana López 11, and 12 a minor with no name yet) and the seats each holds. */
export function twoPassengerMap(seats: { 11?: number; 12?: number } = {}): SeatMap {
  const base = seatMapFor('departure', 2);
  const held = new Set(Object.values(seats));
  return {
    ...base,
    cells: base.cells.map((c) => (c.seat_number !== null && held.has(c.seat_number) ? { ...c, state: 'held' as const } : c)),
    passengers: [
      { id: 11, type: 'adult', first_name: 'Ana', last_name: 'López', seat_number: seats[11] ?? null },
      { id: 12, type: 'minor', first_name: null, last_name: null, seat_number: seats[12] ?? null },
    ],
  };
}
