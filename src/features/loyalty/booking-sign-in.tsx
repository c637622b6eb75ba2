import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { TravellerProfile } from '../../../machines/loyalty/loyalty.ports';
import { useRevealOnRefusal } from '../../components/feedback/reveal';
import { TextField } from '../../components/inputs/text-field';
import { useFlowActor } from '../../lib/flow-binding/use-flow-actor';
import { loyaltyFlow, type LoyaltyActor } from './loyalty-binding';
import { LoyaltyErrors, useFieldError } from './loyalty-errors';
import { useSignedInTraveller } from './use-signed-in-traveller';

// docs/rules/loyalty.md#members-in-the-booking-flow on the booking flow's contact step: a frequent traveller signs in right here, without leaving the
// booking (the loyalty chart signs in; nothing navigates), or continues without registering. Once signed in,
// `onMember` hands the profile over so the step fills its contact and passengers.

const FIELDS = ['identify_card', 'password'];

export function BookingSignIn({ onMember }: { onMember: (traveller: TravellerProfile) => void }) {
  const { t } = useLingui();
  const traveller = useSignedInTraveller();
  const actor = useFlowActor(loyaltyFlow);
  const [open, setOpen] = useState<'ask' | 'form' | 'guest'>('ask');
  const handed = useRef<string | null>(null);
  useEffect(() => {
    // A session stored in this tab: the chart comes back signed in, and the details fill in.
    if (typeof sessionStorage !== 'undefined' && sessionStorage.getItem('loyalty')) void loyaltyFlow.load();
  }, []);
  useEffect(() => {
    if (!traveller || handed.current === traveller.identify_card) return;
    handed.current = traveller.identify_card;
    onMember(traveller);
  }, [traveller, onMember]);

  if (traveller) {
    return (
      <p className="booking-member" role="status" data-testid="booking-member">
        {t`Reservas como viajero frecuente ${traveller.first_name} (tarjeta ${traveller.identify_card}). Llenamos tus datos; puedes cambiarlos.`}
      </p>
    );
  }
  if (open === 'guest') return null;
  return (
    <section className="booking-member" aria-labelledby="booking-member-title">
      <h2 id="booking-member-title" className="booking-member__title">
        {t`¿Eres viajero frecuente?`}
      </h2>
      {open === 'form' && actor ? (
        <MemberSignInForm actor={actor} />
      ) : (
        <div className="loyalty-actions">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setOpen('form');
              void loyaltyFlow.load().then((loaded) => loaded.send({ type: 'page.open', page: 'signIn' }));
            }}
          >
            {t`Inicia sesión y llenamos tus datos`}
          </button>
          <button type="button" className="button button--secondary" onClick={() => setOpen('guest')}>
            {t`Continuar sin registrarte`}
          </button>
        </div>
      )}
    </section>
  );
}

function MemberSignInForm({ actor }: { actor: LoyaltyActor }) {
  const { t } = useLingui();
  const errors = useSelector(actor, (s) => s.context.errors);
  const busy = useSelector(actor, (s) => s.matches('signingIn'));
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const formRef = useRevealOnRefusal<HTMLFormElement>(errors.length > 0 ? errors : null);
  const fieldError = useFieldError(errors);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The form is not the page's: its submit must not submit the contact step around it.
    event.stopPropagation();
    actor.send({ type: 'signIn.submit', credentials: { identify_card: identifier, password } });
  };
  return (
    <form noValidate onSubmit={submit} aria-busy={busy} ref={formRef}>
      <LoyaltyErrors errors={errors} fields={FIELDS} />
      <TextField label={t`Tarjeta, correo o celular`} name="identify_card" autoComplete="username" value={identifier} onValueChange={setIdentifier} error={fieldError('identify_card')} maxLength={120} />
      <TextField label={t`Contraseña`} name="password" type="password" autoComplete="current-password" value={password} onValueChange={setPassword} error={fieldError('password')} maxLength={128} />
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? t`Entrando…` : t`Entrar`}
      </button>
    </form>
  );
}
