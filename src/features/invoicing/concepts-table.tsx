import { useLingui } from "@lingui/react/macro";
import { useSelector } from "@xstate/react";
import { isPointsPayment } from "../../../domain/invoicing/invoicing-rules";
import type { InvoicePaymentRow } from "../../../machines/invoicing/invoicing.ports";
import { TextField } from "../../components/inputs/text-field";
import { useMessage } from "../../i18n/use-message";
import type { InvoicingActor } from "./invoicing-binding";
import { InvoicingErrors } from "./invoicing-errors";
import { shallowEqual } from "./lookup-form";
import { useFormats } from '../../i18n/formats';

function MethodLabel({ row }: { row: InvoicePaymentRow }) {
  const { t } = useLingui();
  const labels: Record<string, string> = {
    credit: t`Tarjeta de crédito`,
    debit: t`Tarjeta de débito`,
    cash: t`Efectivo`,
    paypal: "PayPal",
    apple_pay: "Apple Pay",
    google_pay: "Google Pay",
    oxxo: "OXXO",
    openpay: t`Tiendas (Openpay)`,
    agencies: t`Agencia`,
  };
  return (
    <>
      {isPointsPayment(row.payment_type)
        ? t`Puntos de viajero frecuente`
        : (labels[row.payment_type] ?? row.payment_method)}
    </>
  );
}

function RowNote({ row }: { row: InvoicePaymentRow }) {
  const formats = useFormats();
  const { t } = useLingui();
  const text = useMessage();
  if (row.refund) return <>{t`Reembolsado`}</>;
  if (row.invoiced) return <>{t`Facturado`}</>;
  if (isPointsPayment(row.payment_type))
    return (
      <>{text({ service: "invoicing-v2", code: "cannot_invoice_points" })}</>
    );
  if (!row.can_invoice) return <>{t`No facturable`}</>;
  return row.limit_invoicing_date ? (
    <>{t`Facturable hasta el ${formats.date(row.limit_invoicing_date)}`}</>
  ) : null;
}

/** The payment concepts, one checkbox each: invoiceable rows to invoice, invoiced ones to resend. */
export function ConceptsTable({ actor }: { actor: InvoicingActor }) {
  const formats = useFormats();
  const { t } = useLingui();
  const { reservation, selected, errors, resendEmail, busy } = useSelector(
    actor,
    (s) => ({
      reservation: s.context.reservation,
      selected: s.context.selected,
      errors: s.context.errors,
      resendEmail: s.context.resendEmail,
      busy: s.matches("resending"),
    }),
    shallowEqual,
  );
  if (!reservation) return null;
  const rows = reservation.payments;
  const resendable = rows.some((r) => r.can_resend);
  const limit =
    rows
      .filter((r) => selected.includes(r.payment_id))
      .map((r) => r.limit_invoicing_date ?? "")
      .sort()[0] ?? reservation.limit_invoicing_date;
  return (
    <div className="invoicing__concepts">
      <p className="invoicing__code">
        {t`Reservación`} <strong>{reservation.code}</strong>
      </p>
      <table className="invoicing__table">
        <caption>{t`Conceptos de pago`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Seleccionar`}</th>
            <th scope="col">{t`Concepto`}</th>
            <th scope="col">{t`Importe`}</th>
            <th scope="col">{t`Forma de pago`}</th>
            <th scope="col">{t`Estado`}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            // Every payment of the site pays for the reservation's tickets; the stored concept is an internal
            // note, so the row says it in the page's language (the fiscal description is the CFDI's).
            const concept = t`Boletos de autobús, ${formats.moneyMxn(row.amount)}`;
            return (
              <tr
                key={row.payment_id}
                className={
                  row.can_invoice || row.can_resend
                    ? ""
                    : "invoicing__row--blocked"
                }
              >
                <td>
                  <input
                    type="checkbox"
                    aria-label={t`Seleccionar ${concept}`}
                    checked={selected.includes(row.payment_id)}
                    disabled={!row.can_invoice && !row.can_resend}
                    onChange={() =>
                      actor.send({
                        type: "concept.toggle",
                        paymentId: row.payment_id,
                      })
                    }
                  />
                </td>
                <td>{t`Boletos de autobús`}</td>
                <td>{formats.moneyMxn(row.amount)}</td>
                <td>
                  <MethodLabel row={row} />
                </td>
                <td>
                  <RowNote row={row} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <InvoicingErrors errors={errors} limitDate={limit} />
      <div className="invoicing__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => actor.send({ type: "concepts.invoice" })}
        >
          {t`Facturar seleccionados`}
        </button>
      </div>
      {resendable && (
        <div className="invoicing__resend">
          <TextField
            label={t`Correo para reenviar la factura`}
            type="email"
            value={resendEmail}
            maxLength={120}
            onValueChange={(value) =>
              actor.send({ type: "resend.edit", value })
            }
          />
          <button
            type="button"
            className="button button--secondary"
            disabled={busy}
            onClick={() => actor.send({ type: "concepts.resend" })}
          >
            {busy ? t`Reenviando…` : t`Reenviar factura`}
          </button>
        </div>
      )}
    </div>
  );
}
