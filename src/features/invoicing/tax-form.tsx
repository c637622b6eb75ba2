import { useLingui } from "@lingui/react/macro";
import { useSelector } from "@xstate/react";
import { useRevealOnRefusal } from "../../components/feedback/reveal";
import type { InvoicingActor } from "./invoicing-binding";
import { InvoicingErrors } from "./invoicing-errors";
import { shallowEqual } from "./lookup-form";
import { QuickSearch } from "./quick-search";
import { badFieldsOf, TaxFields, useFieldLabels } from "./tax-fields";
import { useFormats } from '../../i18n/formats';

/**
 * The receiver's tax data. Regimes follow the RFC (a person's 13 characters or a company's 12) and CFDI
 * uses follow the regime, as SAT's catalogs allow; the member's saved RFCs fill the form when offered.
 */
export function TaxForm({ actor }: { actor: InvoicingActor }) {
  const formats = useFormats();
  const { t } = useLingui();
  const labels = useFieldLabels();
  const { errors, profiles, busy, limit, code, totalCents } = useSelector(
    actor,
    (s) => ({
      code: s.context.reservation?.code ?? "",
      // What this invoice covers, said again above the form (the concepts table is no longer on screen).
      totalCents: (s.context.reservation?.payments ?? [])
        .filter((p) => s.context.selected.includes(p.payment_id))
        .reduce((sum, p) => sum + Math.round(p.amount * 100), 0),
      errors: s.context.errors,
      profiles: s.context.profiles,
      busy: s.matches("generating") || s.matches("findingTaxData"),
      limit:
        (s.context.reservation?.payments ?? [])
          .filter((p) => s.context.selected.includes(p.payment_id))
          .map((p) => p.limit_invoicing_date ?? "")
          .sort()[0] ?? null,
    }),
    shallowEqual,
  );
  const badFields = badFieldsOf(errors);
  // The first field at fault takes the focus, in the form's order (reveal() picks the first invalid one).
  const formRef = useRevealOnRefusal<HTMLFormElement>(badFields.length > 0 ? errors : null);
  const total = formats.moneyMxn(totalCents / 100);
  return (
    <>
      <p className="invoicing__code" data-testid="invoicing-summary">
        {t`Reservación`} <strong>{code}</strong> · {t`Boletos de autobús, ${total}`}
      </p>
      <QuickSearch actor={actor} />
      <form
        className="invoicing__tax contact-form"
        ref={formRef}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          actor.send({ type: "tax.submit" });
        }}
      >
        <h2>{t`Datos fiscales`}</h2>
        {profiles.length > 0 && (
          <label className="text-field">
            <span className="text-field__label">{t`Mis RFC guardados`}</span>
            <select
              className="text-field__input"
              value=""
              onChange={(e) =>
                profiles[Number(e.target.value)] &&
                actor.send({
                  type: "tax.fill",
                  profile: profiles[Number(e.target.value)]!,
                })
              }
            >
              <option value="">{t`Escribir a mano`}</option>
              {profiles.map((p, i) => (
                <option key={p.rfc} value={i}>{`${p.rfc} · ${p.name}`}</option>
              ))}
            </select>
          </label>
        )}
        <TaxFields actor={actor} />
        <InvoicingErrors
          errors={errors.filter((e) => !e.field || e.field === "payments")}
          limitDate={limit}
        />
        {badFields.length > 0 && (
          <p className="step-errors invoicing__errors" role="alert">
            {t`Revisa estos datos: ${badFields.map((field) => labels[field]).join(", ")}.`}
          </p>
        )}
        <div className="invoicing__actions">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => actor.send({ type: "tax.back" })}
          >
            {t`Volver a los conceptos`}
          </button>
          <button
            type="submit"
            className="button button--primary"
            disabled={busy}
          >
            {busy ? t`Generando…` : t`Generar factura`}
          </button>
        </div>
      </form>
    </>
  );
}
