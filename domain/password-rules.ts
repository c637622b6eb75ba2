import * as v from 'valibot';

// Password rules (docs/rules/loyalty.md#password-rules): every rule is optional and chosen per form (login only needs a
// password; registration asks for more). Failures are descriptors, turned into es/en text by
// `passwordMessages`, so callers can show all unmet rules at once.

export interface PasswordPolicy {
  minLength?: number;
  uppercase?: boolean;
  digit?: boolean;
  special?: boolean;
}

export type PasswordFailure =
  | { rule: 'required' }
  | { rule: 'minLength'; min: number }
  | { rule: 'uppercase' }
  | { rule: 'digit' }
  | { rule: 'special' };

export type PasswordRule = PasswordFailure['rule'];

export const passwordMessages = {
  es: {
    required: () => 'Ingresa tu contraseña.',
    minLength: (min: number) => `La contraseña debe tener al menos ${min} caracteres.`,
    uppercase: () => 'La contraseña debe tener al menos una letra mayúscula.',
    digit: () => 'La contraseña debe tener al menos un número.',
    special: () => 'La contraseña debe tener al menos un carácter especial.',
  },
  en: {
    required: () => 'Enter your password.',
    minLength: (min: number) => `The password must have at least ${min} characters.`,
    uppercase: () => 'The password must have at least one uppercase letter.',
    digit: () => 'The password must have at least one number.',
    special: () => 'The password must have at least one special character.',
  },
} as const;

export function passwordFailureMessage(failure: PasswordFailure, lang: 'es' | 'en'): string {
  const messages = passwordMessages[lang];
  return failure.rule === 'minLength' ? messages.minLength(failure.min) : messages[failure.rule]();
}

/** Every unmet rule, in policy order; an empty password only reports that it is required. */
export function passwordFailures(password: string, policy: PasswordPolicy = {}): PasswordFailure[] {
  if (password.length === 0) return [{ rule: 'required' }];
  const failures: PasswordFailure[] = [];
  // Length counts characters as a person sees them (an emoji is one), not UTF-16 units.
  if (policy.minLength !== undefined && [...password].length < policy.minLength) failures.push({ rule: 'minLength', min: policy.minLength });
  if (policy.uppercase && !/\p{Lu}/u.test(password)) failures.push({ rule: 'uppercase' });
  if (policy.digit && !/\d/.test(password)) failures.push({ rule: 'digit' });
  // Anything that is neither a letter, a number nor a space counts as special.
  if (policy.special && !/[^\p{L}\p{N}\s]/u.test(password)) failures.push({ rule: 'special' });
  return failures;
}

/** A valibot schema whose issues' messages are the rule names (`minLength`, `digit`, …). */
export function passwordSchema(policy: PasswordPolicy = {}) {
  return v.pipe(
    v.string(),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      for (const failure of passwordFailures(dataset.value, policy)) addIssue({ message: failure.rule });
    }),
  );
}
