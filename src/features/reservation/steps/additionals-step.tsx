import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import type { AdditionalsSelection } from '../../../../machines/reservation/reservation.ports';
import type { ReservationActor } from '../flow/reservation-binding';
import { draftAdditionalsTotal, passengerRoster, samePrices, selectAdditionalPrices, type AdditionalOption } from './additionals-view';
import { passengerTitle } from './reservation-labels';
import { sameShuttleOffer, selectShuttleOffer, ShuttleChoice } from './shuttle-choice';
import { errorsFor, generalErrors, selectAdditionalsSaving, selectErrors, selectPassengers, type ReservationSnapshot } from './reservation-selectors';
import { useMessage } from '../../../i18n/use-message';
import { StepErrors } from './server-messages';
import { TripTourChoice } from './trip-tour-choice';
import { useReservationTours } from './trip-tours-read';
import { MemberLuggageNotice } from '../../loyalty/loyalty-provider';

/** The member the booking is linked to: the luggage shown is theirs, whoever is signed in now. */
const selectMember = (snapshot: ReservationSnapshot) => snapshot.context.member ?? null;
import '../../../styles/reservation.css';
import { useFormats } from '../../../i18n/formats';

/** The chart's selection as edited, the wheelchair note always present (an empty one is not sent). */
export type AdditionalsDraft = AdditionalsSelection & { wheelchairNote: string; tours: number[] };

const fields = ['insurance', 'shuttle', 'pets', 'wheelchair', 'tours'];
const selectSaved = (snapshot: ReservationSnapshot) => snapshot.context.additionals;

function initialDraft(saved: AdditionalsSelection | null): AdditionalsDraft {
  return { insurance: [], shuttle: null, pet: false, wheelchair: false, ...saved, wheelchairNote: saved?.wheelchairNote ?? '', tours: saved?.tours ?? [] };
}

/**
 * Insurance per passenger, a shuttle connection, a pet and a wheelchair space. The shuttle is
 * offered only where a leg ends in its area (domain/reservation/shuttle-rules.ts); the server
 * applies the same rule.
 */
export function AdditionalsStep({ actor }: { actor: ReservationActor }) {
  const formats = useFormats();
  const { t, i18n } = useLingui();
  const message = useMessage();
  const passengers = useSelector(actor, selectPassengers);
  const prices = useSelector(actor, selectAdditionalPrices, samePrices);
  const saved = useSelector(actor, selectSaved);
  const errors = useSelector(actor, selectErrors);
  const saving = useSelector(actor, selectAdditionalsSaving);
  const shuttle = useSelector(actor, selectShuttleOffer, sameShuttleOffer);
  const member = useSelector(actor, selectMember);
  const [draft, setDraft] = useState<AdditionalsDraft>(() => initialDraft(saved));
  const tours = useReservationTours(actor);
  const roster = passengerRoster(passengers);
  const fieldError = (field: string) => {
    const error = errorsFor(errors, field)[0];
    return error ? message(error) : null;
  };
  const price = (option: AdditionalOption | undefined) => {
    if (!option) return null;
    if (option.price === 0) return t`Sin costo`;
    const amount = formats.money(option.price);
    return option.unit === 'reservation' ? t`${amount} por reservación` : t`${amount} por pasajero`;
  };
  const toggleInsurance = (index: number, on: boolean) =>
    setDraft((current) => ({
      ...current,
      insurance: on ? [...current.insurance, index].sort((a, b) => a - b) : current.insurance.filter((i) => i !== index),
    }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A shuttle kept from another trip is not sent where none is offered; the tours only once they are known
    // (a failed read must not let go of a tour the order holds).
    const { tours: chosenTours, ...rest } = draft;
    const sent: AdditionalsSelection = { ...rest, shuttle: shuttle ? draft.shuttle : null, ...(tours ? { tours: chosenTours } : {}) };
    actor.send({ type: 'additionals.submit', additionals: sent });
  };
  const tourTotal = tours?.tours.find((tour) => tour.slots.some((slot) => slot.timeslot_id === draft.tours[0]))?.total ?? 0;
  const subtotal = formats.money(draftAdditionalsTotal(draft, prices, passengers) + tourTotal);

  return (
    <section className="reservation-step" aria-labelledby="additionals-step-title">
      <h1 className="reservation-step__title" id="additionals-step-title">
        {t`Servicios adicionales`}
      </h1>
      <MemberLuggageNotice member={member} />
      <form className="additionals-form" onSubmit={submit} aria-busy={saving}>
        <StepErrors errors={generalErrors(errors, fields)} />
        <fieldset className="additional">
          <legend className="additional__title">
            {t`Seguro de viajero`} <span className="additional__price">{price(prices.insurance)}</span>
          </legend>
          <ul className="additional__choices">
            {roster.map(({ index, type }) => {
              const position = index + 1;
              return (
                <li key={index}>
                  <label className="check-field">
                    <input type="checkbox" checked={draft.insurance.includes(index)} onChange={(event) => toggleInsurance(index, event.target.checked)} />
                    <span>{passengerTitle(i18n, position, type)}</span>
                  </label>
                </li>
              );
            })}
          </ul>
          <FieldError text={fieldError('insurance')} />
        </fieldset>
        {shuttle ? (
          <ShuttleChoice
            offer={shuttle}
            value={draft.shuttle}
            onChange={(destination) => setDraft((current) => ({ ...current, shuttle: destination }))}
            price={price(prices.shuttle)}
            error={fieldError('shuttle')}
          />
        ) : null}
        <div className="additional">
          <label className="check-field additional__title">
            <input type="checkbox" checked={draft.pet} onChange={(event) => setDraft((current) => ({ ...current, pet: event.target.checked }))} />
            <span>
              {t`Viajo con mi mascota (pequeña, en transportadora)`} <span className="additional__price">{price(prices.pet)}</span>
            </span>
          </label>
          <FieldError text={fieldError('pets')} />
        </div>
        <div className="additional">
          <label className="check-field additional__title">
            <input
              type="checkbox"
              checked={draft.wheelchair}
              onChange={(event) => setDraft((current) => ({ ...current, wheelchair: event.target.checked }))}
            />
            <span>
              {t`Necesito espacio para silla de ruedas`} <span className="additional__price">{price(prices.wheelchair)}</span>
            </span>
          </label>
          {draft.wheelchair ? (
            <div className="additional__detail">
              <label htmlFor="additional-wheelchair-note">{t`¿Qué asistencia necesitas?`}</label>
              <textarea
                id="additional-wheelchair-note"
                className="additional__textarea"
                maxLength={300}
                rows={3}
                value={draft.wheelchairNote}
                onChange={(event) => setDraft((current) => ({ ...current, wheelchairNote: event.target.value }))}
                aria-invalid={fieldError('wheelchair') ? true : undefined}
                aria-describedby={fieldError('wheelchair') ? 'additional-wheelchair-error' : undefined}
              />
            </div>
          ) : null}
          <FieldError id="additional-wheelchair-error" text={fieldError('wheelchair')} />
        </div>
        <TripTourChoice
          tours={tours}
          value={draft.tours[0] ?? null}
          onChange={(timeslot) => setDraft((current) => ({ ...current, tours: timeslot === null ? [] : [timeslot] }))}
          error={fieldError('tours')}
        />
        <p className="additionals-form__subtotal">
          {t`Adicionales elegidos:`} <strong>{subtotal}</strong>
        </p>
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

function FieldError({ text, id }: { text: string | null; id?: string }) {
  return text ? (
    <p className="field-error" id={id}>
      {text}
    </p>
  ) : null;
}
