import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { contactIssues, type ContactIssue } from '../../../../domain/reservation/contact-rules';
import { nationalMobile } from '../../../../domain/format-validators';
import type { Contact } from '../../../../domain/reservation/reservation-state';
import { TextField } from '../../../components/inputs/text-field';
import { useReservationActor } from '../flow/reservation-actor-context';
import { errorsFor, generalErrors, selectContactSaving, selectErrors, type ReservationSnapshot } from './reservation-selectors';
import { useMessage } from '../../../i18n/use-message';
import { StepErrors } from './server-messages';
import '../../../styles/reservation.css';

type Field = keyof Contact;
const fields: Field[] = ['first_name', 'last_name', 'cell_phone', 'email', 'privacy'];

const selectContact = (snapshot: ReservationSnapshot) => snapshot.context.reservation.contact;
const selectIssues = (snapshot: ReservationSnapshot) => snapshot.context.contactIssues;

/**
 * The contact person. The domain rules run in the browser for quick feedback (on leaving a field
 * and, through the chart, on submit); the server has the last word and its field errors show
 * next to the field. What was typed lives here and in the chart, so an error never clears it.
 */
export function ContactStep() {
  const actor = useReservationActor();
  const { t } = useLingui();
  const message = useMessage();
  const saved = useSelector(actor, selectContact);
  const chartIssues = useSelector(actor, selectIssues);
  const errors = useSelector(actor, selectErrors);
  const saving = useSelector(actor, selectContactSaving);
  const [draft, setDraft] = useState<Contact>(saved);
  // Fields the traveller has left since the last submit; their issues show before submitting.
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});

  const liveIssues = contactIssues(draft);
  const issueFor = (field: Field): string | undefined => {
    const local: ContactIssue | undefined = touched[field] ? liveIssues.find((issue) => issue.field === field) : undefined;
    const fromChart = chartIssues.find((issue) => issue.field === field && liveIssues.some((live) => live.code === issue.code));
    const fromServer = errorsFor(errors, field)[0];
    const shown = local ?? fromChart ?? fromServer;
    return shown ? message({ service: 'websale', code: shown.code }) : undefined;
  };
  const change = (field: Field) => (value: string | boolean) => setDraft((current) => ({ ...current, [field]: value }));
  const leave = (field: Field) => () => setTouched((current) => ({ ...current, [field]: true }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched({});
    actor.send({ type: 'contact.submit', contact: draft });
  };
  const privacyError = issueFor('privacy');

  return (
    <section className="reservation-step" aria-labelledby="contact-step-title">
      <h1 className="reservation-step__title" id="contact-step-title">
        {t`Datos de contacto`}
      </h1>
      <p className="reservation-step__intro">{t`Te enviaremos tus boletos a este correo y celular.`}</p>
      <form className="contact-form" noValidate onSubmit={submit} aria-busy={saving}>
        <StepErrors errors={generalErrors(errors, fields)} />
        <div className="contact-form__grid">
          <TextField
            label={t`Nombre`}
            name="first_name"
            autoComplete="given-name"
            allow={{ kind: 'letters' }}
            value={draft.first_name}
            onValueChange={change('first_name')}
            onBlur={leave('first_name')}
            error={issueFor('first_name')}
          />
          <TextField
            label={t`Apellidos`}
            name="last_name"
            autoComplete="family-name"
            allow={{ kind: 'letters' }}
            value={draft.last_name}
            onValueChange={change('last_name')}
            onBlur={leave('last_name')}
            error={issueFor('last_name')}
          />
          <TextField
            label={t`Celular (10 dígitos)`}
            name="cell_phone"
            type="tel"
            autoComplete="tel-national"
            inputMode="numeric"
            value={draft.cell_phone}
            // Not a 10-character field: a pasted "+52 322 123 4567" would be cut before its separators go.
            onValueChange={(typed) => change('cell_phone')(nationalMobile(typed))}
            onBlur={leave('cell_phone')}
            error={issueFor('cell_phone')}
          />
          <TextField
            label={t`Correo electrónico`}
            name="email"
            type="email"
            autoComplete="email"
            value={draft.email}
            onValueChange={change('email')}
            onBlur={leave('email')}
            error={issueFor('email')}
          />
        </div>
        <div className={`check-field${privacyError ? ' check-field--invalid' : ''}`}>
          <input
            id="contact-privacy"
            type="checkbox"
            checked={draft.privacy}
            onChange={(event) => change('privacy')(event.target.checked)}
            aria-invalid={privacyError ? true : undefined}
            aria-describedby={privacyError ? 'contact-privacy-error' : undefined}
          />
          <label htmlFor="contact-privacy">
            {t`Acepto el`}{' '}
            {/* A new tab, so reading the notice does not abandon the purchase. */}
            <a href="/aviso-privacidad" target="_blank" rel="noopener">
              {t`aviso de privacidad`}
            </a>
          </label>
          {privacyError ? (
            <p className="check-field__error" id="contact-privacy-error">
              {privacyError}
            </p>
          ) : null}
        </div>
        <div className="reservation-step__actions">
          <button type="button" className="button button--secondary" onClick={() => actor.send({ type: 'step.back' })}>
            {t`Regresar`}
          </button>
          <button type="submit" className="button button--primary" disabled={saving}>
            {saving ? t`Guardando…` : t`Continuar`}
          </button>
        </div>
      </form>
    </section>
  );
}
