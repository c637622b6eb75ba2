import { useLingui } from "@lingui/react/macro";
import { useSelector } from "@xstate/react";
import { rfcIssue, rfcKind } from "../../../domain/invoicing/rfc";
import {
  cfdiUsesFor,
  regimesFor,
} from "../../../domain/invoicing/tax-data-rules";
import { CFDI_USES, TAX_REGIMES } from "../../../domain/invoicing/sat-catalogs";
import { TextField } from "../../components/inputs/text-field";
import { useMessage } from "../../i18n/use-message";
import { useRevealOnRefusal } from "../../components/feedback/reveal";
import type { InvoicingActor } from "./invoicing-binding";
import { InvoicingErrors } from "./invoicing-errors";
import { shallowEqual } from "./lookup-form";
import { QuickSearch } from "./quick-search";
import { useFormats } from '../../i18n/formats';

type TaxField = (typeof taxFields)[number];
/** The form's fields in its order on screen. */
const taxFields = ["rfc", "name", "regimen_fiscal", "useCfdi", "cp", "email"] as const;

function useFieldLabels(): Record<TaxField, string> {
  const { t } = useLingui();
  return { rfc: t`RFC`, name: t`Razón social`, regimen_fiscal: t`Régimen fiscal`, useCfdi: t`Uso del CFDI`, cp: t`Código postal`, email: t`Correo electrónico` };
}

/** What each field must hold, said when the server refuses it as invalid. */
function useFieldHints(): Record<TaxField, string> {
  const { t } = useLingui();
  return {
    rfc: t`Revisa el RFC: 12 caracteres para una empresa, 13 para una persona, como aparece en tu constancia de situación fiscal.`,
    name: t`Revisa la razón social: escríbela como aparece en tu constancia de situación fiscal, sin el régimen societario.`,
    regimen_fiscal: t`Elige el régimen fiscal de tu constancia de situación fiscal.`,
    useCfdi: t`Elige un uso del CFDI que tu régimen permita.`,
    cp: t`Revisa el código postal: los 5 dígitos del domicilio fiscal de tu constancia.`,
    email: t`Revisa el correo electrónico: escríbelo completo, como nombre@ejemplo.com.`,
  };
}

/**
 * The receiver's tax data. Regimes follow the RFC (a person's 13 characters or a company's 12) and CFDI
 * uses follow the regime, as SAT's catalogs allow; the member's saved RFCs fill the form when offered.
 */
export function TaxForm({ actor }: { actor: InvoicingActor }) {
  const formats = useFormats();
  const { t } = useLingui();
  const text = useMessage();
  const labels = useFieldLabels();
  const { form, errors, profiles, busy, limit, code, totalCents } = useSelector(
    actor,
    (s) => ({
      code: s.context.reservation?.code ?? "",
      // What this invoice covers, said again above the form (the concepts table is no longer on screen).
      totalCents: (s.context.reservation?.payments ?? [])
        .filter((p) => s.context.selected.includes(p.payment_id))
        .reduce((sum, p) => sum + Math.round(p.amount * 100), 0),
      form: s.context.form,
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
  const edit = (field: keyof typeof form) => (value: string) =>
    actor.send({ type: "tax.edit", field, value });
  const hints = useFieldHints();
  // A refusal that says only "invalid" of a field is worded by the field: what it must hold.
  const errorOf = (field: string) => {
    if (field === "quick") return undefined;
    const found = errors.find((e) => e.field === field);
    if (!found) return undefined;
    return found.code === "invalid_request" && field in hints ? hints[field as TaxField] : text(found);
  };
  const badFields = taxFields.filter((field) => errors.some((e) => e.field === field));
  // The first field at fault takes the focus, in the form's order (reveal() picks the first invalid one).
  const formRef = useRevealOnRefusal<HTMLFormElement>(badFields.length > 0 ? errors : null);
  const known = rfcIssue(form.rfc) === undefined;
  const regimes = known ? regimesFor(rfcKind(form.rfc)) : TAX_REGIMES;
  const uses =
    known && form.regimen_fiscal
      ? cfdiUsesFor(rfcKind(form.rfc), form.regimen_fiscal)
      : CFDI_USES;
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
        <div className="contact-form__grid">
          <TextField
            label={t`RFC`}
            value={form.rfc}
            transform="uppercase"
            maxLength={13}
            error={errorOf("rfc")}
            onValueChange={edit("rfc")}
          />
          <TextField
            label={t`Razón social`}
            value={form.name}
            maxLength={254}
            error={errorOf("name")}
            onValueChange={edit("name")}
          />
          <label className="text-field">
            <span className="text-field__label">{t`Régimen fiscal`}</span>
            <select
              className="text-field__input"
              value={form.regimen_fiscal}
              aria-invalid={errorOf("regimen_fiscal") ? true : undefined}
              aria-describedby={errorOf("regimen_fiscal") ? "invoicing-regimen-error" : undefined}
              onChange={(e) => edit("regimen_fiscal")(e.target.value)}
            >
              <option value="">{t`Elige un régimen`}</option>
              {regimes.map((r) => (
                <option
                  key={r.code}
                  value={r.code}
                >{`${r.code} · ${r.description}`}</option>
              ))}
            </select>
            {errorOf("regimen_fiscal") && (
              <span className="field-error" id="invoicing-regimen-error">{errorOf("regimen_fiscal")}</span>
            )}
          </label>
          <label className="text-field">
            <span className="text-field__label">{t`Uso del CFDI`}</span>
            <select
              className="text-field__input"
              value={form.useCfdi}
              aria-invalid={errorOf("useCfdi") ? true : undefined}
              aria-describedby={errorOf("useCfdi") ? "invoicing-use-error" : undefined}
              onChange={(e) => edit("useCfdi")(e.target.value)}
            >
              <option value="">{t`Elige un uso`}</option>
              {uses.map((u) => (
                <option
                  key={u.code}
                  value={u.code}
                >{`${u.code} · ${u.description}`}</option>
              ))}
            </select>
            {errorOf("useCfdi") && (
              <span className="field-error" id="invoicing-use-error">{errorOf("useCfdi")}</span>
            )}
          </label>
          <TextField
            label={t`Código postal`}
            value={form.cp}
            inputMode="numeric"
            maxLength={5}
            error={errorOf("cp")}
            onValueChange={edit("cp")}
          />
          <TextField
            label={t`Correo electrónico`}
            type="email"
            value={form.email}
            maxLength={120}
            error={errorOf("email")}
            onValueChange={edit("email")}
          />
        </div>
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
