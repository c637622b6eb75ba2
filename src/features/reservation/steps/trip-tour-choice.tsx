import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { ReservationTours } from './trip-tours-read';
import { useFormats } from '../../../i18n/formats';

// A tour on the day the traveller arrives, in the same order as the bus (docs/rules/tours.md#a-bus-trip-with-a-tour):
// one choice among the timeslots the party reaches from the bus, or none. Each names its meeting point and time,
// what the whole party pays and the tour's cancellation policy, which adding it accepts. Shown only where the
// trip has tours to offer.

/** The meeting time: the start less the meeting point's lead (HH:MM). */
function meetingTime(start: string, minutesBefore: number): string {
  const [h = 0, m = 0] = start.split(':').map(Number);
  const total = (((h * 60 + m - minutesBefore) % 1440) + 1440) % 1440;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

export function TripTourChoice({ tours, value, onChange, error }: { tours: ReservationTours | null; value: number | null; onChange: (timeslotId: number | null) => void; error: string | null }) {
  const formats = useFormats();
  const { t } = useLingui();
  const name = useId();
  if (!tours || tours.tours.length === 0) return null;
  return (
    <fieldset className="additional trip-tours" aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="additional__title">{t`Un tour el día que llegas`}</legend>
      <p className="trip-tours__intro">{t`Se paga con tu viaje, en el mismo pago, y cada uno tiene su boleto. Va todo tu grupo.`}</p>
      <ul className="additional__choices">
        <li>
          <label className="check-field">
            <input type="radio" name={name} checked={value === null} onChange={() => onChange(null)} />
            <span>{t`Sin tour`}</span>
          </label>
        </li>
        {tours.tours.map((tour) => {
          const total = formats.moneyMxn(tour.total);
          return (
            <li key={tour.product_id} className="trip-tours__tour">
              <p className="trip-tours__name">
                <strong>{tour.name}</strong> <span className="additional__price">{t`${total} todo el grupo`}</span>
              </p>
              <p className="trip-tours__facts">
                {t`Punto de encuentro: ${tour.meeting_point.name}.`} {tour.cancellation}
              </p>
              <ul className="trip-tours__slots">
                {tour.slots.map((slot) => {
                  const meets = meetingTime(slot.start_time, tour.meeting_point.minutes_before);
                  return (
                    <li key={slot.timeslot_id}>
                      <label className="check-field">
                        <input type="radio" name={name} checked={value === slot.timeslot_id} onChange={() => onChange(slot.timeslot_id)} />
                        <span>
                          <span className="visually-hidden">{tour.name}, </span>
                          {slot.start_time}{' '}
                          <span className="trip-tours__facts">
                            {t`Encuentro a las ${meets}.`} {slot.places_left === 1 ? t`Queda 1 lugar.` : slot.places_left <= 5 ? t`Quedan ${slot.places_left} lugares.` : ''}
                          </span>
                        </span>
                      </label>
                    </li>
                  );
                })}
              </ul>
            </li>
          );
        })}
      </ul>
      {error ? (
        <p className="field-error" id={`${name}-error`}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
