import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useCallback, useState, type FocusEvent, type FormEvent } from 'react';
import { contactPhoneIssue } from '../../../../domain/reservation/contact-phone';
import { contactStepIssues, type ContactIssue } from '../../../../domain/reservation/contact-rules';
import { reservationTravellers, type TravellerField } from '../../../../domain/reservation/traveller-rules';
import { useRevealOnRefusal } from '../../../components/feedback/reveal';
import { TextField } from '../../../components/inputs/text-field';
import { useMessage } from '../../../i18n/use-message';
import type { ReservationActor } from '../flow/reservation-binding';
import { BookingSignIn, type TravellerProfile } from '../../loyalty/loyalty-provider';
import { contactSubmission, initialContactDraft, withContactName, withGoesContact, withMember, withTraveller, type ContactDraft } from './contact-draft';
import { PhoneField } from '../../../components/inputs/phone-field';
import { PassengerFields } from './passenger-fields';
import { generalErrors, selectContactSaving, selectErrors, selectTravellerLinking, type ReservationSnapshot } from './reservation-selectors';
import { StepErrors } from './server-messages';
import '../../../styles/reservation.css';

type ContactField = 'first_name' | 'last_name' | 'cell_phone' | 'email' | 'privacy';
const selectReservation = (snapshot: ReservationSnapshot) => snapshot.context.reservation;
const selectIssues = (snapshot: ReservationSnapshot) => snapshot.context.contactIssues;
// The server names contact fields `contact.email`, the chart `email`; passengers alike (`travellers.1.age`).
const fieldOf = (path: string | undefined) => path?.replace(/^contact\./, '');

/**
 * The contact person and every passenger's name (tickets are personal, docs/rules/booking.md#every-ticket-carries-its-passenger), with the age of a
 * minor or an infant. The domain rules run in the browser for quick feedback (on leaving a field and,
 * through the chart, on submit); the server has the last word and its field errors show next to the
 * field. A refused submit puts the focus on the first field to fix, in view. What was typed lives
 * here and in the chart, so an error never clears it.
 */
