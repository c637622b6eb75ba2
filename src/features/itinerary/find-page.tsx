import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { ReservationCodeField } from '../../components/inputs/reservation-code-field';
import { TextField } from '../../components/inputs/text-field';
import { useRevealOnRefusal } from '../../components/feedback/reveal';
import { useMessage } from '../../i18n/use-message';
import type { ItineraryActor } from './itinerary-binding';

// /administra-reservacion/buscar: the reservation code and a passenger's surname, or a tour booking's code
// (T and six characters) and its contact's surname: the chart asks the service whose code it is. A wrong code
// and a wrong surname get one answer (the server's), and too many failed tries a clear wait message.

type Snapshot = ReturnType<ItineraryActor['getSnapshot']>;
const selectFinding = (s: Snapshot) => s.matches({ find: 'finding' }) || s.matches({ find: 'findingTour' }) || s.matches('opening');
/** A bus reservation's not-found (itinerary) and a tour booking's (tours): an unknown code and a wrong surname alike. */
const notFound = (code: string) => code === 'reservation_not_found' || code === 'booking_not_found';
const selectErrors = (s: Snapshot) => s.context.errors;

export function FindPage({ actor }: { actor: ItineraryActor }) {
  const { t } = useLingui();
  const message = useMessage();
  const finding = useSelector(actor, selectFinding);
  const errors = useSelector(actor, selectErrors);
  const [code, setCode] = useState('');
  const [lastName, setLastName] = useState('');
  const fieldError = (field: string) => {
    const error = errors.find((e) => e.field === field && !notFound(e.code));
    return error ? message(error) : undefined;
  };
  // The not-found answer names the code but is about both fields: it is shown above the form.
  const general = errors.filter((e) => !e.field || notFound(e.code));
  // Every refusal comes into view with the focus: the first field to fix (an empty code or surname), else the
  // answer above the form (decision 067).
  const formRef = useRevealOnRefusal<HTMLFormElement>(errors.length > 0 ? errors : null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'find.submit', code, lastName });
  };
  return (
    <section className="reservation-step itinerary-find" aria-labelledby="itinerary-find-title">
      <h1 className="reservation-step__title" id="itinerary-find-title">
        {t`Busca tu reservación`}
      </h1>
      <p className="reservation-step__intro">{t`Escribe el código de tu reservación y el apellido de cualquiera de sus pasajeros (basta uno de sus dos apellidos); para un tour, el apellido de quien hizo la compra.`}</p>
      <form className="itinerary-find__form" noValidate onSubmit={submit} aria-busy={finding} ref={formRef}>
        {general.length > 0 && (
          <div className="step-errors" role="alert" data-reveal tabIndex={-1}>
            {general.map((error) => (
              <p key={error.code} className="step-errors__item">
                {message(error)}
              </p>
            ))}
          </div>
        )}
        <ReservationCodeField tours name="code" value={code} onValueChange={setCode} error={fieldError('code')} />
        <TextField label={t`Apellido`} name="last_name" autoComplete="family-name" maxLength={80} value={lastName} onValueChange={setLastName} error={fieldError('last_name')} />
        <button type="submit" className="button button--primary" disabled={finding}>
          {finding ? t`Buscando…` : t`Buscar reservación`}
        </button>
      </form>
    </section>
  );
}
