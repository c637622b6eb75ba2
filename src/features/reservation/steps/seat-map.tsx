import { useLingui } from '@lingui/react/macro';
import { useRef, useState, type KeyboardEvent } from 'react';
import type { SeatCell, SeatMap, SeatPassenger } from '../../../../machines/reservation/reservation.ports';
import { placeLook, seatCellLook, seatRows, type SeatLook } from './seat-map-view';

export interface SeatMapGridProps {
  /** How a seated passenger is named in a seat's name (the seats step's names, or My reservation's). */
  nameOf: (passenger: SeatPassenger, seatedIndex: number) => string;
  map: Pick<SeatMap, 'rows' | 'columns' | 'cells' | 'passengers'>;
  /** Seats tapped whose hold or release is on its way. */
  pending: readonly number[];
  /** The seat another buyer took as it was tapped, marked on the map. */
  lost: number | null;
  /** Heading id that names the grid (e.g. "Salida"). */
  labelledBy: string;
  onToggle: (seatNumber: number) => void;
}

const moves: Record<string, [number, number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

/**
 * One bus drawn from the server's cells, front at the top (the seats step's, and My reservation's schedule change). A grid the keyboard walks with the
 * arrow keys (one seat is tabbable at a time); each seat is a toggle button whose name says its
 * number, position, state and who sits there. Seats that cannot be chosen stay focusable
 * (aria-disabled) so a screen reader user still hears that they are taken.
 */
export function SeatMapGrid({ nameOf, map, pending, lost, labelledBy, onToggle }: SeatMapGridProps) {
  const { t } = useLingui();
  const rows = seatRows(map);
  const picks = map.passengers.flatMap((p) => (p.seat_number === null ? [] : [p.seat_number]));
  const sitter = (seat: number) => {
    const index = map.passengers.findIndex((p) => p.seat_number === seat);
    return index < 0 ? '' : nameOf(map.passengers[index]!, index);
  };
  const seats = map.cells.filter((cell) => cell.kind === 'seat' && cell.seat_number !== null);
  const [active, setActive] = useState<number | null>(null);
  const buttons = useRef(new Map<number, HTMLButtonElement>());
  // The tabbable seat: the one last focused, else the first picked, else the first that can be chosen.
  const current =
    (active !== null && seats.some((cell) => cell.seat_number === active) ? active : null) ??
    picks[0] ??
    seats.find((cell) => seatCellLook(cell, map) === 'free')?.seat_number ??
    seats[0]?.seat_number;

  const stateName: Record<SeatLook, string> = {
    free: t`libre`,
    taken: t`ocupado`,
    picked: t`elegido`,
    unavailable: t`no disponible`,
  };
  const seatName = (cell: SeatCell, look: SeatLook) => {
    const number = cell.seat_number;
    const who = look === 'picked' ? sitter(number!) : '';
    const state = look === 'picked' ? t`elegido para ${who}` : number === lost ? t`ocupado por otro pasajero` : stateName[look];
    if (cell.position === 'window') return t`Asiento ${number}, ventana, ${state}`;
    if (cell.position === 'aisle') return t`Asiento ${number}, pasillo, ${state}`;
    return t`Asiento ${number}, ${state}`;
  };
  const fixtureName: Partial<Record<SeatCell['kind'], string>> = { driver: t`Conductor`, wc: t`Baño`, stairs: t`Escaleras` };
  const placeName = { mine: t`Espacio para silla de ruedas, apartado para ti`, taken: t`Espacio para silla de ruedas, ocupado`, free: t`Espacio para silla de ruedas, libre` };

  const move = (event: KeyboardEvent, cell: SeatCell) => {
    const step = moves[event.key];
    if (!step) return;
    event.preventDefault();
    // Walk in the arrow's direction past aisles and fixtures to the next seat on the same floor.
    for (let row = cell.row + step[0], column = cell.column + step[1]; row >= 1 && row <= map.rows && column >= 1 && column <= map.columns; row += step[0], column += step[1]) {
      const next = seats.find((seat) => seat.floor === cell.floor && seat.row === row && seat.column === column);
      if (next?.seat_number) {
        setActive(next.seat_number);
        buttons.current.get(next.seat_number)?.focus();
        return;
      }
    }
  };

  return (
    <div className="seat-map">
      {rows.map(({ floor, cells }) => (
        <div
          key={floor}
          role="grid"
          aria-labelledby={labelledBy}
          className="seat-map__bus"
          style={{ gridTemplateColumns: `repeat(${map.columns}, minmax(0, 1fr))` }}
        >
          {cells.map((row, index) => (
            <div role="row" key={index} className="seat-map__row">
              {row.map((cell) => {
                const key = `${cell.row}-${cell.column}`;
                if (cell.kind === 'wheelchair') {
                  const place = placeLook(cell);
                  return (
                    <div role="gridcell" key={key} className={`seat-map__cell seat-map__place seat-map__place--${place}`} aria-label={placeName[place]}>
                      <span aria-hidden="true">♿</span>
                    </div>
                  );
                }
                if (cell.kind !== 'seat' || cell.seat_number === null) {
                  const name = fixtureName[cell.kind];
                  return (
                    <div role="gridcell" key={key} className={`seat-map__cell seat-map__cell--${cell.kind}`}>
                      {name ? <span className="seat-map__fixture">{name}</span> : null}
                    </div>
                  );
                }
                const look = seatCellLook(cell, map);
                const number = cell.seat_number;
                const busy = pending.includes(number);
                return (
                  <div role="gridcell" key={key} className="seat-map__cell">
                    <button
                      type="button"
                      ref={(node) => {
                        if (node) buttons.current.set(number, node);
                        else buttons.current.delete(number);
                      }}
                      className={`seat-button seat-button--${look}${number === lost ? ' seat-button--lost' : ''}`}
                      data-position={cell.position ?? undefined}
                      aria-label={seatName(cell, look)}
                      aria-pressed={look === 'picked'}
                      aria-busy={busy || undefined}
                      data-pending={busy || undefined}
                      aria-disabled={look === 'taken' || look === 'unavailable' ? true : undefined}
                      tabIndex={number === current ? 0 : -1}
                      onFocus={() => setActive(number)}
                      onKeyDown={(event) => move(event, cell)}
                      onClick={() => onToggle(number)}
                    >
                      {number}
                    </button>
                  </div>
                );
              })}
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
