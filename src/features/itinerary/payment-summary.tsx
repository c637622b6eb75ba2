import { useLingui } from "@lingui/react/macro";
import type { ItineraryView } from "../../../machines/itinerary/itinerary.ports";
import { StoreBarcode } from "../../components/codes/store-barcode";
import { useFormats } from "../../i18n/formats";
import { methodLabels } from "../payment/payment-provider";
import { paymentStatusLabels } from "./itinerary-labels";

/**
 * My reservation's payment: its status, the total (paid, or to pay) and how. After a schedule change to a cheaper bus
 * whose difference came back, what was paid, what came back and the total really paid, as the PDF and the e-mail
 * write them (decision 070); the same after cancelling tickets gave money or points back (decision 073). A store order still awaiting its cash shows its reference, barcode and deadline, as the
 * tickets step and the e-mail do: a traveller who lost the e-mail pays from here.
 */
export function PaymentSummary({
  view,
}: {
  view: Pick<ItineraryView, "payment" | "paid" | "total">;
}) {
  const { t, i18n } = useLingui();
  const formats = useFormats();
  const status = paymentStatusLabels[view.payment];
  const method = view.paid?.method ? methodLabels[view.paid.method] : undefined;
  const settled = view.payment === "approved";
  const refunded = settled ? (view.paid?.refunded ?? 0) : 0;
  const cancelRefunded = settled ? (view.paid?.cancellationRefunded ?? 0) : 0;
  const storeOrder =
    !settled &&
    (view.paid?.method === "oxxo" || view.paid?.method === "openpay")
      ? view.paid
      : null;
  return (
    <>
      <dl className="confirmation-summary__paid itinerary-detail__payment">
        <dt>{t`Estado del pago`}</dt>
        <dd className="itinerary-detail__status">
          {status ? i18n._(status) : view.payment}
        </dd>
        {(refunded > 0 || cancelRefunded > 0) && (
          <>
            <dt>{t`Pagado`}</dt>
            <dd className="itinerary-detail__amount">
              {formats.moneyMxn(
                (view.paid?.amount ?? 0) + refunded + cancelRefunded,
              )}
            </dd>
          </>
        )}
        {refunded > 0 && (
          <>
            <dt>{t`Devuelto por cambio de horario`}</dt>
            <dd className="itinerary-detail__amount">-{formats.moneyMxn(refunded)}</dd>
          </>
        )}
        {cancelRefunded > 0 && (
          <>
            <dt>{t`Devuelto por cancelación`}</dt>
            <dd className="itinerary-detail__amount">-{formats.moneyMxn(cancelRefunded)}</dd>
          </>
        )}
        <dt>{settled ? t`Total pagado` : t`Total a pagar`}</dt>
        <dd className="itinerary-detail__amount">{formats.moneyMxn(view.paid?.amount ?? view.total)}</dd>
        {method && (
          <>
            <dt>{t`Forma de pago`}</dt>
            <dd>{i18n._(method)}</dd>
          </>
        )}
      </dl>
      {storeOrder?.orderReference && (
        <div className="tickets-order" role="note">
          <p>
            {t`Referencia de pago en efectivo`}:{" "}
            <strong className="tickets-order__reference">
              {storeOrder.orderReference}
            </strong>
          </p>
          <StoreBarcode
            reference={storeOrder.orderReference}
            label={t`Código de barras de la referencia ${storeOrder.orderReference}`}
          />
          {storeOrder.orderDeadline && (
            <p>{t`Muéstralo en la caja y paga antes de ${formats.dateTimeOfInstant(storeOrder.orderDeadline)}.`}</p>
          )}
        </div>
      )}
    </>
  );
}
