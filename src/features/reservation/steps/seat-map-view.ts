import type { SeatCell, SeatMap } from '../../../../machines/reservation/reservation.ports';

// How a seat looks to the traveller, and the server's cells arranged for drawing. Pure, so the
// map component only renders.

/** picked = chosen by this traveller; unavailable = free but not offered (healthy distance). */
export type SeatLook = 'free' | 'taken' | 'picked' | 'unavailable';

export function seatCellLook(cell: SeatCell, picks: readonly number[]): SeatLook {
  if (cell.seat_number !== null && picks.includes(cell.seat_number)) return 'picked';
  if (cell.state === 'taken') return 'taken';
  return cell.offered ? 'free' : 'unavailable';
}

/** Cells per floor, then per row, each row ordered by column (the server sends every cell). */
export function seatRows(map: SeatMap): Array<{ floor: number; cells: SeatCell[][] }> {
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
