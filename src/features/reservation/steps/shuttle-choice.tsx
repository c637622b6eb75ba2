import { useLingui } from '@lingui/react/macro';
import type { ShuttleOffer } from '../../../../domain/reservation/shuttle-rules';
import { shuttleOffer } from '../../../../domain/reservation/shuttle-rules';
import { shuttleDestinations } from './reservation-labels';
import type { ReservationSnapshot } from './reservation-selectors';

/** Where this reservation's trip meets the shuttle, if anywhere (domain/reservation/shuttle-rules.ts). */
export const selectShuttleOffer = (snapshot: ReservationSnapshot): ShuttleOffer | null => {
  const { origin, destination, round } = snapshot.context.reservation;
  return shuttleOffer({ origin, destination, round });
};

export const sameShuttleOffer = (a: ShuttleOffer | null, b: ShuttleOffer | null) => a?.leg === b?.leg && a?.terminal === b?.terminal;

/**
 * The shuttle connection, shown only on a trip with a leg that ends where the shuttle runs, and
 * saying in which city and after which leg it takes the traveller on (docs/rules/booking.md#the-shuttle-connection).
 */
export function ShuttleChoice({
  offer,
  value,
  onChange,
  price,
  error,
}: {
  offer: ShuttleOffer;
  value: string | null;
  onChange: (destination: string | null) => void;
  price: string | null;
  error: string | null;
}) {
  const { t, i18n } = useLingui();
  const city = offer.city;
  return (
    <div className="additional">
      <label className="additional__title" htmlFor="additional-shuttle">
        {t`Conexión shuttle en ${city}`} <span className="additional__price">{price}</span>
      </label>
      <p className="additional__note" id="additional-shuttle-note">
        {offer.leg === 'departure'
          ? t`Al llegar a ${city}, te lleva a tu destino final en la zona de Guadalajara y Zapopan.`
          : t`Al llegar a ${city} en tu viaje de regreso, te lleva a tu destino final en la zona de Guadalajara y Zapopan.`}
      </p>
      <select
        id="additional-shuttle"
        className="additional__select"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || null)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'additional-shuttle-note additional-shuttle-error' : 'additional-shuttle-note'}
      >
        <option value="">{t`Sin shuttle`}</option>
        {shuttleDestinations.map((destination) => (
          <option key={destination.id} value={destination.id}>
            {i18n._(destination.label)}
          </option>
        ))}
      </select>
      {error ? (
        <p className="field-error" id="additional-shuttle-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
