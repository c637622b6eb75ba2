import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { chosenOption } from '../../../../machines/reservation/chart-helpers';
import type { Leg, ScheduleOption } from '../../../../machines/reservation/reservation.ports';
import type { ReservationActor } from '../flow/reservation-binding';
import {
  errorsFor,
  generalErrors,
  sameSchedulesPhase,
  selectErrors,
  selectPassengers,
  selectSchedulesPhase,
  type ReservationSnapshot,
} from './reservation-selectors';
import { ScheduleList } from './schedule-list';
import { weekdayOf } from './schedule-facts';
import { StepErrors } from './server-messages';
import { legRoute, selectRoute } from './summary-view';
import '../../../styles/reservation.css';
import { useFormats } from '../../../i18n/formats';

const pageOf = (leg: Leg | null) => (snapshot: ReservationSnapshot) => (leg ? snapshot.context.schedules[leg] : null);
const legOf = (leg: Leg | null) => (snapshot: ReservationSnapshot) => (leg ? snapshot.context.reservation[leg] : null);
const refusalOf = (leg: Leg | null) => (snapshot: ReservationSnapshot) => {
  const refusal = snapshot.context.scheduleRefusal ?? null;
  return refusal && refusal.leg === leg ? refusal : null;
};
const sameRoute = (a: { origin: string; destination: string }, b: { origin: string; destination: string }) =>
  a.origin === b.origin && a.destination === b.destination;

/** Departure list, then the return list on a round trip with a dated return (the chart decides). */
export function SchedulesStep({ actor }: { actor: ReservationActor }) {
  const formats = useFormats();
  const { t, i18n } = useLingui();
  const phase = useSelector(actor, selectSchedulesPhase, sameSchedulesPhase);
  const leg = phase.leg;
  const page = useSelector(actor, pageOf(leg));
  const chosen = useSelector(actor, legOf(leg));
  const passengers = useSelector(actor, selectPassengers);
  const refusal = useSelector(actor, refusalOf(leg));
  const route = useSelector(actor, selectRoute, sameRoute);
  const allErrors = useSelector(actor, selectErrors);
  // The chart refuses a submit without a schedule with a message of its own, shown by the button.
  const missingSchedule = errorsFor(allErrors, 'schedule').length > 0;
  const errors = generalErrors(allErrors, ['schedule']);

  if (phase.phase === 'saving') {
    return (
      <section className="reservation-step" aria-busy="true">
        <h1 className="reservation-step__title">{t`Horarios`}</h1>
        <p className="reservation-step__status" role="status">{t`Guardando tu horario…`}</p>
      </section>
    );
  }
  if (!leg || !chosen) return null;

  const heading = leg === 'departure' ? t`Elige tu horario de salida` : t`Elige tu horario de regreso`;
  const { from, to } = legRoute(route, leg);
  const direction = leg === 'departure' ? t`Salida: ${from} → ${to}` : t`Regreso: ${from} → ${to}`;
  const date = chosen.date;
  const loaded = phase.phase === 'listing' && page;
  // While loading, the buttons follow the calendar; once loaded, the server's next_day/prev_day.
  const prevDisabled = phase.phase === 'loading' || (page !== null && page.prev_day === null);
  const nextDisabled = phase.phase === 'loading' || (page !== null && page.next_day === null);
  const isChosen = (option: ScheduleOption) => chosenOption([option], chosen) !== undefined;
  const choose = (option: ScheduleOption) =>
    actor.send({
      type: 'schedule.select',
      schedule: { schedule_id: option.schedule_id, schedule_detail_id: option.schedule_detail_id, layout_id: option.layout_id },
    });

  return (
    <section className="reservation-step" aria-labelledby="schedules-step-title" aria-busy={phase.phase === 'loading'}>
      <h1 className="reservation-step__title" id="schedules-step-title">
        {heading}
      </h1>
      <p className="schedule-route">{direction}</p>
      <div className="day-nav">
        <button type="button" className="button button--secondary day-nav__button" disabled={prevDisabled} onClick={() => actor.send({ type: 'schedules.prevDay' })}>
          <span aria-hidden="true">‹</span> {t`Día anterior`}
        </button>
        <p className="day-nav__date" aria-live="polite">
          {date ? (
            <>
              <span className="day-nav__weekday">{weekdayOf(date, i18n.locale)}</span> <strong>{formats.date(date)}</strong>
            </>
          ) : null}
        </p>
        <button type="button" className="button button--secondary day-nav__button" disabled={nextDisabled} onClick={() => actor.send({ type: 'schedules.nextDay' })}>
          {t`Día siguiente`} <span aria-hidden="true">›</span>
        </button>
      </div>

      {phase.phase === 'loading' ? (
        <p className="reservation-step__status" role="status">{t`Buscando horarios…`}</p>
      ) : null}
      {phase.phase === 'failed' ? (
        <div className="reservation-step__failure">
          <StepErrors errors={errors} />
          <button type="button" className="button button--secondary" onClick={() => actor.send({ type: 'schedules.retry' })}>
            {t`Reintentar`}
          </button>
        </div>
      ) : null}
      {loaded ? (
        <>
          <StepErrors errors={errors} />
          {page.schedules.length === 0 ? (
            <p className="reservation-step__empty">{t`No hay salidas este día. Prueba con el día anterior o el siguiente.`}</p>
          ) : (
            <ScheduleList
              legend={`${heading} · ${direction}`}
              options={page.schedules}
              passengers={passengers}
              refusal={refusal}
              isChosen={isChosen}
              onChoose={choose}
            />
          )}
        </>
      ) : null}

      {missingSchedule ? (
        <p className="reservation-step__hint" role="alert">{t`Elige un horario para continuar.`}</p>
      ) : null}
      <div className="reservation-step__actions">
        <button type="button" className="button button--secondary" onClick={() => actor.send({ type: 'step.back' })}>
          {t`Regresar`}
        </button>
        <button type="button" className="button button--primary" disabled={!loaded} onClick={() => actor.send({ type: 'schedules.submit' })}>
          {t`Continuar`}
        </button>
      </div>
    </section>
  );
}
