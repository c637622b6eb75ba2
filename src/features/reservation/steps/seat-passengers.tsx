import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { passengerList } from '../../../../domain/search/passengers';
import type { Leg, SeatMap, SeatPassenger } from '../../../../machines/reservation/reservation.ports';
import { passengerTypeLabels } from '../../../i18n/passenger-labels';
import type { ReservationActor } from '../flow/reservation-binding';
import { selectPassengers } from './reservation-selectors';
import { givenName } from './seat-map-view';

/**
 * How a seated passenger is named on the seats step: the name given on the contact step, else their
 * place in the whole passenger list with their type ("Pasajero 2 (Adulto)"), as the additionals step
 * counts them (infants, who ride on a lap, keep their place in that count).
 */
export function usePassengerNames(actor: ReservationActor): (passenger: SeatPassenger, seatedIndex: number) => string {
  const { t, i18n } = useLingui();
  const counts = useSelector(actor, selectPassengers);
  const positions = passengerList(counts).flatMap((type, index) => (type === 'infant' ? [] : [index + 1]));
  return (passenger, seatedIndex) => {
    const name = givenName(passenger);
    if (name) return name;
    const position = positions[seatedIndex] ?? seatedIndex + 1;
    const kind = i18n._(passengerTypeLabels[passenger.type]);
    return t`Pasajero ${position} (${kind})`;
  };
}

/**
 * Who sits where: the leg's seated passengers, each with their seat; the one pressed is who the next
 * tap on the map seats (the chart picks the next without a seat by default).
 */
export function SeatPassengers({ actor, leg, map, chosen }: { actor: ReservationActor; leg: Leg; map: SeatMap; chosen: number | null }) {
  const { t } = useLingui();
  const nameOf = usePassengerNames(actor);
  const hintId = `seat-passengers-${leg}-hint`;
  return (
    <div className="seat-passengers" role="group" aria-labelledby={hintId}>
      <p className="seat-passengers__hint" id={hintId}>
        {t`¿Quién se sienta? Elige al pasajero y toca un asiento libre; toca su asiento para dejarlo.`}
      </p>
      <ul className="seat-passengers__list">
        {map.passengers.map((passenger, index) => {
          const name = nameOf(passenger, index);
          const seat = passenger.seat_number;
          return (
            <li key={passenger.id}>
              <button
                type="button"
                className="seat-passengers__choice"
                aria-pressed={passenger.id === chosen}
                onClick={() => actor.send({ type: 'seat.passenger', leg, passenger_id: passenger.id })}
              >
                <span className="seat-passengers__name">{name}</span>
                <span className="seat-passengers__seat">{seat === null ? t`sin asiento` : t`asiento ${seat}`}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
