import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { useSelector } from "@xstate/react";
import { useState, type FormEvent } from "react";
import type { RegistrationForm } from "../../../../machines/loyalty/loyalty.ports";
import { useRevealOnRefusal } from "../../../components/feedback/reveal";
import { PhoneField } from "../../../components/inputs/phone-field";
import { TextField } from "../../../components/inputs/text-field";
import { composePhone, DEFAULT_PHONE_COUNTRY, type PhoneCountry } from "../../../../domain/reservation/contact-phone";
import type { LoyaltyActor } from "../loyalty-binding";
import { loyaltyPath } from "../loyalty-pages";
import { LoyaltyErrors, useFieldError } from "../loyalty-errors";
import { NewPasswordField } from "./new-password-field";

const FIELDS = ["first_name", "last_name", "email", "cell_phone", "password"];
const empty: RegistrationForm = {
  first_name: "",
  last_name: "",
  email: "",
  cell_phone: "",
  password: "",
};

/** Joining the programme: a card number is issued (tier classic) and the traveller is signed in. */
export function RegisterScreen({
  actor,
  lang,
}: {
  actor: LoyaltyActor;
  lang: "es" | "en";
}) {
  const { t } = useLingui();
  const errors = useSelector(actor, (s) => s.context.errors);
  const busy = useSelector(actor, (s) => s.matches("registering"));
  const [form, setForm] = useState(empty);
  // The mobile's country (+52 by default) and digits; the form sends them as one number in E.164.
  const [phone, setPhone] = useState<{ country: PhoneCountry; national: string }>({ country: DEFAULT_PHONE_COUNTRY, national: "" });
  const formRef = useRevealOnRefusal<HTMLFormElement>(
    errors.length > 0 ? errors : null,
  );
  const fieldError = useFieldError(errors);
  const set = (field: keyof RegistrationForm) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }));
  // The password rules (docs/rules/loyalty.md#password-rules), in the page's language, as the traveller types.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cell_phone = phone.national === "" ? "" : composePhone(phone.country, phone.national);
    actor.send({ type: "register.submit", form: { ...form, cell_phone } });
  };
  return (
    <section className="loyalty-panel" aria-labelledby="loyalty-register-title">
      <h1 id="loyalty-register-title">{t`Regístrate como viajero frecuente`}</h1>
      <p>{t`Acumula puntos en cada viaje y paga tus boletos con ellos. Te daremos tu número de tarjeta al terminar.`}</p>
      <form noValidate onSubmit={submit} aria-busy={busy} ref={formRef}>
        <LoyaltyErrors errors={errors} fields={FIELDS} />
        <div className="loyalty-grid">
          <TextField
            label={t`Nombre`}
            name="first_name"
            autoComplete="given-name"
            value={form.first_name}
            onValueChange={set("first_name")}
            error={fieldError("first_name")}
            maxLength={80}
          />
          <TextField
            label={t`Apellidos`}
            name="last_name"
            autoComplete="family-name"
            value={form.last_name}
            onValueChange={set("last_name")}
            error={fieldError("last_name")}
            maxLength={80}
          />
        </div>
        <TextField
          label={t`Correo electrónico`}
          name="email"
          type="email"
          autoComplete="email"
          value={form.email}
          onValueChange={set("email")}
          error={fieldError("email")}
          maxLength={120}
        />
        <PhoneField
          id="register-phone"
          country={phone.country}
          national={phone.national}
          onChange={(country, national) => setPhone({ country, national })}
          error={fieldError("cell_phone")}
        />
        <NewPasswordField
          label={t`Contraseña`}
          name="password"
          value={form.password}
          onValueChange={set("password")}
          error={fieldError("password")}
          lang={lang}
        />
        <div className="loyalty-actions">
          <button
            type="submit"
            className="button button--primary"
            disabled={busy}
          >
            {busy ? t`Registrando…` : t`Crear mi cuenta`}
          </button>
        </div>
      </form>
      <div className="loyalty-links">
        <Link
          to={loyaltyPath("signIn", lang)}
        >{t`¿Ya tienes tarjeta? Inicia sesión`}</Link>
      </div>
    </section>
  );
}
