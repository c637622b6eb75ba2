import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { CartItem, TourTicketView } from '../../../../machines/tours/tours.ports';
import { currentEnvironment } from '../../../api/vite-environment';
import { QrCode } from '../../../components/codes/qr-code';
import { StepErrors } from '../../../components/feedback/step-errors';
import { passengerTypeLabels } from '../../../i18n/passenger-labels';
import { useTourWords } from '../tour-format';
import type { TourProduct } from '../tours-queries';
import { selectCancelStep, selectErrors, selectTicket, selectTicketStep } from './shop-selectors';
import { StepHeading } from './step-heading';
import { StoreOrder } from './store-order';
import { TicketCancellation } from './ticket-cancellation';
import { tourName } from './cart-lines';
import type { ToursActor } from './tours-binding';
import { useFormats } from '../../../i18n/formats';

/** The ticket's PDF, the tours service's own operation (`file_type=pdf` answers the file itself). */
function pdfUrl(bookingId: string, lang: string): string {
  const base = new URL(`${currentEnvironment().services.tours.baseUrl.replace(/\/+$/, '')}/`, globalThis.location?.origin);
  const url = new URL('tour/sale/ticket', base);
  url.search = new URLSearchParams({ booking_id: bookingId, file_type: 'pdf', lang }).toString();
  return url.href;
}

const mapLink = (lat: number, lng: number) => `https://www.google.com/maps/search/?api=1&query=${lat},${lng}`;

/** A calendar entry for the tour's start (Google Calendar's template link; central Mexico time). */
function calendarLink(item: CartItem, product: TourProduct | undefined): string | null {
  if (!item.startTime) return null;
  const start = `${item.date.replaceAll('-', '')}T${item.startTime.replaceAll(':', '').slice(0, 6)}`;
  const minutes = product?.duration_minutes ?? 60;
  const endDate = new Date(Date.parse(`${item.date}T${item.startTime}Z`) + minutes * 60_000).toISOString();
  const end = endDate.slice(0, 19).replaceAll('-', '').replaceAll(':', '');
  const where = product?.meeting_points[0]?.address ?? '';
  const params = new URLSearchParams({ action: 'TEMPLATE', text: item.name, dates: `${start}/${end}`, ctz: 'America/Mexico_City', location: where });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

function ItemPasses({ ticket, item, index, product }: { ticket: TourTicketView; item: CartItem; index: number; product: TourProduct | undefined }) {
  const formats = useFormats();
  const { t, i18n } = useLingui();
  const words = useTourWords();
  const passes = ticket.passes.filter((p) => p.item === index);
  const name = tourName(item, product ? [product] : null);
  const calendar = calendarLink({ ...item, name }, product);
  return (
    <section className="tours-shop__ticket-item" aria-labelledby={`tours-ticket-${index}`}>
      <h2 id={`tours-ticket-${index}`}>{name}</h2>
      <p>
        {words.day(item.date, 'long')}
        {item.startTime ? ` · ${formats.time(item.startTime)}` : ''}
      </p>
      <ul className="tours-shop__passes">
        {passes.map((pass) => {
          const who = i18n._(passengerTypeLabels[pass.personType]);
          return (
            <li key={pass.code} className="tours-shop__pass">
              <QrCode value={pass.code} label={t`Código QR del pase ${pass.code}`} className="tours-shop__qr" />
              <span>
                <strong>{pass.code}</strong> · {who}
              </span>
            </li>
          );
        })}
      </ul>
      {product?.meeting_points.map((point) => {
        const { minutes_before: minutes, name: place } = point;
        return (
          <div key={point.terminal_id} className="tours-shop__meeting">
            <h3>{t`Punto de encuentro`}</h3>
            <p>
              <strong>{point.name}</strong> · {point.address}
            </p>
            <p>{minutes > 0 ? t`Preséntate ${minutes} minutos antes del inicio.` : t`Preséntate a la hora de inicio.`}</p>
            <a href={mapLink(point.latitude, point.longitude)} target="_blank" rel="noopener noreferrer">
              {t`Ver ${place} en el mapa`}
            </a>
          </div>
        );
      })}
      {calendar ? (
        <a className="tours-shop__calendar" href={calendar} target="_blank" rel="noopener noreferrer">
          {t`Agregar ${name} a mi calendario`}
        </a>
      ) : null}
    </section>
  );
}

/** /tours/boleto: a QR per person, the PDF to download, where each tour meets. */
export function TicketScreen({ actor, products }: { actor: ToursActor; products: TourProduct[] | null }) {
  const { t, i18n } = useLingui();
  const step = useSelector(actor, selectTicketStep);
  const ticket = useSelector(actor, selectTicket);
  const errors = useSelector(actor, selectErrors);
  const cancelled = useSelector(actor, selectCancelStep) === 'cancelled';
  const number = ticket?.number ?? '';
  const heading = step !== 'ordered' ? t`Tus pases de tour` : cancelled ? t`Compra de tours cancelada` : t`Paga tus tours en OXXO`;
  return (
    <div className="tours-shop__step">
      <StepHeading>{heading}</StepHeading>
      {/* A store order: its reference until it is paid, or cancelled here (then the reference is void). */}
      {step === 'ordered' && !cancelled ? <StoreOrder actor={actor} /> : null}
      {step === 'ordered' ? <TicketCancellation actor={actor} kind="order" /> : null}
      {/* The shown ticket's and the store order's refusals are their cancellation's: that section shows them. */}
      {step === 'showing' || step === 'ordered' ? null : <StepErrors errors={errors} />}
      {step === 'loading' ? <p role="status">{t`Consultando tus pases…`}</p> : null}
      {step === 'failed' ? (
        <button type="button" className="button button--primary" onClick={() => actor.send({ type: 'step.retry' })}>
          {t`Reintentar`}
        </button>
      ) : null}
      {step === 'showing' && ticket && cancelled ? (
        <p className="tours-shop__code">{t`Compra ${number}: cancelada.`}</p>
      ) : null}
      {step === 'showing' && ticket && !cancelled ? (
        <>
          <p className="tours-shop__code" role="status">
            {t`Compra confirmada. Tu código es ${number}.`}
          </p>
          <a className="button button--primary" href={pdfUrl(ticket.bookingId, i18n.locale)} download={`tours-${number}.pdf`}>
            {t`Descargar PDF`}
          </a>
          {ticket.items.map((item, index) => (
            <ItemPasses key={`${item.timeslotId}-${index}`} ticket={ticket} item={item} index={index} product={products?.find((p) => p.id === item.productId)} />
          ))}
        </>
      ) : null}
      {step === 'showing' ? <TicketCancellation actor={actor} /> : null}
      <div className="tours-shop__actions">
        <Link to="/tours" className="button button--secondary">
          {t`Ver más tours`}
        </Link>
      </div>
    </div>
  );
}
