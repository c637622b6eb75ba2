import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ReservationActor } from '../flow/reservation-binding';
import type { ReservationSnapshot } from './reservation-selectors';
import { usePassengerNames } from './seat-passengers';

const selectMaps = (snapshot: ReservationSnapshot) => snapshot.context.seatMaps;

/**
 * The seats held so far, per leg and passenger (docs/rules/booking.md#seats), from the maps the seats step last had; also
 * the wheelchair place when the bus holds one for this reservation. Nothing before a map has loaded.
 */
export function SummarySeats({ actor }: { actor: ReservationActor }) {
  const maps = useSelector(actor, selectMaps);
  const nameOf = usePassengerNames(actor);
  const { t } = useLingui();
  const legs = (['departure', 'return'] as const).flatMap((leg) => {
    const map = maps[leg];
    if (!map) return [];
    const seated = map.passengers.flatMap((p, index) => (p.seat_number === null ? [] : [{ id: p.id, text: t`${nameOf(p, index)}: asiento ${p.seat_number}` }]));
    const place = map.cells.some((cell) => cell.kind === 'wheelchair' && cell.state === 'held');
    return seated.length > 0 || place ? [{ leg, seated, place }] : [];
  });
  if (legs.length === 0) return null;
  return (
    <>
      <h3 className="summary-panel__subtitle">{t`Asientos`}</h3>
      <dl className="summary-panel__seats" data-testid="summary-seats">
        {legs.map(({ leg, seated, place }) => (
          <div key={leg} className="summary-panel__leg">
            <dt>{leg === 'departure' ? t`Salida` : t`Regreso`}</dt>
            <dd>
              <ul className="summary-panel__list">
                {seated.map((entry) => (
                  <li key={entry.id}>{entry.text}</li>
                ))}
                {place ? <li>{t`Espacio para silla de ruedas`}</li> : null}
              </ul>
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}
