import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useTourWords } from './tour-format';
import type { TourProduct } from './tours-queries';
import { useFormats } from '../../i18n/formats';

/** A terminal's place on a map: opens the traveller's map app or site at its coordinates, with no key. */
const mapLink = (latitude: number, longitude: number) => `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;

/** What is included and the guide's languages. */
export function TourIncludes({ tour }: { tour: TourProduct }) {
  const { t } = useLingui();
  const words = useTourWords();
  return (
    <section className="tours__section" aria-labelledby="tour-includes">
      <h2 id="tour-includes" className="tours__heading">{t`Qué incluye`}</h2>
      <ul className="tours__list">
        {tour.includes.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p>
        <Trans>Guía en:</Trans> {tour.languages.map(words.language).join(', ')}
      </p>
    </section>
  );
}

/** The company's terminals where the tour meets, each so many minutes before the start, with a map link. */
export function TourMeetingPoints({ tour }: { tour: TourProduct }) {
  const { t } = useLingui();
  return (
    <section className="tours__section" aria-labelledby="tour-meeting">
      <h2 id="tour-meeting" className="tours__heading">{t`Punto de encuentro`}</h2>
      <ul className="tours__meeting">
        {tour.meeting_points.map((point) => {
          const { name: terminal, minutes_before: minutes } = point;
          return (
          <li key={point.terminal_id}>
            <strong>{point.name}</strong>
            <span>{point.address}</span>
            <span>{minutes > 0 ? t`Preséntate ${minutes} minutos antes del inicio.` : t`Preséntate a la hora de inicio.`}</span>
            <span>{point.note}</span>
            <a href={mapLink(point.latitude, point.longitude)} target="_blank" rel="noopener noreferrer">
              {t`Ver ${terminal} en el mapa`}
            </a>
          </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Prices per person type (docs/rules/tours.md#prices-and-party), the party's size and the cancellation policy. */
export function TourPricesAndPolicy({ tour }: { tour: TourProduct }) {
  const formats = useFormats();
  const { t } = useLingui();
  const money = (value: number) => formats.moneyMxn(value);
  const { min_party: min, max_party: max } = tour;
  return (
    <section className="tours__section" aria-labelledby="tour-prices">
      <h2 id="tour-prices" className="tours__heading">{t`Precios por persona`}</h2>
      <dl className="tours__prices">
        <div>
          <dt>{t`Adulto`}</dt>
          <dd>{money(tour.prices.adult)}</dd>
        </div>
        <div>
          <dt>{t`Menor (3 a 12 años)`}</dt>
          <dd>{money(tour.prices.minor)}</dd>
        </div>
        <div>
          <dt>{t`Persona adulta mayor (INAPAM)`}</dt>
          <dd>{money(tour.prices.inapam)}</dd>
        </div>
        <div>
          <dt>{t`Infante (0 a 2 años)`}</dt>
          <dd>{tour.prices.infant === null ? t`No se admiten infantes en este tour` : tour.prices.infant === 0 ? t`Gratis, uno por adulto` : money(tour.prices.infant)}</dd>
        </div>
      </dl>
      <p>{min === max ? <Plural value={min} one="Grupo de # persona." other="Grupo de # personas." /> : t`Grupo de ${min} a ${max} personas por reservación.`}</p>
      <h2 className="tours__heading">{t`Política de cancelación`}</h2>
      <p>{tour.cancellation.text}</p>
    </section>
  );
}
