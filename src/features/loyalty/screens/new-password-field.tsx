import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { loyaltyPasswordPolicy } from "../../../../domain/loyalty/account-rules";
import {
  passwordFailureMessage,
  passwordFailures,
} from "../../../../domain/password-rules";
import { TextField } from "../../../components/inputs/text-field";

/**
 * A password the member chooses (registration, recovery, profile change): the field with its hint, and the
 * rules the typed value does not meet yet, said as they type (docs/rules/loyalty.md#password-rules).
 */
export function NewPasswordField(props: {
  label: ReactNode;
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  error: string | undefined;
  lang: "es" | "en";
}) {
  const { t } = useLingui();
  const { value, lang } = props;
  const unmet = value
    ? passwordFailures(value, loyaltyPasswordPolicy).filter(
        (f) => f.rule !== "required",
      )
    : [];
  return (
    <>
      <TextField
        label={props.label}
        name={props.name}
        type="password"
        autoComplete="new-password"
        value={value}
        onValueChange={props.onValueChange}
        error={props.error}
        hint={t`Al menos 8 caracteres. Una frase de varias palabras es más segura y fácil de recordar.`}
        maxLength={128}
      />
      {unmet.length > 0 ? (
        <ul className="loyalty-rules" aria-live="polite">
          {unmet.map((failure) => (
            <li key={failure.rule}>{passwordFailureMessage(failure, lang)}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
