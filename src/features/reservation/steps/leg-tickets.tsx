import { useLingui } from '@lingui/react/macro';
import { formatDateTimeIn} from '../../../../domain/display-format';
import type { PassengerType } from '../../../../domain/search/passengers';
import { calendarDataUrl, legCalendarFile } from '../../../../domain/tickets/leg-calendar';
import { ticketQrPayload } from '../../../../domain/tickets/ticket-codes';
import type { ConfirmedLeg, TicketLine } from '../../../../machines/reservation/reservation.ports';
import { QrCode } from '../../../components/codes/qr-code';
import { PendHoldStatus, PendTicketType, type PendActor } from '../../pend/pend-provider';
import { passengerKindLabels, shuttleLabel } from './reservation-labels';
import { formatDateTime } from './payment-view';
import { useFormats } from '../../../i18n/formats';

// One leg of the confirmed trip: where it leaves from and arrives (terminals with their address), when
// it departs and when boarding closes, its class, the shuttle that meets it, what a PEND must do, an .ics for
// the calendar, and one card per passenger with their seat, QR and PIN. Times are the terminal's (its zone).
// The PDF says the same of each ticket (server/documents/ticket-lines.ts), word for word.

interface LegTicketsProps {
  code: string;
  leg: ConfirmedLeg;
  tickets: readonly TicketLine[];
  firstPend: string | undefined;
  /** The reservation is to be paid in cash at a store (its PEND cards say so). */
  atStore: boolean;
  /** The reservation's running PEND chart (the tickets page's `PendHold`); none elsewhere (my reservation). */
  hold?: PendActor | null;
}

export function LegTickets({ code, leg, tickets, firstPend, atStore, hold = null }: LegTicketsProps) {
  const { t, i18n } = useLingui();
  const outbound = leg.leg === 'departure';
  const route = `${leg.origin.name} → ${leg.destination.name}`;
  const at = (iso: string | null, zone: string) => (iso ? formatDateTimeIn(iso, zone) : '');
  const boarding = at(leg.boarding, leg.origin.timeZone);
  const seats = tickets.map((ticket) => `${ticket.passengerName}${ticket.seat ? ` (${t`asiento`} ${ticket.seat})` : ''}`).join(', ');
  const ics = leg.departure
    ? legCalendarFile({
        code,
        leg: leg.leg,
        departure: leg.departure,
        arrival: leg.arrival,
        title: t`Viaje ${route}`,
        location: `${leg.origin.name}, ${leg.origin.address}`,
        description: [t`Reservación ${code}`, t`Abordaje: ${boarding}`, seats].join('\n'),
        reminder: t`Abordaje en 10 minutos: ${leg.origin.name}`,
      })
    : null;
  const pendPayBy = tickets.some((ticket) => ticket.type === 'PEND') ? leg.pendDeadline : null;
  const shuttleDescriptor = leg.shuttle ? shuttleLabel(leg.shuttle.destination) : undefined;
  const shuttle = leg.shuttle ? (shuttleDescriptor ? i18n._(shuttleDescriptor) : leg.shuttle.destination) : null;
  return (
    <section className="leg-tickets" aria-labelledby={`leg-${leg.leg}`}>
      <h2 className="leg-tickets__title" id={`leg-${leg.leg}`}>
        {outbound ? t`Ida` : t`Regreso`}: {route}
      </h2>
      <dl className="leg-tickets__facts">
        <dt>{t`Salida`}</dt>
        <dd>{leg.departure ? at(leg.departure, leg.origin.timeZone) : t`Abierta: elige la fecha en Mi reservación o en taquilla`}</dd>
        {leg.boarding && (
          <>
            <dt>{t`Abordaje`}</dt>
            <dd className="leg-tickets__boarding">{t`${boarding} (10 minutos antes de la salida)`}</dd>
          </>
        )}
        <dt>{t`Sale de`}</dt>
        <dd>
          <strong>{leg.origin.name}</strong>
          <br />
          {leg.origin.address}
        </dd>
        <dt>{t`Llega a`}</dt>
        <dd>
          <strong>{leg.destination.name}</strong>
          <br />
          {leg.destination.address}
        </dd>
        {leg.arrival && (
          <>
            <dt>{t`Llegada`}</dt>
            <dd>{at(leg.arrival, leg.destination.timeZone)}</dd>
          </>
        )}
        {leg.serviceClass && (
          <>
            <dt>{t`Clase`}</dt>
            <dd>{leg.serviceClass}</dd>
          </>
        )}
        {shuttle && (
          <>
            <dt>{t`Conexión shuttle`}</dt>
            <dd className="leg-tickets__shuttle">{t`Al llegar, te lleva a ${shuttle}`}</dd>
          </>
        )}
        {pendPayBy && (
          <>
            <dt>{t`Paga antes de`}</dt>
            <dd className="leg-tickets__deadline">
              {formatDateTime(pendPayBy)}
              {!outbound && ` ${t`(un solo pago cubre la ida y el regreso)`}`}
            </dd>
          </>
        )}
      </dl>
      {ics && (
        <a className="button button--secondary leg-tickets__calendar" href={calendarDataUrl(ics)} download={`${code}-${outbound ? t`ida` : t`regreso`}.ics`}>
          {t`Agregar al calendario`}
        </a>
      )}
      <ul className="tickets-list">
        {tickets.map((ticket) => (
          <TicketCard key={ticket.number} ticket={ticket} announce={ticket.number === firstPend} payBy={pendPayBy} atStore={atStore} hold={hold} shuttle={shuttle} />
        ))}
      </ul>
    </section>
  );
}

