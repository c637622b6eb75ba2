import { Link, useLoaderData, useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSyncExternalStore, type ComponentType } from 'react';
import { screenTitles } from '../../components/layout/screen-titles';
import { FirstPicture } from './first-picture';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { BusesInTime } from './buses-in-time';
import { TourAvailability } from './tour-availability';
import { TourIncludes, TourMeetingPoints, TourPricesAndPolicy } from './tour-facts';
import { useTourWords } from './tour-format';
import type { TourData } from './tours-loaders';
import type { Timeslot, TourProduct } from './tours-queries';
import { ToursUnavailable } from './tours-unavailable';
import './tours.css';

export { tourLoader } from './tours-loaders';

/** What booking the chosen timeslot offers: the shop's party picker, given by the route (tours-routes.tsx). */
export type TourBooking = ComponentType<{ tour: TourProduct; slot: Timeslot | null }>;

const never = () => () => {};
/**
 * False on a server and while a pre-rendered page hydrates, true after: the availability is read live in the
 * browser only (tours-loaders.ts), so the markup a server wrote and the first one the browser makes agree.
 */
const useInBrowser = () => useSyncExternalStore(never, () => true, () => false);

function TourPage({ tour, data, Booking }: { tour: TourProduct; data: TourData; Booking: TourBooking | undefined }) {
  const { t } = useLingui();
  const words = useTourWords();
  const navigate = useNavigate();
  const inBrowser = useInBrowser();
  useDocumentTitle(tour.name);
  const duration = words.duration(tour.duration_minutes);
  // The picked day is in the address, so its timeslots are read by the route's loader and a reload keeps it.
  const pickDay = (date: string) =>
    void navigate({ to: '.', search: (prev: Record<string, unknown>) => ({ ...prev, date }), replace: true, resetScroll: false });
  return (
    <article className="page tours tours--detail">
      <p className="tours__back">
        <Link to="/tours">{t`Todos los tours`}</Link>
      </p>
      <h1 className="page__title">{tour.name}</h1>
      {/* The page's largest paint on a phone: inside the pre-rendered page (first-picture.tsx). */}
      <FirstPicture className="tours__hero" src={tour.image} alt={words.imageAlt(tour.slug, tour.name)} width={320} height={200} />
      <ul className="tours__tags" aria-label={t`Datos del tour`}>
        <li>{words.category(tour.category)}</li>
        <li>{tour.location}</li>
        <li>{t`Duración: ${duration}`}</li>
      </ul>
      <p className="tours__lead">{tour.description}</p>
      <TourAvailability
        availability={inBrowser ? data.availability : null}
        onPickDay={pickDay}
        booking={(slot) => (
          <>
            {Booking ? <Booking tour={tour} slot={slot} /> : null}
            {slot ? <BusesInTime tour={tour} date={slot.date} startTime={slot.start_time} /> : null}
          </>
        )}
      />
      <TourPricesAndPolicy tour={tour} />
      <TourIncludes tour={tour} />
      <TourMeetingPoints tour={tour} />
    </article>
  );
}

/** /tours/detalle/$name: one tour, what it includes, where it meets, its prices and policy, and its availability. */
export function TourDetailPage({ Booking }: { Booking?: TourBooking }) {
  const { t, i18n } = useLingui();
  const data = useLoaderData({ strict: false } as never) as TourData;
  if (data.product) return <TourPage tour={data.product} data={data} Booking={Booking} />;
  return <MissingTour title={data.product === null ? t`No encontramos ese tour` : i18n._(screenTitles['tours-detail'])} failed={data.product === undefined} />;
}

function MissingTour({ title, failed }: { title: string; failed: boolean }) {
  useDocumentTitle(title);
  return (
    <article className="page tours">
      <h1 className="page__title">{title}</h1>
      {failed ? (
        <ToursUnavailable />
      ) : (
        <p>
          <Trans>Puede que ya no se ofrezca.</Trans> <Link to="/tours">{<Trans>Ver todos los tours</Trans>}</Link>
        </p>
      )}
    </article>
  );
}
