import { useLingui } from "@lingui/react/macro";
import { useSelector } from "@xstate/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import {
  reveal,
  useRevealOnRefusal,
} from "../../../components/feedback/reveal";
import { TextField } from "../../../components/inputs/text-field";
import type { LoyaltyActor } from "../loyalty-binding";
import { LoyaltyErrors, useFieldError } from "../loyalty-errors";
import { NewPasswordField } from "./new-password-field";

type Step = "closed" | "editing" | "submitting" | "done";

/** The profile's password change (decision 040): the chart's `signedIn.changingPassword` states, rendered. */
export function ProfilePassword({
  actor,
  lang,
}: {
  actor: LoyaltyActor;
  lang: "es" | "en";
}) {
  const { t } = useLingui();
  const step = useSelector(actor, (s): Step => {
    if (s.matches({ signedIn: { changingPassword: "editing" } }))
      return "editing";
    if (s.matches({ signedIn: { changingPassword: "submitting" } }))
      return "submitting";
    return s.matches({ signedIn: { changingPassword: "done" } })
      ? "done"
      : "closed";
  });
  const leaving = useSelector(actor, (s) => s.matches("signingOut"));
  const openRef = useRef<HTMLButtonElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    // Keyboard focus follows the steps: the confirmation is announced and focused; closing returns to the button.
    if (step === "done") reveal(doneRef.current);
    if (step === "closed" && wasOpen.current) openRef.current?.focus();
    wasOpen.current = step !== "closed";
  }, [step]);
  return (
    <section className="loyalty-panel" aria-labelledby="loyalty-password-title">
      <h2 id="loyalty-password-title">{t`Tu contraseña`}</h2>
      {step === "closed" ? (
        <div className="loyalty-actions">
          <button
            ref={openRef}
            type="button"
            className="button button--secondary"
            disabled={leaving}
            onClick={() => actor.send({ type: "password.edit" })}
          >
            {t`Cambiar mi contraseña`}
          </button>
        </div>
      ) : step === "done" ? (
        <div ref={doneRef}>
          <p role="status" data-reveal>
            {t`Tu contraseña se cambió. Cerramos tu sesión en los demás dispositivos.`}
          </p>
          <div className="loyalty-actions">
            <button
              type="button"
              className="button button--primary"
              onClick={() => actor.send({ type: "password.close" })}
            >
              {t`Listo`}
            </button>
          </div>
        </div>
      ) : (
        <PasswordForm actor={actor} lang={lang} busy={step === "submitting"} />
      )}
    </section>
  );
}

function PasswordForm({
  actor,
  lang,
  busy,
}: {
  actor: LoyaltyActor;
  lang: "es" | "en";
  busy: boolean;
}) {
  const { t } = useLingui();
  const errors = useSelector(actor, (s) => s.context.errors);
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const formRef = useRevealOnRefusal<HTMLFormElement>(
    errors.length > 0 ? errors : null,
  );
  const fieldError = useFieldError(errors);
  useEffect(() => {
    formRef.current?.querySelector<HTMLInputElement>("input")?.focus();
  }, [formRef]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({
      type: "password.submit",
      change: { current_password: current, new_password: next },
    });
  };
  return (
    <form noValidate onSubmit={submit} aria-busy={busy} ref={formRef}>
      <LoyaltyErrors
        errors={errors}
        fields={["current_password", "new_password"]}
      />
      <TextField
        label={t`Contraseña actual`}
        name="current_password"
        type="password"
        autoComplete="current-password"
        value={current}
        onValueChange={setCurrent}
        error={fieldError("current_password")}
        maxLength={128}
      />
      <NewPasswordField
        label={t`Nueva contraseña`}
        name="new_password"
        value={next}
        onValueChange={setNext}
        error={fieldError("new_password")}
        lang={lang}
      />
      <div className="loyalty-actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={busy}
        >
          {busy ? t`Cambiando…` : t`Guardar la nueva contraseña`}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={busy}
          onClick={() => actor.send({ type: "password.close" })}
        >
          {t`Cancelar`}
        </button>
      </div>
    </form>
  );
}
