import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import type { ItineraryView } from "../../../machines/itinerary/itinerary.ports";
import { currentEnvironment } from "../../api/vite-environment";
import { ticketsHtmlUrl, ticketsPdfUrl } from "../../lib/tickets-link-url";

// What a traveller comes to My reservation for, right under the code and the payment (docs/rules/my-reservation.md#what-the-page-shows):
// the tickets to download, the invoice, and the way to the changes. On a phone the ticket cards run thousands of
// pixels; these come first, so nobody scrolls past every QR to reach them.

/** The block that holds the schedule change, the cancellation and the proof of the contact, further down. */
export const MANAGE_BLOCK_ID = "itinerary-manage";

/**
 * Invoicing is for what was paid and kept: a paid reservation whose refunds gave back everything (a cancellation
 * at 100%) has nothing left to invoice, and invoicing would refuse it (`payment_refunded`).
 */
export function offersInvoicing(view: Pick<ItineraryView, "payment" | "paid" | "total">): boolean {
  return view.payment === "approved" && (view.paid?.amount ?? view.total) > 0;
}

export function MainActions({
  view,
  proof,
  manageable,
}: {
  view: ItineraryView;
  /** The proof of the contact (a link token) when this visit has it. */
  proof: string | null;
  /** Whether anything is left to change or cancel. */
  manageable: boolean;
}) {
  const { t, i18n } = useLingui();
  const english = i18n.locale === "en";
  const base = currentEnvironment().services.websale.baseUrl;
  return (
    <nav className="itinerary-main-actions" aria-label={t`Acciones de tu reservación`}>
      <a className="button button--primary" href={ticketsPdfUrl(base, view.code, view.readToken)} download>
        {t`Descargar PDF`}
      </a>
      <a className="button button--secondary" href={ticketsHtmlUrl(base, view.code, view.readToken)} target="_blank" rel="noopener">
        {t`Ver boletos (HTML)`}
      </a>
      {offersInvoicing(view) && (
        <Link
          className="button button--secondary"
          to={english ? "/itinerary/facturacion" : "/administra-reservacion/facturacion"}
          // Opens the invoicing of this reservation without the surname: with the proof of the
          // contact when this page has it, else the read token, and invoicing asks for a code
          // (docs/rules/invoicing.md#finding-the-reservation, decision 063).
          search={{ code: view.code, token: proof ?? view.readToken }}
        >
          {t`Facturar mi compra`}
        </Link>
      )}
      {manageable && (
        <a className="button button--secondary" href={`#${MANAGE_BLOCK_ID}`}>
          {t`Cambiar o cancelar`}
        </a>
      )}
    </nav>
  );
}
