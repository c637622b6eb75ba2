import type { SeatCell, SeatMap, SeatPassenger } from '../../../../machines/reservation/reservation.ports';

// How a seat looks to the traveller, and the server's cells arranged for drawing. Pure, so the
// map component only renders.

/** picked = held for one of this traveller's passengers; unavailable = free but not offered (healthy distance). */
export type SeatLook = 'free' | 'taken' | 'picked' | 'unavailable';

export function seatCellLook(cell: SeatCell, map: Pick<SeatMap, 'passengers'>): SeatLook {
  if (cell.seat_number !== null && map.passengers.some((p) => p.seat_number === cell.seat_number)) return 'picked';
  if (cell.state === 'taken') return 'taken';
  return cell.offered ? 'free' : 'unavailable';
}

/** A wheelchair place: this reservation's (asked for on the additionals step), another's, or free. */
export type PlaceLook = 'mine' | 'taken' | 'free';
export const placeLook = (cell: SeatCell): PlaceLook => (cell.state === 'held' ? 'mine' : cell.state === 'taken' ? 'taken' : 'free');

/** The passenger's name as given on the contact step, or null before names are given. */
export function givenName(passenger: Pick<SeatPassenger, 'first_name' | 'last_name'>): string | null {
  const name = [passenger.first_name, passenger.last_name].filter((part) => part && part.trim()).join(' ');
  return name || null;
}

/** Cells per floor, then per row, each row ordered by column (the server sends every cell). */
export function seatRows(map: Pick<SeatMap, 'cells'>): Array<{ floor: number; cells: SeatCell[][] }> {
  const floors = [...new Set(map.cells.map((cell) => cell.floor))].sort((a, b) => a - b);
  return floors.map((floor) => {
    const onFloor = map.cells.filter((cell) => cell.floor === floor);
    const rows = [...new Set(onFloor.map((cell) => cell.row))].sort((a, b) => a - b);
    return {
      floor,
      cells: rows.map((row) => onFloor.filter((cell) => cell.row === row).sort((a, b) => a.column - b.column)),
    };
  });
}