export function ContactStep({ actor }: { actor: ReservationActor }) {
  const { t } = useLingui();
  const message = useMessage();
  const reservation = useSelector(actor, selectReservation);
  const chartIssues = useSelector(actor, selectIssues);
  const errors = useSelector(actor, selectErrors);
  const saving = useSelector(actor, selectContactSaving);
  const linking = useSelector(actor, selectTravellerLinking);
  const [draft, setDraft] = useState<ContactDraft>(() => initialContactDraft(reservation));
  // Fields the traveller has left since the last submit; their issues show before submitting.
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const formRef = useRevealOnRefusal<HTMLFormElement>(chartIssues.length > 0 ? chartIssues : errors.length > 0 ? errors : null);

  const travellers = reservationTravellers(reservation);
  // The whole phone rule, country plans included (its metadata loads with this step, decision 039).
  const liveIssues = contactStepIssues(contactSubmission(draft), travellers.map((p) => p.type), contactPhoneIssue);
  const issueFor = (field: string): string | undefined => {
    const live: ContactIssue | undefined = liveIssues.find((issue) => issue.field === field);
    const local = touched[field] ? live : undefined;
    const fromChart = chartIssues.find((issue) => issue.field === field && live?.code === issue.code);
    // The phone's whole rule runs here as on the server: a number corrected since the refusal clears it at once.
    const fromServer = field === 'cell_phone' && !live ? undefined : errors.find((error) => fieldOf(error.field) === field);
    const shown = local ?? fromChart ?? fromServer;
    return shown ? message({ service: 'websale', code: shown.code }) : undefined;
  };
  const leave = (field: string) => (event: FocusEvent<HTMLElement>) => {
    // Leaving for "Continuar" is the submit, which shows every message at once: a message shown on
    // this blur would push the button down between press and release and swallow the click.
    if (event.relatedTarget instanceof HTMLElement && event.relatedTarget.matches('button[type="submit"]')) return;
    setTouched((current) => ({ ...current, [field]: true }));
  };
  const change = (field: Exclude<ContactField, 'first_name' | 'last_name'>) => (value: string | boolean) =>
    setDraft((current) => ({ ...current, contact: { ...current.contact, [field]: value } }));
  const changeName = (field: 'first_name' | 'last_name') => (value: string) => setDraft((current) => withContactName(current, field, value));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched({});
    actor.send({ type: 'contact.submit', ...contactSubmission(draft) });
  };
  const privacyError = issueFor('privacy');
  // A member who signs in here (or was signed in) gets the contact and saved passengers filled in, editable,
  // and the reservation is linked to them (websale `traveller`); the chart keeps a member already linked.
  const fillMember = useCallback(
    (member: TravellerProfile) => {
      setDraft((current) => withMember(current, member));
      actor.send({ type: 'traveller.link', member: { identify_card: member.identify_card, tier: member.tier } });
    },
    [actor],
  );

  return (
    <section className="reservation-step" aria-labelledby="contact-step-title">
      <h1 className="reservation-step__title" id="contact-step-title">
        {t`Datos de contacto`}
      </h1>
      <p className="reservation-step__intro">{t`Te enviaremos tus boletos a este correo y celular.`}</p>
      <BookingSignIn onMember={fillMember} />
      {linking ? (
        <p className="reservation-step__intro" role="status">
          {t`Vinculando tu cuenta de viajero frecuente a esta reservación…`}
        </p>
      ) : null}
      <form className="contact-form" noValidate onSubmit={submit} aria-busy={saving} ref={formRef}>
        <StepErrors errors={generalErrors(errors, ['contact', 'travellers', 'first_name', 'last_name', 'cell_phone', 'email', 'privacy'])} />
        <div className="contact-form__grid">
          <TextField
            label={t`Nombre`}
            name="first_name"
            autoComplete="given-name"
            allow={{ kind: 'name' }}
            value={draft.contact.first_name}
            onValueChange={changeName('first_name')}
            onBlur={leave('first_name')}
            error={issueFor('first_name')}
          />
          <TextField
            label={t`Apellidos`}
            name="last_name"
            autoComplete="family-name"
            allow={{ kind: 'name' }}
            value={draft.contact.last_name}
            onValueChange={changeName('last_name')}
            onBlur={leave('last_name')}
            error={issueFor('last_name')}
          />
          <PhoneField
            id="contact-phone"
            country={draft.phoneCountry}
            national={draft.phoneNational}
            error={issueFor('cell_phone')}
            onChange={(phoneCountry, phoneNational) => setDraft((current) => ({ ...current, phoneCountry, phoneNational }))}
            onBlur={leave('cell_phone')}
          />
          <TextField
            label={t`Correo electrónico`}
            name="email"
            type="email"
            autoComplete="email"
            value={draft.contact.email}
            onValueChange={change('email')}
            onBlur={leave('email')}
            error={issueFor('email')}
          />
        </div>
        <h2 className="contact-form__section">{t`Pasajeros`}</h2>
        <p className="reservation-step__intro">{t`Cada boleto lleva el nombre de su pasajero; no se puede transferir.`}</p>
        <div className="check-field">
          <input
            id="contact-travels"
            type="checkbox"
            checked={draft.goesContact}
            onChange={(event) => setDraft((current) => withGoesContact(current, event.target.checked))}
          />
          <label htmlFor="contact-travels">{t`La persona de contacto viaja (pasajero 1)`}</label>
        </div>
        {travellers.map((traveller, index) => (
          <PassengerFields
            key={traveller.id || `new-${index}`}
            index={index}
            type={traveller.type}
            value={draft.travellers[index] ?? { first_name: '', last_name: '', age: '' }}
            errorFor={(field: TravellerField) => issueFor(`travellers.${index}.${field}`)}
            onChange={(field, value) => setDraft((current) => withTraveller(current, index, field, value))}
            onBlur={(field, event) => leave(`travellers.${index}.${field}`)(event)}
          />
        ))}
        <div className={`check-field${privacyError ? ' check-field--invalid' : ''}`}>
          <input
            id="contact-privacy"
            type="checkbox"
            checked={draft.contact.privacy}
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
          <button type="submit" className="button button--primary" disabled={saving || linking}>
            {saving ? t`Guardando…` : t`Continuar`}
          </button>
        </div>
      </form>
    </section>
  );
}
