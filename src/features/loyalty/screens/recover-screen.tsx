import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { useSelector } from "@xstate/react";
import { useState, type FormEvent } from "react";
import type { SendType } from "../../../../machines/loyalty/loyalty.ports";
import { useRevealOnRefusal } from "../../../components/feedback/reveal";
import { TextField } from "../../../components/inputs/text-field";
import type { LoyaltyActor } from "../loyalty-binding";
import { loyaltyPath } from "../loyalty-pages";
import { LoyaltyErrors, useFieldError } from "../loyalty-errors";
import { NewPasswordField } from "./new-password-field";

/** Password recovery (docs/rules/loyalty.md#password-recovery): a one-time code by e-mail, WhatsApp or SMS, then the new password. */
export function RecoverScreen({
  actor,
  lang,
}: {
  actor: LoyaltyActor;
  lang: "es" | "en";
}) {
  const { t } = useLingui();
  const typing = useSelector(
    actor,
    (s) =>
      s.matches({ signedOut: { recovering: "resetting" } }) ||
      s.matches({ signedOut: { recovering: "changing" } }),
  );
  return (
    <section className="loyalty-panel" aria-labelledby="loyalty-recover-title">
      <h1 id="loyalty-recover-title">{t`Recupera tu contraseña`}</h1>
      {typing ? (
        <ResetForm actor={actor} lang={lang} />
      ) : (
        <SendForm actor={actor} />
      )}
      <div className="loyalty-links">
        <Link
          to={loyaltyPath("signIn", lang)}
        >{t`Volver a iniciar sesión`}</Link>
      </div>
    </section>
  );
}

function SendForm({ actor }: { actor: LoyaltyActor }) {
  const { t } = useLingui();
  const errors = useSelector(actor, (s) => s.context.errors);
  const busy = useSelector(actor, (s) =>
    s.matches({ signedOut: { recovering: "sending" } }),
  );
  const [identifier, setIdentifier] = useState("");
  const [sendType, setSendType] = useState<SendType>("email");
  const formRef = useRevealOnRefusal<HTMLFormElement>(
    errors.length > 0 ? errors : null,
  );
  const fieldError = useFieldError(errors);
  const channels: Array<[SendType, string]> = [
    ["email", t`Correo electrónico`],
    ["whatsapp", t`WhatsApp`],
    ["sms", t`SMS`],
  ];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({
      type: "recover.send",
      request: { identify_card: identifier, send_type: sendType },
    });
  };
  return (
    <form noValidate onSubmit={submit} aria-busy={busy} ref={formRef}>
      <p>{t`Te enviaremos un código de un solo uso, válido por 10 minutos.`}</p>
      <LoyaltyErrors errors={errors} fields={["identify_card"]} />
      <TextField
        label={t`Tarjeta, correo o celular`}
        name="identify_card"
        autoComplete="username"
        value={identifier}
        onValueChange={setIdentifier}
        error={fieldError("identify_card")}
        maxLength={120}
      />
      <fieldset className="loyalty-channels">
        <legend>{t`¿Cómo quieres recibir el código?`}</legend>
        {channels.map(([value, label]) => (
          <label key={value}>
            <input
              type="radio"
              name="send_type"
              value={value}
              checked={sendType === value}
              onChange={() => setSendType(value)}
            />{" "}
            {label}
          </label>
        ))}
      </fieldset>
      <div className="loyalty-actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={busy}
        >
          {busy ? t`Enviando…` : t`Enviar código`}
        </button>
      </div>
    </form>
  );
}

function ResetForm({
  actor,
  lang,
}: {
  actor: LoyaltyActor;
  lang: "es" | "en";
}) {
  const { t } = useLingui();
  const errors = useSelector(actor, (s) => s.context.errors);
  const busy = useSelector(actor, (s) =>
    s.matches({ signedOut: { recovering: "changing" } }),
  );
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  const formRef = useRevealOnRefusal<HTMLFormElement>(
    errors.length > 0 ? errors : null,
  );
  const fieldError = useFieldError(errors);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: "recover.reset", code, password });
  };
  return (
    <form noValidate onSubmit={submit} aria-busy={busy} ref={formRef}>
      <p role="status">{t`Si los datos corresponden a una cuenta, te enviamos un código. Escríbelo con tu nueva contraseña.`}</p>
      <LoyaltyErrors
        errors={errors}
        fields={["verification_code", "password"]}
      />
      <TextField
        label={t`Código de verificación`}
        name="verification_code"
        autoComplete="one-time-code"
        allow={{ kind: "digits" }}
        value={code}
        onValueChange={setCode}
        error={fieldError("verification_code")}
        maxLength={6}
      />
      <NewPasswordField
        label={t`Nueva contraseña`}
        name="password"
        value={password}
        onValueChange={setPassword}
        error={fieldError("password")}
        lang={lang}
      />
      <div className="loyalty-actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={busy}
        >
          {busy ? t`Guardando…` : t`Cambiar contraseña`}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={busy}
          onClick={() => actor.send({ type: "recover.restart" })}
        >
          {t`Pedir otro código`}
        </button>
      </div>
    </form>
  );
}