interface TicketCardProps {
  ticket: TicketLine;
  announce: boolean;
  payBy?: string | null;
  atStore?: boolean;
  /** The running PEND chart a PEND card shows the state of, if any. */
  hold?: PendActor | null;
  /** Where the shuttle bought with the trip takes this passenger at the end of the leg. */
  shuttle?: string | null;
}

export function TicketCard({ ticket, announce, payBy = null, atStore = false, hold = null, shuttle = null }: TicketCardProps) {
  const formats = useFormats();
  const { t, i18n } = useLingui();
  const pend = ticket.type === 'PEND';
  const typeLabel = passengerKindLabels[ticket.passengerType as PassengerType];
  return (
    <li className={`ticket-card${pend ? ' ticket-card--pend' : ''}`}>
      <p className="ticket-card__head">
        <span className="ticket-card__type">{pend ? <PendTicketType actor={hold} pending={t`PEND (pago pendiente)`} /> : ticket.type}</span>
        <span className="ticket-card__number">{ticket.number}</span>
      </p>
      <div className="ticket-card__body">
        <dl className="ticket-card__facts">
          {/* Each card names its trip too: a card read alone (a screenshot, a print) still says which bus. */}
          <dt>{t`Viaje`}</dt>
          <dd>
            {ticket.leg === 'departure' ? t`Ida` : t`Regreso`}
            {ticket.departure ? ` · ${formatDateTime(ticket.departure)}` : ''}
          </dd>
          <dt>{t`Pasajero`}</dt>
          <dd className="ticket-card__passenger">
            {ticket.passengerName} ({typeLabel ? i18n._(typeLabel) : ticket.passengerType})
          </dd>
          <dt>{t`Asiento`}</dt>
          {/* An infant rides on a lap; any other ticket without a seat is open, seated when its date is chosen. */}
          <dd className="ticket-card__seat">{ticket.seat ?? (ticket.passengerType === 'infant' ? t`Sin asiento (en brazos)` : t`Abierto`)}</dd>
          {ticket.wheelchairPlace ? (
            <>
              <dt>{t`Silla de ruedas`}</dt>
              <dd>{t`Espacio ${ticket.wheelchairPlace}`}</dd>
            </>
          ) : null}
          {!ticket.departure && ticket.validUntil && (
            <>
              <dt>{t`Válido hasta`}</dt>
              <dd>{formatDateTime(ticket.validUntil)}</dd>
            </>
          )}
          {shuttle && (
            <>
              <dt>{t`Conexión shuttle`}</dt>
              <dd className="ticket-card__shuttle">{shuttle}</dd>
            </>
          )}
          <dt>{t`Precio`}</dt>
          <dd>{formats.moneyMxn(ticket.price)}</dd>
          {ticket.pin && (
            <>
              <dt>{t`PIN`}</dt>
              <dd className="ticket-card__pin">{ticket.pin}</dd>
            </>
          )}
        </dl>
        {ticket.pin && !pend && (
          <QrCode className="ticket-card__qr" value={ticketQrPayload(ticket.number, ticket.pin)} label={t`Código QR del boleto ${ticket.number}`} />
        )}
      </div>
      {pend && <PendHoldStatus actor={hold} announce={announce} departureAt={ticket.departure} payBy={payBy} atStore={atStore} />}
    </li>
  );
}
