import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import type { ProfileUpdate, TravellerProfile } from '../../../../machines/loyalty/loyalty.ports';
import { useRevealOnRefusal } from '../../../components/feedback/reveal';
import { PhoneField } from '../../../components/inputs/phone-field';
import { TextField } from '../../../components/inputs/text-field';
import { composePhone, splitPhone } from '../../../../domain/reservation/contact-phone';
import type { LoyaltyActor } from '../loyalty-binding';
import { useFieldError } from '../loyalty-errors';

const draftOf = (traveller: TravellerProfile): ProfileUpdate => ({
  first_name: traveller.first_name,
  last_name: traveller.last_name,
  email: traveller.email,
  cell_phone: traveller.cell_phone,
  passengers: traveller.passengers ?? [],
  tax_profiles: traveller.tax_profiles ?? [],
});
const emptyTax = { rfc: '', name: '', cp: '', regimen_fiscal: '', email: '' };
const noErrors: never[] = [];

/** The contact, the passengers the traveller books for, and the tax data (RFCs) to invoice with. */
export function ProfileEdit({ actor, traveller }: { actor: LoyaltyActor; traveller: TravellerProfile }) {
  const { t } = useLingui();
  // The password form's refusals are its own (profile-password.tsx).
  const errors = useSelector(actor, (s) => (s.matches({ signedIn: 'changingPassword' }) ? noErrors : s.context.errors));
  const saving = useSelector(actor, (s) => s.matches({ signedIn: 'savingProfile' }));
  const [draft, setDraft] = useState(() => draftOf(traveller));
  // The mobile as its country and digits (a member who joined before has a Mexican mobile's 10 digits).
  const [phone, setPhone] = useState(() => splitPhone(traveller.cell_phone));
  const formRef = useRevealOnRefusal<HTMLFormElement>(errors.length > 0 ? errors : null);
  const fieldError = useFieldError(errors);
  const set = (field: 'first_name' | 'last_name' | 'email') => (value: string) => setDraft((d) => ({ ...d, [field]: value }));
  const setPassenger = (index: number, field: 'first_name' | 'last_name') => (value: string) =>
    setDraft((d) => ({ ...d, passengers: d.passengers.map((p, i) => (i === index ? { ...p, [field]: value } : p)) }));
  const setTax = (index: number, field: keyof typeof emptyTax) => (value: string) =>
    setDraft((d) => ({ ...d, tax_profiles: d.tax_profiles.map((p, i) => (i === index ? { ...p, [field]: value } : p)) }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'profile.save', update: { ...draft, cell_phone: phone.national === '' ? '' : composePhone(phone.country, phone.national) } });
  };
  return (
    <form noValidate onSubmit={submit} aria-busy={saving} ref={formRef}>
      <h3>{t`Contacto`}</h3>
      <div className="loyalty-grid">
        <TextField label={t`Nombre`} name="first_name" value={draft.first_name} onValueChange={set('first_name')} error={fieldError('first_name')} maxLength={80} />
        <TextField label={t`Apellidos`} name="last_name" value={draft.last_name} onValueChange={set('last_name')} error={fieldError('last_name')} maxLength={80} />
        <TextField label={t`Correo electrónico`} name="email" type="email" value={draft.email} onValueChange={set('email')} error={fieldError('email')} maxLength={120} />
      </div>
      <PhoneField id="profile-phone" country={phone.country} national={phone.national} onChange={(country, national) => setPhone({ country, national })} error={fieldError('cell_phone')} />
      <h3>{t`Pasajeros frecuentes`}</h3>
      {draft.passengers.map((p, i) => (
        <fieldset key={i} className="loyalty-item">
          <legend>{t`Pasajero ${i + 1}`}</legend>
          <div className="loyalty-grid">
            <TextField label={t`Nombre`} value={p.first_name} onValueChange={setPassenger(i, 'first_name')} error={fieldError(`passengers.${i}.first_name`)} maxLength={80} />
            <TextField label={t`Apellidos`} value={p.last_name} onValueChange={setPassenger(i, 'last_name')} error={fieldError(`passengers.${i}.last_name`)} maxLength={80} />
          </div>
          <button type="button" className="button button--secondary" onClick={() => setDraft((d) => ({ ...d, passengers: d.passengers.filter((_, j) => j !== i) }))}>
            {t`Quitar pasajero ${i + 1}`}
          </button>
        </fieldset>
      ))}
      {draft.passengers.length < 10 ? (
        <button type="button" className="button button--secondary" onClick={() => setDraft((d) => ({ ...d, passengers: [...d.passengers, { first_name: '', last_name: '' }] }))}>
          {t`Agregar pasajero`}
        </button>
      ) : null}
      <h3>{t`Datos de facturación`}</h3>
      {draft.tax_profiles.map((p, i) => (
        <fieldset key={i} className="loyalty-item">
          <legend>{t`RFC ${i + 1}`}</legend>
          <div className="loyalty-grid">
            <TextField label={t`RFC`} value={p.rfc} transform="uppercase" onValueChange={setTax(i, 'rfc')} error={fieldError(`tax_profiles.${i}.rfc`)} maxLength={13} />
            <TextField label={t`Razón social`} value={p.name} onValueChange={setTax(i, 'name')} error={fieldError(`tax_profiles.${i}.name`)} maxLength={200} />
            <TextField label={t`Código postal`} value={p.cp} allow={{ kind: 'digits' }} onValueChange={setTax(i, 'cp')} error={fieldError(`tax_profiles.${i}.cp`)} maxLength={5} />
            <TextField label={t`Régimen fiscal`} value={p.regimen_fiscal} onValueChange={setTax(i, 'regimen_fiscal')} error={fieldError(`tax_profiles.${i}.regimen_fiscal`)} maxLength={10} />
            <TextField label={t`Correo para facturas`} type="email" value={p.email} onValueChange={setTax(i, 'email')} error={fieldError(`tax_profiles.${i}.email`)} maxLength={120} />
          </div>
          <button type="button" className="button button--secondary" onClick={() => setDraft((d) => ({ ...d, tax_profiles: d.tax_profiles.filter((_, j) => j !== i) }))}>
            {t`Quitar RFC ${i + 1}`}
          </button>
        </fieldset>
      ))}
      {draft.tax_profiles.length < 5 ? (
        <button type="button" className="button button--secondary" onClick={() => setDraft((d) => ({ ...d, tax_profiles: [...d.tax_profiles, { ...emptyTax }] }))}>
          {t`Agregar RFC`}
        </button>
      ) : null}
      <div className="loyalty-actions">
        <button type="submit" className="button button--primary" disabled={saving}>
          {saving ? t`Guardando…` : t`Guardar mis datos`}
        </button>
      </div>
    </form>
  );
}
