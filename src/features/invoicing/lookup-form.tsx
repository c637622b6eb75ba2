import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { ReservationCodeField } from '../../components/inputs/reservation-code-field';
import { TextField } from '../../components/inputs/text-field';
import type { InvoicingActor } from './invoicing-binding';
import { InvoicingErrors } from './invoicing-errors';

/** Reservation code and surname (docs/rules/invoicing.md#finding-the-reservation: invoices are tied to both). */
export function LookupForm({ actor }: { actor: InvoicingActor }) {
  const { t } = useLingui();
  const { code, lastName, errors, busy } = useSelector(actor, (s) => ({ code: s.context.code, lastName: s.context.lastName, errors: s.context.errors, busy: s.matches('lookingUp') }), shallowEqual);
  const fieldError = (field: string) => errors.some((e) => e.field === field);
  return (
    <form
      className="invoicing__lookup"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        actor.send({ type: 'lookup.submit' });
      }}
    >
      <ReservationCodeField value={code} aria-invalid={fieldError('code') || undefined} onValueChange={(value) => actor.send({ type: 'lookup.edit', field: 'code', value })} />
      <TextField label={t`Apellido`} value={lastName} maxLength={80} aria-invalid={fieldError('last_name') || undefined} onValueChange={(value) => actor.send({ type: 'lookup.edit', field: 'lastName', value })} />
      <InvoicingErrors errors={errors} limitDate={null} />
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? t`Buscando…` : t`Buscar reservación`}
      </button>
    </form>
  );
}

export function shallowEqual<T extends Record<string, unknown>>(a: T, b: T): boolean {
  return Object.keys(a).every((key) => Object.is(a[key], b[key]));
}
