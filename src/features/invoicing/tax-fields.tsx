import { useLingui } from "@lingui/react/macro";
import { useSelector } from "@xstate/react";
import { rfcIssue, rfcKind } from "../../../domain/invoicing/rfc";
import { cfdiUsesFor, regimesFor } from "../../../domain/invoicing/tax-data-rules";
import { CFDI_USES, TAX_REGIMES } from "../../../domain/invoicing/sat-catalogs";
import type { ServerMessage } from "../../../domain/errors/server-message";
import { TextField } from "../../components/inputs/text-field";
import { useMessage } from "../../i18n/use-message";
import type { InvoicingActor } from "./invoicing-binding";
import { shallowEqual } from "./lookup-form";

// The receiver's tax data fields, the same for a first invoice (tax-form.tsx) and for one issued again with its data
// corrected (reissue-form.tsx, decision 070): each field says its own refusal.

export type TaxField = (typeof taxFields)[number];
/** The form's fields in its order on screen. */
export const taxFields = ["rfc", "name", "regimen_fiscal", "useCfdi", "cp", "email"] as const;

export function useFieldLabels(): Record<TaxField, string> {
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

/** The fields at fault, in the form's order. */
export const badFieldsOf = (errors: readonly ServerMessage[]) => taxFields.filter((field) => errors.some((e) => e.field === field));

/**
 * Regimes follow the RFC (a person's 13 characters or a company's 12) and CFDI uses follow the regime, as SAT's
 * catalogs allow.
 */
export function TaxFields({ actor }: { actor: InvoicingActor }) {
  const { t } = useLingui();
  const text = useMessage();
  const hints = useFieldHints();
  const { form, errors } = useSelector(actor, (s) => ({ form: s.context.form, errors: s.context.errors }), shallowEqual);
  const edit = (field: keyof typeof form) => (value: string) => actor.send({ type: "tax.edit", field, value });
  // A refusal that says only "invalid" of a field is worded by the field: what it must hold.
  const errorOf = (field: string) => {
    if (field === "quick") return undefined;
    const found = errors.find((e) => e.field === field);
    if (!found) return undefined;
    return found.code === "invalid_request" && field in hints ? hints[field as TaxField] : text(found);
  };
  const known = rfcIssue(form.rfc) === undefined;
  const regimes = known ? regimesFor(rfcKind(form.rfc)) : TAX_REGIMES;
  const uses = known && form.regimen_fiscal ? cfdiUsesFor(rfcKind(form.rfc), form.regimen_fiscal) : CFDI_USES;
  return (
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
  );
}
