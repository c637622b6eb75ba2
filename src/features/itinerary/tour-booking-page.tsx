import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { TourBookingItem, TourPass, TourPeople } from '../../../machines/itinerary/itinerary.ports';
import type { ShownTourBooking } from '../../../machines/itinerary/itinerary.setup';
import { currentEnvironment } from '../../api/vite-environment';
import { parseLocale, type Locale } from '../../i18n/locale';
import { tourTicketUrl } from '../../lib/tickets-link-url';
import type { ItineraryActor } from './itinerary-binding';
import '../../styles/reservation.css';
import '../../styles/confirmation.css';
import { TourCancelSection } from './tour-cancel-section';
import './itinerary.css';
import { useFormats } from '../../i18n/formats';

// /administra-reservacion/mi-reservacion for a tour booking (docs/rules/tours.md#the-ticket): each tour with its
// day, start and people, where it meets (with a map link) and its cancellation policy; each person's pass with its
// QR; the PDF and the HTML again, opened with the code and the read token (never the surname); its cancellation
// (tour-cancel-section.tsx), which only the confirmation e-mail's link allows.

type Snapshot = ReturnType<ItineraryActor['getSnapshot']>;
const selectTour = (s: Snapshot) => (s.matches('tourBooking') ? s.context.tour : null);

const personTypes: Record<TourPass['personType'], MessageDescriptor> = {
  adult: msg`Adulto`,
  minor: msg`Menor (3 a 12 años)`,
  inapam: msg`Persona adulta mayor (INAPAM)`,
  infant: msg`Infante (0 a 2 años)`,
};

const peopleTypes: Record<keyof TourPeople, MessageDescriptor> = {
  adult: msg`Adultos`,
  minor: msg`Menores`,
  inapam: msg`Personas adultas mayores (INAPAM)`,
  infant: msg`Infantes`,
};

/** The find form in the page's language ("Buscar otra reservación"). */
const findPaths: Record<Locale, '/administra-reservacion/buscar' | '/itinerary/buscar'> = { es: '/administra-reservacion/buscar', en: '/itinerary/buscar' };

