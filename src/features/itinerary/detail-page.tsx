import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { useSelector } from "@xstate/react";
import type { ComponentType } from "react";
import {
  HAND_BAG_CM,
  HAND_BAG_MAX_KG,
  SUITCASE_MAX_KG,
  SUITCASE_MAX_LINEAR_CM,
} from "../../../domain/tickets/carriage-conditions";
import type { ItineraryView } from "../../../machines/itinerary/itinerary.ports";
import type {
  ConfirmedLeg,
  TicketLine,
} from "../../../machines/reservation/reservation.ports";
import { CancelSection } from "./cancel-section";
import { ChangeSection } from "./change-section";
import { ResendSection } from "./resend-section";
import { ProofSection } from "./proof-section";
import { MainActions, MANAGE_BLOCK_ID } from "./main-actions";
import { PendPaySection } from "./pend-pay-section";
import { PaymentSummary } from "./payment-summary";
import type { ItineraryActor } from "./itinerary-binding";
import { ToursOnArrival } from "../tours/tours-provider";
import {
  extraLabels,
} from "./itinerary-labels";
import "../../styles/reservation.css";
import "../../styles/payment.css";
import "../../styles/confirmation.css";
import "./itinerary.css";
import { useFormats } from "../../i18n/formats";

// /administra-reservacion/mi-reservacion: the reservation found. First its code, payment and main actions (its
// documents, invoicing, the way to the changes: main-actions.tsx), then the tickets page's ticket cards (terminals,
// times, class, seat, type, PEND deadline, QR, calendar), the changes and the cancellation, the extras, the baggage
// allowance (docs/rules/tickets-and-documents.md#luggage), and "remove from this device".

/** The tickets page's ticket cards of one leg, given by the route (routes compose features). */
export type LegTicketsView = ComponentType<{
  code: string;
  leg: ConfirmedLeg;
  tickets: readonly TicketLine[];
  firstPend: string | undefined;
  atStore: boolean;
}>;

type Snapshot = ReturnType<ItineraryActor["getSnapshot"]>;
const selectView = (s: Snapshot) =>
  s.matches("viewing") ? s.context.view : null;
const selectProof = (s: Snapshot) => s.context.proof;

export function DetailPage({
  actor,
  LegTickets,
}: {
  actor: ItineraryActor;
  LegTickets: LegTicketsView;
}) {
  const { t } = useLingui();
  const view = useSelector(actor, selectView);
  if (!view) {
    return (
      <section
        className="reservation-step"
        aria-labelledby="itinerary-detail-title"
      >
        <h1 className="reservation-step__title" id="itinerary-detail-title">
          {t`Mi reservación`}
        </h1>
        <p className="reservation-step__status" role="status">
          {t`Abriendo tu reservación…`}
        </p>
      </section>
    );
  }
  return <Reservation view={view} actor={actor} LegTickets={LegTickets} />;
}

function Reservation({
  view,
  actor,
  LegTickets,
}: {
  view: ItineraryView;
  actor: ItineraryActor;
  LegTickets: LegTicketsView;
}) {
  const { t, i18n } = useLingui();
  const formats = useFormats();
  const proof = useSelector(actor, selectProof);
  const english = i18n.locale === "en";
  // A cancelled or used ticket is named so, without its QR (it opens no gate any more).
  const tickets = view.tickets.map((ticket) =>
    ticket.state === "cancelled"
      ? { ...ticket, type: t`Cancelado`, pin: null }
      : ticket.state === "used"
        ? { ...ticket, type: t`Usado`, pin: null }
        : ticket,
  );
  const cancellable = view.tickets.some(
    (ticket) => ticket.state !== "cancelled" && ticket.state !== "used",
  );
  const firstPend = tickets.find((ticket) => ticket.type === "PEND")?.number;
  const atStore =
    view.paid?.method === "oxxo" || view.paid?.method === "openpay";
  const manageable = cancellable || view.tickets.some((ticket) => ticket.canChange || ticket.open);
  return (
    <section
      className="reservation-step itinerary-detail"
      aria-labelledby="itinerary-detail-title"
    >
      <h1 className="reservation-step__title" id="itinerary-detail-title">
        {t`Mi reservación`}
      </h1>
      <p className="tickets-step__code">
        {t`Código de reservación`}: <strong>{view.code}</strong>
      </p>
      <PaymentSummary view={view} />
      <MainActions view={view} proof={proof} manageable={manageable} />
      {view.legs.map((leg) => (
        <LegTickets
          key={leg.leg}
          code={view.code}
          leg={leg}
          tickets={tickets.filter((ticket) => ticket.leg === leg.leg)}
          firstPend={firstPend}
          atStore={atStore}
        />
      ))}
      <div id={MANAGE_BLOCK_ID}>
        <PendPaySection actor={actor} view={view} />
        <ChangeSection actor={actor} tickets={view.tickets} />
        <CancelSection actor={actor} cancellable={cancellable} />
        <ProofSection actor={actor} contact={view.contact} />
      </div>
      {view.extras.length > 0 && (
        <section
          className="itinerary-detail__block"
          aria-labelledby="itinerary-extras"
        >
          <h2 id="itinerary-extras">{t`Servicios adicionales`}</h2>
          <ul>
            {view.extras.map((extra) => (
              <li key={extra.concept}>
                {i18n._(extraLabels[extra.concept])} × {extra.quantity}:{" "}
                {formats.moneyMxn(extra.amount)}
              </li>
            ))}
          </ul>
        </section>
      )}
      <section
        className="itinerary-detail__block"
        aria-labelledby="itinerary-baggage"
      >
        <h2 id="itinerary-baggage">{t`Equipaje incluido por pasajero`}</h2>
        <ul>
          <li>{t`1 maleta documentada de hasta ${SUITCASE_MAX_KG} kg y ${SUITCASE_MAX_LINEAR_CM} cm lineales.`}</li>
          <li>{t`1 bolsa de mano de ${HAND_BAG_CM.join("x")} cm y hasta ${HAND_BAG_MAX_KG} kg.`}</li>
          <li>{t`1 artículo personal de hasta 3 kg.`}</li>
        </ul>
      </section>
      <ResendSection actor={actor} />
      <ToursOnArrival legs={view.legs} />
      <div className="confirmation-summary__actions itinerary-detail__actions">
        <Link
          className="button button--secondary"
          to={english ? "/itinerary/buscar" : "/administra-reservacion/buscar"}
        >
          {t`Buscar otra reservación`}
        </Link>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => actor.send({ type: "reservation.forget" })}
        >
          {t`Quitar de este dispositivo`}
        </button>
      </div>
    </section>
  );
}
