import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { tourPersonTypes } from '../../../../domain/tours/tour-prices';
import type { CartItem } from '../../../../machines/tours/tours.ports';
import { passengerTypeLabels } from '../../../i18n/passenger-labels';
import { useTourWords } from '../tour-format';
import type { TourProduct } from '../tours-queries';
import { useFormats } from '../../../i18n/formats';

/** "2 Adulto, 1 Menor (3 a 12 años)": the people of an item by type, the types with none left out. */
function usePeople() {
  const { i18n } = useLingui();
  return (item: CartItem) =>
    tourPersonTypes
      .filter((type) => item.quantities[type] > 0)
      .map((type) => `${item.quantities[type]} × ${i18n._(passengerTypeLabels[type])}`)
      .join(', ');
}

/** A tour's name in the page's language (the catalogue's), else as the cart kept it. */
export const tourName = (item: CartItem, products: TourProduct[] | null | undefined) => products?.find((p) => p.id === item.productId)?.name ?? item.name;

/**
 * The tours of the cart: each one's day, time, people and subtotal; `onRemove` gives each a remove button, and
 * `soldOut` marks the item whose timeslot filled up since it was added.
 */
export function CartLines({ items, products, soldOut = null, onRemove, busy = false, children }: { items: CartItem[]; products: TourProduct[] | null; soldOut?: number | null; onRemove?: (index: number) => void; busy?: boolean; children?: (item: CartItem) => React.ReactNode }) {
  const formats = useFormats();
  const { t } = useLingui();
  const words = useTourWords();
  const people = usePeople();
  return (
    <ul className="tours-shop__items">
      {items.map((item, index) => {
        const name = tourName(item, products);
        return (
        <li key={`${item.timeslotId}-${index}`} className="tours-shop__item" data-sold-out={soldOut === index ? 'true' : undefined}>
          <h2 className="tours-shop__item-name">
            <Link to="/tours/detalle/$name" params={{ name: item.slug }}>
              {name}
            </Link>
          </h2>
          <p className="tours-shop__item-when">
            {words.day(item.date, 'long')}
            {item.startTime ? ` · ${formats.time(item.startTime)}` : ''}
          </p>
          <p className="tours-shop__item-people">{people(item)}</p>
          <p className="tours-shop__item-price">
            <strong>{formats.moneyMxn(item.subtotal)}</strong>
          </p>
          {soldOut === index ? (
            <p className="tours-shop__item-alert" role="alert">
              {t`Este horario ya no tiene lugares suficientes: quítalo o elige otro horario.`}
            </p>
          ) : null}
          {children?.(item)}
          {onRemove ? (
            <button type="button" className="button button--secondary tours-shop__remove" disabled={busy} onClick={() => onRemove(index)}>
              {t`Quitar ${name}`}
            </button>
          ) : null}
        </li>
        );
      })}
    </ul>
  );
}

export function CartTotal({ total }: { total: number }) {
  const formats = useFormats();
  const { t } = useLingui();
  return (
    <p className="tours-shop__total">
      {t`Total`}: <strong>{formats.moneyMxn(total)}</strong>
    </p>
  );
}
