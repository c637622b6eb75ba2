import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { MAX_ADVENTURE_PEOPLE } from '../../../domain/adventures/adventure-checkout';
import { composePhone, contactPhoneIssue, splitPhone } from '../../../domain/reservation/contact-phone';
import type { AdventureContact } from '../../../machines/adventures/adventures.ports';
import { StepErrors } from '../../components/feedback/step-errors';
import { useRevealOnRefusal } from '../../components/feedback/reveal';
import { PhoneField } from '../../components/inputs/phone-field';
import { TextField } from '../../components/inputs/text-field';
import { useAdventureWords } from './adventure-words';
import type { AdventuresActor } from './adventures-binding';
import { selectAdventure, selectChosenDeparture, selectContact, selectErrors, selectParty, selectStep } from './adventures-selectors';
import { StepHeading } from './step-heading';

const empty: AdventureContact = { firstName: '', lastName: '', email: '', cellPhone: '' };
const upTo = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

/** /aventuras/datos: who goes and the total they pay, and the contact; then the partner holds the places. */
export function CheckoutScreen({ actor }: { actor: AdventuresActor }) {
  const { t } = useLingui();
  const words = useAdventureWords();
  const step = useSelector(actor, selectStep);
  const adventure = useSelector(actor, selectAdventure);
  const departure = useSelector(actor, selectChosenDeparture);
  const errors = useSelector(actor, selectErrors);
  const [contact, setContact] = useState<AdventureContact>(() => ({ ...empty, ...actor.getSnapshot().context.contact }));
  const [party, setParty] = useState(() => actor.getSnapshot().context.party);
  // A mobile of any country, as the bus booking takes it (decisions 066, 071): sent in E.164.
  const [phone, setPhone] = useState(() => splitPhone(actor.getSnapshot().context.contact?.cellPhone ?? ''));
  const cellPhone = phone.national === '' ? '' : composePhone(phone.country, phone.national);
  const sentContact = useSelector(actor, selectContact);
  const sentParty = useSelector(actor, selectParty);
  const fieldErrors = errors.filter((e) => e.field !== undefined);
  const issue = (field: string) => fieldErrors.some((e) => e.field === field);
  const formRef = useRevealOnRefusal<HTMLFormElement>(fieldErrors.length > 0 ? fieldErrors : null);
  const opening = step === 'checkout.opening';
  const partnerDown = step === 'checkout.partnerDown';
  const set = (field: keyof AdventureContact) => (value: string) => setContact((c) => ({ ...c, [field]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'checkout.submit', contact: { ...contact, cellPhone }, adults: party.adults, minors: party.minors });
  };
  const places = Math.min(departure?.placesLeft ?? MAX_ADVENTURE_PEOPLE, MAX_ADVENTURE_PEOPLE);
  const minorsSold = departure?.totalMinor !== null && departure?.totalMinor !== undefined;
  const total = departure ? party.adults * departure.totalAdult + (minorsSold ? party.minors * (departure.totalMinor ?? 0) : 0) : 0;
  // What was sent stays on screen while the partner is asked (the form is disabled).
  const shown = opening && sentContact ? { contact: sentContact, party: sentParty } : { contact, party };
  return (
    <div className="adventures__step">
      <p className="adventures__back">
        <button type="button" className="adventures__link-button" disabled={opening} onClick={() => actor.send({ type: 'dates.open' })}>
          {t`Cambiar fecha u horario`}
        </button>
      </p>
      <StepHeading>{t`¿Quiénes van?`}</StepHeading>
      {adventure && departure ? (
        <p className="adventures__chosen">
          <strong>{adventure.name}</strong> · {words.day(departure.date, 'long')}, {words.time(departure.startTime)}
        </p>
      ) : null}
      <StepErrors errors={errors.filter((e) => e.field === undefined || e.field === 'availability_id')} />
      {partnerDown ? (
        <div className="adventures__actions">
          <button type="button" className="button button--primary" onClick={() => actor.send({ type: 'step.retry' })}>
            {t`Reintentar`}
          </button>
          <button type="button" className="button button--secondary" onClick={() => actor.send({ type: 'dates.open' })}>
            {t`Elegir otra fecha`}
          </button>
        </div>
      ) : null}
      <form className="adventures__form" onSubmit={submit} noValidate ref={formRef}>
        <fieldset className="adventures__party" disabled={opening || partnerDown}>
          <legend>{t`Personas`}</legend>
          <label>
            {t`Adultos`}
            <select name="adults" value={shown.party.adults} aria-invalid={issue('adults') || undefined} onChange={(e) => setParty((p) => ({ ...p, adults: Number(e.target.value) }))}>
              {upTo(1, places).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
          {minorsSold ? (
            <label>
              {t`Menores`}
              <select name="minors" value={shown.party.minors} aria-invalid={issue('minors') || undefined} onChange={(e) => setParty((p) => ({ ...p, minors: Number(e.target.value) }))}>
                {upTo(0, Math.max(0, places - 1)).map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          {issue('adults') ? <p className="adventures__field-error"><Plural value={places} one="Esa salida tiene # lugar: elige menos personas u otro horario." other="Esa salida tiene # lugares: elige menos personas u otro horario." /></p> : null}
        </fieldset>
        <p className="adventures__total" role="status">
          <Trans>
            Total a pagar: <strong>{words.money(total)}</strong>. Incluye impuestos y el cargo por servicio.
          </Trans>
        </p>
        <fieldset className="adventures__contact" disabled={opening || partnerDown}>
          <legend>{t`Contacto`}</legend>
          <TextField label={t`Nombre`} name="first_name" autoComplete="given-name" maxLength={80} value={shown.contact.firstName} onValueChange={set('firstName')} error={issue('contact.first_name') ? t`Escribe tu nombre.` : undefined} />
          <TextField label={t`Apellido`} name="last_name" autoComplete="family-name" maxLength={80} value={shown.contact.lastName} onValueChange={set('lastName')} error={issue('contact.last_name') ? t`Escribe tu apellido.` : undefined} />
          <TextField label={t`Correo electrónico`} name="email" type="email" autoComplete="email" maxLength={120} value={shown.contact.email} onValueChange={set('email')} error={issue('contact.email') ? t`Escribe un correo válido, por ejemplo nombre@correo.com.` : undefined} hint={t`Ahí te enviamos el boleto si lo pides.`} />
          <PhoneField
            id="adventure-contact-phone"
            country={phone.country}
            national={phone.national}
            onChange={(country, national) => setPhone({ country, national })}
            error={issue('contact.cell_phone') ? (contactPhoneIssue(cellPhone) === 'invalid_phone' ? t`El teléfono no es válido para el país elegido.` : t`Escribe los 10 dígitos de tu celular.`) : undefined}
          />
        </fieldset>
        {opening ? <p role="status">{t`Apartando tus lugares con el operador…`}</p> : null}
        {partnerDown ? null : (
          <div className="adventures__actions">
            <button type="submit" className="button button--primary" disabled={opening}>
              {t`Apartar y continuar al pago`}
            </button>
          </div>
        )}
      </form>
    </div>
  );
}