/** A terminal's place on a map, with no key: the traveller's map app or site at its coordinates. */
const mapLink = (latitude: number, longitude: number) => `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;

/**
 * The QR as an image of its SVG, never as markup in the page: the SVG is our server's, but an <img> cannot run
 * a script or reach the page whatever it holds (no dangerouslySetInnerHTML).
 */
const qrSource = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

export function TourBookingPage({ actor }: { actor: ItineraryActor }) {
  const shown = useSelector(actor, selectTour);
  return shown ? <TourBooking shown={shown} actor={actor} /> : null;
}

const selectCancelled = (s: Snapshot) => s.matches({ tourBooking: 'cancelled' });

function TourBooking({ shown, actor }: { shown: ShownTourBooking; actor: ItineraryActor }) {
  const { t, i18n } = useLingui();
  const lang = parseLocale(i18n.locale);
  const { booking } = shown;
  const cancelled = useSelector(actor, selectCancelled);
  const base = currentEnvironment().services.tours.baseUrl;
  const link = (fileType: 'pdf' | 'html') => tourTicketUrl(base, { code: booking.code, readToken: booking.readToken, fileType, lang });
  return (
    <section className="reservation-step itinerary-detail itinerary-tour" aria-labelledby="itinerary-tour-title">
      <h1 className="reservation-step__title" id="itinerary-tour-title">
        {t`Mi reservación de tours`}
      </h1>
      <p className="tickets-step__code">
        {t`Código de reservación`}: <strong>{booking.code}</strong>
      </p>
      {/* Cancelled here: its passes and documents are void, the section below says what came back. */}
      {cancelled ? null : (
        <>
          {booking.items.map((item, index) => (
            <TourItem key={`${item.name}-${item.date}-${item.startTime}`} item={item} index={index} passes={booking.passes.filter((pass) => pass.item === index)} />
          ))}
          <div className="tickets-documents">
            <a className="button button--primary" href={link('pdf')} download>
              {t`Descargar PDF`}
            </a>
            <a className="button button--secondary" href={link('html')} target="_blank" rel="noopener">
              {t`Ver boletos (HTML)`}
            </a>
          </div>
        </>
      )}
      <TourCancelSection actor={actor} places={booking.passes.length} code={booking.code} />
      <div className="confirmation-summary__actions itinerary-detail__actions">
        <Link className="button button--secondary" to={findPaths[lang]}>
          {t`Buscar otra reservación`}
        </Link>
        <button type="button" className="button button--secondary" onClick={() => actor.send({ type: 'reservation.forget' })}>
          {t`Quitar de este dispositivo`}
        </button>
      </div>
    </section>
  );
}

function TourItem({ item, index, passes }: { item: TourBookingItem; index: number; passes: TourPass[] }) {
  const formats = useFormats();
  const { t, i18n } = useLingui();
  const id = `itinerary-tour-${index}`;
  const people = (Object.keys(peopleTypes) as Array<keyof TourPeople>).filter((type) => item.people[type] > 0);
  return (
    <article className="itinerary-tour__item" aria-labelledby={id}>
      <h2 id={id} className="itinerary-tour__name">
        {item.name}
      </h2>
      <dl className="itinerary-tour__facts">
        <div>
          <dt>{t`Fecha`}</dt>
          <dd>{formats.date(item.date)}</dd>
        </div>
        <div>
          <dt>{t`Hora de inicio`}</dt>
          <dd>{formats.time(item.startTime)}</dd>
        </div>
        <div>
          <dt>{t`Personas`}</dt>
          <dd>
            <ul className="itinerary-tour__people">
              {people.map((type) => (
                <li key={type}>
                  {i18n._(peopleTypes[type])}: {item.people[type]}
                </li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
      {item.meetingPoints.length > 0 && (
        <section className="itinerary-detail__block" aria-labelledby={`${id}-meeting`}>
          <h3 id={`${id}-meeting`}>{t`Punto de encuentro`}</h3>
          <ul className="itinerary-tour__meeting">
            {item.meetingPoints.map((point) => {
              const { name: terminal, minutesBefore: minutes } = point;
              return (
                <li key={point.name}>
                  <strong>{point.name}</strong>
                  <span>{point.address}</span>
                  <span>{minutes > 0 ? t`Preséntate ${minutes} minutos antes del inicio.` : t`Preséntate a la hora de inicio.`}</span>
                  {point.note && <span>{point.note}</span>}
                  <a href={mapLink(point.latitude, point.longitude)} target="_blank" rel="noopener noreferrer">
                    {t`Ver ${terminal} en el mapa`}
                  </a>
                </li>
              );
            })}
          </ul>
        </section>
      )}
      <section className="itinerary-detail__block" aria-labelledby={`${id}-passes`}>
        <h3 id={`${id}-passes`}>{t`Pases`}</h3>
        <p>{t`Cada persona muestra su pase con código QR al guía.`}</p>
        <ul className="itinerary-tour__passes">
          {passes.map((pass) => {
            const { code } = pass;
            return (
              <li key={pass.code} className="itinerary-tour__pass">
                <img className="itinerary-tour__qr" src={qrSource(pass.qrSvg)} alt={t`Código QR del pase ${code}`} width={160} height={160} />
                <span className="itinerary-tour__pass-type">{i18n._(personTypes[pass.personType])}</span>
                <span className="itinerary-tour__pass-code">{pass.code}</span>
              </li>
            );
          })}
        </ul>
      </section>
      {item.cancellation && (
        <section className="itinerary-detail__block" aria-labelledby={`${id}-policy`}>
          <h3 id={`${id}-policy`}>{t`Política de cancelación`}</h3>
          <p>{item.cancellation}</p>
        </section>
      )}
    </article>
  );
}
