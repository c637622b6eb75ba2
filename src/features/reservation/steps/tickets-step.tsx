import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import { formatMoney } from '../../../../domain/display-format';
import type { PassengerType } from '../../../../domain/search/passengers';
import type { TicketLine } from '../../../../machines/reservation/reservation.ports';
import { useMessage } from '../../../i18n/use-message';
import { useReservationActor } from '../flow/reservation-actor-context';
import {
  formatDateTime,
  isStoreMethod,
  selectPaymentMethod,
  selectPaymentOutcome,
  selectFlowToken,
  selectReservationCode,
  selectTicketDocument,
  selectTickets,
  selectTicketsLink,
  selectTicketsPhase,
} from './payment-view';
import { earliestPendDeparture, PendHold, PendHoldStatus, PendTicketType } from '../../pend/pend-provider';
import { passengerTypeLabels } from '../../search/search-provider';
import { selectErrors } from './reservation-selectors';
import { StepErrors } from './server-messages';
import { TicketsLinkBlock } from './tickets-link';
import '../../../styles/reservation.css';
import '../../../styles/payment.css';

/**
 * The issued tickets: one per passenger and leg, E-tickets with their PIN, PEND tickets with what
 * the traveller must do before travelling, the store reference of a cash payment, and the PDF and
 * HTML documents, and a lasting link to them. Leaving this page resets the reservation (SPEC §4, in the chart).
 */
export function TicketsStep() {
  const actor = useReservationActor();
  const { t } = useLingui();
  const message = useMessage();
  const phase = useSelector(actor, selectTicketsPhase);
  const tickets = useSelector(actor, selectTickets);
  const code = useSelector(actor, selectReservationCode);
  const flowToken = useSelector(actor, selectFlowToken);
  const document = useSelector(actor, selectTicketDocument);
  const ticketsLink = useSelector(actor, selectTicketsLink);
  const outcome = useSelector(actor, selectPaymentOutcome);
  const method = useSelector(actor, selectPaymentMethod);
  const errors = useSelector(actor, selectErrors);
  const pendDeparture = useMemo(() => earliestPendDeparture(tickets), [tickets]);
  // Paid while the page was open: the documents are fetched again, now with E-tickets and PINs.
  const refreshDocuments = useCallback(() => actor.send({ type: 'ticket.retry' }), [actor]);

  return (
    <section className="reservation-step tickets-step" aria-labelledby="tickets-step-title">
      <h1 className="reservation-step__title" id="tickets-step-title">
        {t`Tus boletos`}
      </h1>
      <p className="tickets-step__code">
        {t`Código de reservación`}: <strong>{code}</strong>
      </p>
      {outcome?.notice === 'late_payment_reheld' && (
        // The issue asks that a payment arriving after the hold expired says what happened to it.
        <p className="tickets-step__notice" role="status">
          {message({ service: 'websale', code: 'late_payment_reheld' })}
        </p>
      )}
      {isStoreMethod(method) && outcome?.orderReference && (
        <div className="tickets-order" role="note">
          <p>
            {t`Referencia de pago en efectivo`}: <strong className="tickets-order__reference">{outcome.orderReference}</strong>
          </p>
          <p>{t`Paga en la tienda antes de ${formatDateTime(outcome.orderDeadline)}.`}</p>
          <button type="button" className="button button--secondary" onClick={() => window.print()}>
            {t`Imprimir referencia`}
          </button>
        </div>
      )}
      {code && pendDeparture !== null ? (
        <PendHold code={code} flowToken={flowToken} departureAt={pendDeparture} onPaid={refreshDocuments}>
          <TicketList tickets={tickets} />
        </PendHold>
      ) : (
        <TicketList tickets={tickets} />
      )}
      <StepErrors errors={phase === 'failed' ? errors : []} />
      <div className="tickets-documents">
        {/* After a reload the chart asks for the documents again (their URLs belonged to the old page). */}
        {phase === 'showing' && document ? (
          <>
            <a className="button button--primary" href={document.pdfUrl} download={document.pdfFileName ?? `boletos-${code}.pdf`}>
              {t`Descargar PDF`}
            </a>
            <a className="button button--secondary" href={document.url} target="_blank" rel="noopener">
              {t`Ver boletos (HTML)`}
            </a>
          </>
        ) : phase === 'failed' ? (
          <button type="button" className="button button--secondary" onClick={() => actor.send({ type: 'ticket.retry' })}>
            {t`Reintentar documentos`}
          </button>
        ) : (
          <p className="reservation-step__status" role="status">
            {t`Preparando tus documentos…`}
          </p>
        )}
      </div>
      {/* The link token opens the tickets without this page, until it expires (decision 019). */}
      {code && ticketsLink && <TicketsLinkBlock code={code} link={ticketsLink} />}
    </section>
  );
}

function TicketList({ tickets }: { tickets: readonly TicketLine[] }) {
  const firstPend = tickets.find((ticket) => ticket.type === 'PEND')?.number;
  return (
    <ul className="tickets-list">
      {tickets.map((ticket) => (
        <TicketCard key={ticket.number} ticket={ticket} announce={ticket.number === firstPend} />
      ))}
    </ul>
  );
}

function TicketCard({ ticket, announce }: { ticket: TicketLine; announce: boolean }) {
  const { t, i18n } = useLingui();
  const pend = ticket.type === 'PEND';
  const typeLabel = passengerTypeLabels[ticket.passengerType as PassengerType];
  return (
    <li className={`ticket-card${pend ? ' ticket-card--pend' : ''}`}>
      <p className="ticket-card__head">
        <span className="ticket-card__type">{pend ? <PendTicketType pending={t`PEND (pago pendiente)`} /> : ticket.type}</span>
        <span className="ticket-card__number">{ticket.number}</span>
      </p>
      <dl className="ticket-card__facts">
        <dt>{t`Viaje`}</dt>
        <dd>
          {ticket.leg === 'departure' ? t`Ida` : t`Regreso`}
          {ticket.departure ? ` · ${formatDateTime(ticket.departure)}` : ''}
        </dd>
        <dt>{t`Pasajero`}</dt>
        <dd>
          {ticket.passengerName} ({typeLabel ? i18n._(typeLabel) : ticket.passengerType})
        </dd>
        <dt>{t`Asiento`}</dt>
        <dd>{ticket.seat ?? t`Abierto`}</dd>
        {ticket.wheelchairPlace ? (
          <>
            <dt>{t`Silla de ruedas`}</dt>
            <dd>{t`Espacio ${ticket.wheelchairPlace}`}</dd>
          </>
        ) : null}
        <dt>{t`Precio`}</dt>
        <dd>{formatMoney(ticket.price)} MXN</dd>
        {ticket.pin && (
          <>
            <dt>{t`PIN`}</dt>
            <dd className="ticket-card__pin">{ticket.pin}</dd>
          </>
        )}
      </dl>
      {pend && <PendHoldStatus announce={announce} />}
    </li>
  );
}
