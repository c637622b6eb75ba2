import { Link } from '@tanstack/react-router';
import { Plural, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { canRemove, noPeople, roomFor } from '../../../../domain/tours/party-picker';
import { partyProblem, type TourQuantities } from '../../../../domain/tours/tour-party';
import { tourPersonTypes, type TourPersonType } from '../../../../domain/tours/tour-prices';
import type { CartItem } from '../../../../machines/tours/tours.ports';
import { passengerTypeLabels } from '../../../i18n/passenger-labels';
import { useMessage } from '../../../i18n/use-message';
import { useFlowActor } from '../../../lib/flow-binding/use-flow-actor';
import type { Timeslot, TourProduct } from '../tours-queries';
import { selectCount, selectErrors, selectSaving, selectTotal } from './shop-selectors';
import { toursFlow, type ToursActor } from './tours-binding';
import './shop.css';
import { useFormats } from '../../../i18n/formats';

/** One person type's stepper: − count +, each button named for the type it changes. */
function Stepper({ type, count, price, canAdd, canTake, onChange }: { type: TourPersonType; count: number; price: number; canAdd: boolean; canTake: boolean; onChange: (count: number) => void }) {
  const formats = useFormats();
  const { t, i18n } = useLingui();
  const name = i18n._(passengerTypeLabels[type]);
  const id = `tours-party-${type}`;
  return (
    <div className="tours-party__row">
      <span id={id}>
        {name} · {formats.money(price)}
      </span>
      <span className="tours-party__stepper" role="group" aria-labelledby={id}>
        <button type="button" className="button button--secondary" aria-label={t`Quitar ${name}`} disabled={!canTake} onClick={() => onChange(count - 1)}>
          −
        </button>
        <output className="tours-party__count" aria-live="polite" aria-label={t`${name}: ${count}`}>
          {count}
        </output>
        <button type="button" className="button button--secondary" aria-label={t`Agregar ${name}`} disabled={!canAdd} onClick={() => onChange(count + 1)}>
          +
        </button>
      </span>
    </div>
  );
}

/** What the cart holds, once the shop has loaded: its tours, total and the way to it. */
function CartSummary({ actor }: { actor: ToursActor }) {
  const formats = useFormats();
  const { t } = useLingui();
  const count = useSelector(actor, selectCount);
  const total = useSelector(actor, selectTotal);
  const saving = useSelector(actor, selectSaving);
  const errors = useSelector(actor, selectErrors);
  const message = useMessage();
  const totalText = formats.moneyMxn(total);
  return (
    <div className="tours-shop__cart-link" role="status">
      {saving ? <span>{t`Agregando a tu carrito…`}</span> : count > 0 ? <span>{count === 1 ? t`1 tour en tu carrito · ${totalText}` : t`${count} tours en tu carrito · ${totalText}`}</span> : null}
      {errors.length > 0 && !saving ? <span className="tours-shop__field-error">{message(errors[0]!)}</span> : null}
      {count > 0 && !saving ? (
        <Link to="/tours/reservacion" className="button button--secondary">
          {t`Ver carrito`}
        </Link>
      ) : null}
    </div>
  );
}

/**
 * The party for the chosen timeslot, by person type (docs/rules/tours.md#prices-and-party: between the tour's
 * smallest and largest party, infants only where the tour takes them and never more than adults, and no more
 * than the places left), and "Agregar al carrito", which loads the shop and adds it.
 */
export function AddToCart({ tour, slot }: { tour: TourProduct; slot: Timeslot | null }) {
  const { t } = useLingui();
  const actor = useFlowActor(toursFlow);
  // The shop loads with the tour's page, so a cart kept from before shows here (its cookie names it).
  useEffect(() => void toursFlow.load(), []);
  const [party, setParty] = useState<TourQuantities>({ ...noPeople, adult: Math.max(1, tour.min_party) });
  const limits = { minParty: tour.min_party, maxParty: Math.min(tour.max_party, slot?.places_left ?? tour.max_party), infantsAllowed: tour.prices.infant !== null };
  const types = tourPersonTypes.filter((type) => type !== 'infant' || limits.infantsAllowed);
  const prices = slot?.prices ?? tour.prices;
  const issue = partyProblem(party, limits);
  const add = async () => {
    if (!slot || issue) return;
    const item: CartItem = { productId: tour.id, slug: tour.slug, name: tour.name, date: slot.date, timeslotId: slot.id, startTime: slot.start_time, quantities: party, subtotal: 0 };
    (await toursFlow.load()).send({ type: 'cart.add', item });
  };
  const min = tour.min_party;
  const max = tour.max_party;
  return (
    <>
      <fieldset className="tours-party" disabled={!slot}>
        <legend>{t`¿Quiénes van?`}</legend>
        <p className="tours__note">{limits.infantsAllowed ? t`De ${min} a ${max} personas. Un infante (0 a 2 años) por adulto, sin costo.` : t`De ${min} a ${max} personas. Este tour no acepta infantes.`}</p>
        {types.map((type) => (
          <Stepper
            key={type}
            type={type}
            count={party[type]}
            price={prices[type] ?? 0}
            canAdd={roomFor(type, party, limits) > 0}
            canTake={canRemove(type, party)}
            onChange={(count) => setParty((p) => ({ ...p, [type]: count }))}
          />
        ))}
      </fieldset>
      <button type="button" className="button button--primary" disabled={!slot || issue !== null} aria-describedby="tour-book-note" onClick={() => void add()}>
        {t`Agregar al carrito`}
      </button>
      <p id="tour-book-note" className="tours__note">
        {slot ? (issue === 'party_too_small' ? <Plural value={min} one="Agrega al menos # persona." other="Agrega al menos # personas." /> : '') : t`Elige un día y un horario para reservar.`}
      </p>
      {actor ? <CartSummary actor={actor} /> : null}
    </>
  );
}
