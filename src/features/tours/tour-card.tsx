import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { FirstPicture } from './first-picture';
import { useTourWords } from './tour-format';
import type { TourProduct } from './tours-queries';
import { useFormats } from '../../i18n/formats';

/**
 * One tour in the catalogue: its picture, name, what it is, how long, where, from how much per adult.
 * `firstInView`: a card a phone or a desktop shows without scrolling, whose picture is the page's largest paint:
 * drawn inside the pre-rendered page (or fetched at once), the others lazily (it was the LCP of /tours, about 0.3 s
 * after the page's text while it was a request of its own).
 */
export function TourCard({ tour, date, firstInView = false }: { tour: TourProduct; date?: string; firstInView?: boolean }) {
  const formats = useFormats();
  const words = useTourWords();
  const price = formats.moneyMxn(tour.price_from);
  return (
    <li className="tours__card">
      {firstInView ? (
        <FirstPicture className="tours__image" src={tour.image} alt={words.imageAlt(tour.slug, tour.name)} width={320} height={200} />
      ) : (
        <img className="tours__image" src={tour.image} alt={words.imageAlt(tour.slug, tour.name)} width={320} height={200} loading="lazy" decoding="async" />
      )}
      <div className="tours__card-body">
        <p className="tours__category">{words.category(tour.category)}</p>
        <h2 className="tours__card-title">
          <Link to="/tours/detalle/$name" params={{ name: tour.slug }} search={date ? { date } : {}} className="tours__card-link">
            {tour.name}
          </Link>
        </h2>
        <p className="tours__summary">{tour.description}</p>
        <dl className="tours__facts">
          <div>
            <dt>
              <Trans>Duración</Trans>
            </dt>
            <dd>{words.duration(tour.duration_minutes)}</dd>
          </div>
          <div>
            <dt>
              <Trans>Lugar</Trans>
            </dt>
            <dd>{tour.location}</dd>
          </div>
        </dl>
        <p className="tours__price">
          <Trans>
            Desde <strong>{price}</strong> por adulto
          </Trans>
        </p>
      </div>
    </li>
  );
}
