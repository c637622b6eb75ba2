import { useLingui } from '@lingui/react/macro';
import type { ComponentType } from 'react';
import type { ChangeAvailability, ChosenSeat } from '../../../machines/itinerary/change.ports';
import type { SeatMap, SeatPassenger } from '../../../machines/reservation/reservation.ports';
import { passengerTypeLabels } from '../../i18n/passenger-labels';
import '../../styles/seat-map.css';

// The new bus's seat map with a seat for every passenger of the leg (docs/rules/my-reservation.md#changing-the-schedule):
// the booking's own map (given by the route: routes compose features), who sits where, and whose seat the next tap
// sets. The chart seats them (machines/itinerary/change-seats.ts); the page only sends the taps.

/** The booking's seat map component (src/features/reservation/steps/seat-map.tsx), as the route hands it over. */
export type SeatMapView = ComponentType<{
  nameOf: (passenger: SeatPassenger, seatedIndex: number) => string;
  map: Pick<SeatMap, 'rows' | 'columns' | 'cells' | 'passengers'>;
  pending: readonly number[];
  lost: number | null;
  labelledBy: string;
  onToggle: (seat: number) => void;
}>;

interface ChangeSeatsProps {
  availability: ChangeAvailability;
  seats: readonly ChosenSeat[];
  seatFor: number | null;
  disabled: boolean;
  SeatMapGrid: SeatMapView;
  onSeat: (seat: number) => void;
  onPassenger: (ticketId: number) => void;
}

export function ChangeSeats({ availability, seats, seatFor, disabled, SeatMapGrid, onSeat, onPassenger }: ChangeSeatsProps) {
  const { t, i18n } = useLingui();
  const seatOf = (ticketId: number) => seats.find((s) => s.ticketId === ticketId)?.seat ?? null;
  // Whose seat the next tap sets: the one chosen, else the first without a seat (as the chart decides).
  const next = seatFor ?? availability.passengers.find((p) => seatOf(p.ticketId) === null)?.ticketId ?? null;
  const passengers: SeatPassenger[] = availability.passengers.map((p) => ({ id: p.ticketId, type: p.passengerType, first_name: p.passengerName, last_name: null, seat_number: seatOf(p.ticketId) }));
  const nameOf = (passenger: SeatPassenger) => passenger.first_name || i18n._(passengerTypeLabels[passenger.type]);
  const chosen = seats.length;
  const needed = availability.passengers.length;
  if (!availability.bus) return null;
  return (
    <div className="itinerary-change__map" aria-disabled={disabled || undefined}>
      <p className="seat-leg__count" id="itinerary-change-seat-count">
        {t`Elige un asiento para cada pasajero`} <span className="seat-leg__chosen">{t`(elegidos: ${chosen} de ${needed})`}</span>
      </p>
      <div className="seat-passengers" role="group" aria-labelledby="itinerary-change-seat-hint">
        <p className="seat-passengers__hint" id="itinerary-change-seat-hint">
          {t`¿Quién se sienta? Elige al pasajero y toca un asiento libre; toca su asiento para dejarlo.`}
        </p>
        <ul className="seat-passengers__list">
          {availability.passengers.map((p) => {
            const seat = seatOf(p.ticketId);
            return (
              <li key={p.ticketId}>
                <button
                  type="button"
                  className="seat-passengers__choice"
                  aria-pressed={p.ticketId === next}
                  data-seatless={seat === null || undefined}
                  disabled={disabled}
                  onClick={() => onPassenger(p.ticketId)}
                >
                  <span className="seat-passengers__name">
                    {/* "Sofía Peña, Menor (3 a 12 años)": the type's label has its own brackets. */}
                    {p.passengerName}, {i18n._(passengerTypeLabels[p.passengerType])}
                  </span>
                  <span className="seat-passengers__seat">{seat === null ? t`sin asiento` : t`asiento ${seat}`}</span>
                </button>
              </li>
            );
          })}
        </ul>
      </div>
      <SeatMapGrid
        nameOf={nameOf}
        map={{ rows: availability.bus.rows, columns: availability.bus.columns, cells: availability.bus.cells, passengers }}
        pending={[]}
        lost={null}
        labelledBy="itinerary-change-seat"
        onToggle={(seat) => !disabled && onSeat(seat)}
      />
    </div>
  );
}

/**
 * "Confirmar cambio" tapped before every passenger has a seat: the first passenger without one takes the focus and
 * comes into view (decision 067's rule), the message of how many are missing being said beside the button.
 */
export function revealSeatless(container: HTMLElement | null): void {
  const first = container?.querySelector<HTMLElement>('.seat-passengers__choice[data-seatless]');
  if (!first) return;
  first.focus({ preventScroll: true });
  first.scrollIntoView({ block: 'center', inline: 'nearest' });
}
