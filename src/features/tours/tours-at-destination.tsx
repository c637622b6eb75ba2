import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useState } from 'react';
import type { ConfirmedLeg } from '../../../machines/reservation/confirmation-details';
import { parseLocale } from '../../i18n/locale';
import { useTourWords } from './tour-format';
import { loadToursCatalog } from './tours-catalog';
import { productsQuery, type TourProduct } from './tours-queries';
import './tours-at-destination.css';
import { useFormats } from '../../i18n/formats';

/** How many tours the offer shows: enough to choose from, short enough not to bury the tickets. */
const SHOWN = 3;

/** The calendar day of `instant` at the terminal (yyyy-mm-dd), where the traveller will be. */
export function dayAt(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(instant));
}

/**
 * The tours that meet at the terminal a traveller's bus arrives at and run on the day it arrives
 * (docs/rules/tours.md#tours-for-a-bus-trip): offered on the tickets step and in My reservation. Nothing is
 * shown while they load, when none runs that day, or when the tours service fails: the tickets come first.
 */
export function ToursAtDestination({ terminal, arrival, timeZone }: { terminal: string; arrival: string; timeZone: string }) {
  const { t, i18n } = useLingui();
  const lang = parseLocale(i18n.locale);
  const date = dayAt(arrival, timeZone);
  const [tours, setTours] = useState<TourProduct[]>([]);
  const headingId = useId();
  useEffect(() => {
    let current = true;
    // The tours' own texts (lingui.config.ts) load with the list: the booking flow does not carry them.
    Promise.all([productsQuery(lang, { date }).queryFn(), loadToursCatalog()])
      .then(([list]) => {
        if (current) setTours(list.filter((tour) => tour.meeting_points.some((point) => point.terminal_id === terminal)).slice(0, SHOWN));
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [lang, date, terminal]);
  if (tours.length === 0) return null;
  return (
    <section className="tours-offer" aria-labelledby={headingId}>
      <h2 id={headingId} className="tours-offer__title">
        {t`Tours el día que llegas`}
      </h2>
      <ul className="tours-offer__list">
        {tours.map((tour) => (
          <TourOffer key={tour.id} tour={tour} date={date} />
        ))}
      </ul>
    </section>
  );
}

/**
 * The offer for a bus trip: the tours at its outbound destination on the day it arrives. An open leg has no
 * day, and a reservation kept from before terminals carried their id has no terminal: neither offers any.
 */
export function ToursOnArrival({ legs }: { legs: readonly ConfirmedLeg[] }) {
  const outbound = legs.find((leg) => leg.leg === 'departure');
  if (!outbound?.arrival || !outbound.destination.id) return null;
  return <ToursAtDestination terminal={outbound.destination.id} arrival={outbound.arrival} timeZone={outbound.destination.timeZone} />;
}

function TourOffer({ tour, date }: { tour: TourProduct; date: string }) {
  const formats = useFormats();
  const { t } = useLingui();
  const words = useTourWords();
  const meeting = tour.meeting_points[0];
  return (
    <li className="tours-offer__item">
      <Link to="/tours/detalle/$name" params={{ name: tour.slug }} search={{ date }} className="tours-offer__link">
        {tour.name}
      </Link>
      <span className="tours-offer__facts">
        {words.duration(tour.duration_minutes)} · {t`desde ${formats.moneyMxn(tour.price_from)} por adulto`}
        {meeting ? ` · ${t`sale de ${meeting.name}`}` : ''}
      </span>
    </li>
  );
}
