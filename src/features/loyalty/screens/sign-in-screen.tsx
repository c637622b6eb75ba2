import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { useRevealOnRefusal } from '../../../components/feedback/reveal';
import { TextField } from '../../../components/inputs/text-field';
import { useMessage } from '../../../i18n/use-message';
import type { LoyaltyActor } from '../loyalty-binding';
import { loyaltyPath } from '../loyalty-pages';
import { LoyaltyErrors, useFieldError } from '../loyalty-errors';

const FIELDS = ['identify_card', 'password'];

/** Signing in (docs/rules/loyalty.md#signing-in): a card number, an e-mail or a 10-digit mobile, and the password. */
export function SignInScreen({ actor, lang }: { actor: LoyaltyActor; lang: 'es' | 'en' }) {
  const { t } = useLingui();
  const message = useMessage();
  const errors = useSelector(actor, (s) => s.context.errors);
  const notice = useSelector(actor, (s) => s.context.notice);
  const busy = useSelector(actor, (s) => s.matches('signingIn'));
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const formRef = useRevealOnRefusal<HTMLFormElement>(errors.length > 0 ? errors : null);
  const fieldError = useFieldError(errors);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'signIn.submit', credentials: { identify_card: identifier, password } });
  };
  return (
    <section className="loyalty-panel" aria-labelledby="loyalty-sign-in-title">
      <h1 id="loyalty-sign-in-title">{t`Inicia sesión`}</h1>
      <p>{t`Entra con tu número de tarjeta, tu correo electrónico o tu celular de 10 dígitos.`}</p>
      {notice === 'session_invalid' ? <p className="loyalty-notice" role="status">{message({ service: 'loyalty', code: notice })}</p> : null}
      {notice === 'password_changed' ? <p className="loyalty-notice" role="status">{t`Tu contraseña cambió. Inicia sesión con la nueva.`}</p> : null}
      <form noValidate onSubmit={submit} aria-busy={busy} ref={formRef}>
        <LoyaltyErrors errors={errors} fields={FIELDS} />
        <TextField
          label={t`Tarjeta, correo o celular`}
          name="identify_card"
          autoComplete="username"
          value={identifier}
          onValueChange={setIdentifier}
          error={fieldError('identify_card')}
          maxLength={120}
        />
        <TextField
          label={t`Contraseña`}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onValueChange={setPassword}
          error={fieldError('password')}
          maxLength={128}
        />
        <div className="loyalty-actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? t`Entrando…` : t`Entrar`}
          </button>
        </div>
      </form>
      <div className="loyalty-links">
        <Link to={loyaltyPath('register', lang)}>{t`¿Aún no eres viajero frecuente? Regístrate`}</Link>
        <Link to={loyaltyPath('recover', lang)}>{t`Olvidé mi contraseña`}</Link>
      </div>
    </section>
  );
}
