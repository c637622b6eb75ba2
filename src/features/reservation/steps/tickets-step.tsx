import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import type { ConfirmationDetails, TicketLine } from '../../../../machines/reservation/reservation.ports';
import { currentEnvironment } from '../../../api/vite-environment';
import { useMessage } from '../../../i18n/use-message';
import { PushButton } from '../../push/push-provider';
import { ToursOnArrival } from '../../tours/tours-provider';
import type { ReservationActor } from '../flow/reservation-binding';
import { TripTourPasses } from './trip-tour-passes';
import { useReservationTours } from './trip-tours-read';
import {
  formatDateTime,
  isStoreMethod,
  selectConfirmation,
  selectPaymentMethod,
  selectPaymentOutcome,
  selectFlowToken,
  selectReservationCode,
  selectTicketDocument,
  selectTickets,
  selectTicketsLink,
  selectTicketsPhase,
} from './payment-view';
import { earliestPendDeparture, PendHold, type PendActor } from '../../pend/pend-provider';
import { ConfirmationSummary } from './confirmation-summary';
import { LegTickets, TicketCard } from './leg-tickets';
import { selectErrors } from './reservation-selectors';
import { StepErrors } from './server-messages';
import { TicketsLinkBlock } from './tickets-link';
import { ticketsHtmlUrl } from '../../../lib/tickets-link-url';
import '../../../styles/reservation.css';
import '../../../styles/payment.css';
import '../../../styles/confirmation.css';

/**
 * The confirmation a traveller keeps: that the purchase went through and where the e-mail went, what
 * was paid, per leg the terminals, departure and boarding, per passenger the seat, QR and PIN, the
 * documents (PDF, the HTML ticket at an address that reopens) and a lasting link. Leaving this page
 * resets the reservation (docs/rules/booking.md#leaving-the-flow, in the chart).
 */
export function TicketsStep({ actor }: { actor: ReservationActor }) {
  const { t } = useLingui();
  const message = useMessage();
  const phase = useSelector(actor, selectTicketsPhase);
  const tickets = useSelector(actor, selectTickets);
  const code = useSelector(actor, selectReservationCode);
  const flowToken = useSelector(actor, selectFlowToken);
  const document = useSelector(actor, selectTicketDocument);
  const ticketsLink = useSelector(actor, selectTicketsLink);
  const confirmation = useSelector(actor, selectConfirmation);
  const outcome = useSelector(actor, selectPaymentOutcome);
  const method = useSelector(actor, selectPaymentMethod);
  const errors = useSelector(actor, selectErrors);
  const tours = useReservationTours(actor);
  const pendDeparture = useMemo(() => earliestPendDeparture(tickets), [tickets]);
  // Paid while the page was open: the documents are fetched again, now with E-tickets and PINs.
  const refreshDocuments = useCallback(() => actor.send({ type: 'ticket.retry' }), [actor]);
  // The HTML ticket at the server's address with the link token (decision 019): it reopens later.
  const htmlUrl = code && ticketsLink ? ticketsHtmlUrl(currentEnvironment().services.websale.baseUrl, code, ticketsLink.token) : null;
  // The cards of PEND tickets show the hold's chart, once it runs.
  const list = (hold: PendActor | null) =>
    confirmation && code ? <LegList code={code} details={confirmation} tickets={tickets} hold={hold} /> : <TicketList tickets={tickets} hold={hold} />;

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
      {confirmation && code ? (
        <ConfirmationSummary details={confirmation} shareUrl={htmlUrl} code={code} linkToken={ticketsLink?.token ?? null} toursPaid={tours?.chosen?.status === 'paid' ? tours.chosen.total : 0} />
      ) : (
        isStoreMethod(method) &&
        outcome?.orderReference && (
          <div className="tickets-order" role="note">
            <p>
              {t`Referencia de pago en efectivo`}: <strong className="tickets-order__reference">{outcome.orderReference}</strong>
            </p>
            <p>{t`Paga en la tienda antes de ${formatDateTime(outcome.orderDeadline)}.`}</p>
          </div>
        )
      )}
      {code && pendDeparture !== null ? (
        <PendHold code={code} flowToken={flowToken} departureAt={pendDeparture} onPaid={refreshDocuments}>
          {list}
        </PendHold>
      ) : (
        list(null)
      )}
      <StepErrors errors={phase === 'failed' ? errors : []} />
      <PushButton />
      <div className="tickets-documents">
        {/* After a reload the chart asks for the documents again (their URLs belonged to the old page). */}
        {phase === 'showing' && document ? (
          <>
            <a className="button button--primary" href={document.pdfUrl} download={document.pdfFileName ?? `boletos-${code}.pdf`}>
              {t`Descargar PDF`}
            </a>
            <a className="button button--secondary" href={htmlUrl ?? document.url} target="_blank" rel="noopener">
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
      <TripTourPasses tours={tours?.chosen ?? null} />
      {/* A trip that paid its tour is not offered more of the same day. */}
      {tours?.chosen?.status === 'paid' ? null : <ToursOnArrival legs={confirmation?.legs ?? []} />}
    </section>
  );
}

/** Per leg, its tickets; a ticket whose leg the answer lacks still shows, in a plain list. */
function LegList({ code, details, tickets, hold }: { code: string; details: ConfirmationDetails; tickets: readonly TicketLine[]; hold: PendActor | null }) {
  const firstPend = tickets.find((ticket) => ticket.type === 'PEND')?.number;
  const legs = details.legs.filter((leg) => tickets.some((ticket) => ticket.leg === leg.leg));
  const atStore = isStoreMethod(details.paid?.method ?? null);
  const orphans = tickets.filter((ticket) => !legs.some((leg) => leg.leg === ticket.leg));
  return (
    <>
      {legs.map((leg) => (
        <LegTickets key={leg.leg} code={code} leg={leg} tickets={tickets.filter((ticket) => ticket.leg === leg.leg)} firstPend={firstPend} atStore={atStore} hold={hold} />
      ))}
      {orphans.length > 0 && <TicketList tickets={orphans} hold={hold} />}
    </>
  );
}

function TicketList({ tickets, hold }: { tickets: readonly TicketLine[]; hold: PendActor | null }) {
  const firstPend = tickets.find((ticket) => ticket.type === 'PEND')?.number;
  return (
    <ul className="tickets-list">
      {tickets.map((ticket) => (
        <TicketCard key={ticket.number} ticket={ticket} announce={ticket.number === firstPend} hold={hold} />
      ))}
    </ul>
  );
}
