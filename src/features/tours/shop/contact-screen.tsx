import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useState, type FormEvent } from 'react';
import { composePhone, contactPhoneIssue, splitPhone } from '../../../../domain/reservation/contact-phone';
import type { TourContact } from '../../../../machines/tours/tours.ports';
import { StepErrors } from '../../../components/feedback/step-errors';
import { useRevealOnRefusal } from '../../../components/feedback/reveal';
import { PhoneField } from '../../../components/inputs/phone-field';
import { TextField } from '../../../components/inputs/text-field';
import { useSignedInTraveller } from '../../loyalty/loyalty-provider';
import { HoldCountdown } from './hold-countdown';
import { selectContact, selectContactSaving, selectErrors } from './shop-selectors';
import { StepHeading } from './step-heading';
import type { ToursActor } from './tours-binding';

const empty: TourContact = { firstName: '', lastName: '', email: '', cellPhone: '', apply: false };

/** /tours/cliente: who the passes are for and where they go; the cancellation policies accepted. */
export function ContactScreen({ actor }: { actor: ToursActor }) {
  const { t } = useLingui();
  const sent = useSelector(actor, selectContact);
  const saving = useSelector(actor, selectContactSaving);
  const errors = useSelector(actor, selectErrors);
  const member = useSignedInTraveller();
  const [contact, setContact] = useState<TourContact>(() => ({ ...empty, ...sent }));
  // A mobile of any country, as the bus booking takes it (decisions 066, 071): sent in E.164.
  const [phone, setPhone] = useState(() => splitPhone(sent?.cellPhone ?? ''));
  // A signed-in frequent traveller's data fill the fields still empty, editable (docs/rules/loyalty.md#members-in-the-booking-flow).
  useEffect(() => {
    if (!member) return;
    const known = { firstName: member.first_name, lastName: member.last_name, email: member.email };
    setContact((c) => ({ ...c, ...Object.fromEntries(Object.entries(known).filter(([field]) => c[field as keyof typeof known] === '')) }));
    setPhone((p) => (p.national === '' ? splitPhone(member.cell_phone ?? '') : p));
  }, [member]);
  const cellPhone = phone.national === '' ? '' : composePhone(phone.country, phone.national);
  const set = (field: keyof TourContact) => (value: string | boolean) => setContact((c) => ({ ...c, [field]: value }));
  const fieldErrors = errors.filter((e) => e.field !== undefined);
  const issue = (field: string) => fieldErrors.some((e) => e.field === field || e.field === `contact.${field}`);
  const formRef = useRevealOnRefusal<HTMLFormElement>(fieldErrors.length > 0 ? fieldErrors : null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'contact.submit', contact: { ...contact, cellPhone } });
  };
  return (
    <div className="tours-shop__step">
      <StepHeading>{t`Tus datos`}</StepHeading>
      <HoldCountdown actor={actor} />
      <StepErrors errors={errors.filter((e) => e.field === undefined)} />
      <form className="tours-shop__form" onSubmit={submit} noValidate ref={formRef}>
        <TextField label={t`Nombre`} name="first_name" autoComplete="given-name" maxLength={80} value={contact.firstName} onValueChange={set('firstName')} error={issue('first_name') ? t`Escribe tu nombre.` : undefined} />
        <TextField label={t`Apellido`} name="last_name" autoComplete="family-name" maxLength={80} value={contact.lastName} onValueChange={set('lastName')} error={issue('last_name') ? t`Escribe tu apellido.` : undefined} />
        <TextField label={t`Correo electrónico`} name="email" type="email" autoComplete="email" maxLength={120} value={contact.email} onValueChange={set('email')} error={issue('email') ? t`Escribe un correo válido, por ejemplo nombre@correo.com.` : undefined} />
        <PhoneField
          id="tours-contact-phone"
          country={phone.country}
          national={phone.national}
          onChange={(country, national) => setPhone({ country, national })}
          error={issue('cell_phone') ? (contactPhoneIssue(cellPhone) === 'invalid_phone' ? t`El teléfono no es válido para el país elegido.` : t`Escribe los 10 dígitos de tu celular.`) : undefined}
        />
        <div className={issue('apply') ? 'tours-shop__accept tours-shop__accept--invalid' : 'tours-shop__accept'}>
          <label>
            <input type="checkbox" name="apply" checked={contact.apply} onChange={(e) => set('apply')(e.target.checked)} aria-invalid={issue('apply') || undefined} aria-describedby={issue('apply') ? 'tours-accept-error' : undefined} />{' '}
            {t`Acepto la política de cancelación de mis tours.`}
          </label>
          {issue('apply') ? (
            <p id="tours-accept-error" className="tours-shop__field-error">
              {t`Acepta la política de cancelación para continuar.`}
            </p>
          ) : null}
        </div>
        {saving ? <p role="status">{t`Guardando tus datos…`}</p> : null}
        <div className="tours-shop__actions">
          <button type="submit" className="button button--primary" disabled={saving}>
            {t`Continuar al pago`}
          </button>
        </div>
      </form>
    </div>
  );
}
