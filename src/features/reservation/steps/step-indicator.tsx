import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ReservationActor } from '../flow/reservation-binding';
import { indicatorSteps, selectIndicatorIndex, type IndicatorStep } from './reservation-selectors';
import '../../../styles/reservation.css';

const stepLabels = {
  schedules: msg`Horarios`,
  contact: msg`Contacto`,
  additionals: msg`Adicionales`,
  seats: msg`Asientos`,
  payment: msg`Pago`,
  tickets: msg`Boletos`,
} satisfies Record<IndicatorStep, unknown>;

/** Where the traveller is in the purchase, from the chart's active step (not from the address). */
export function StepIndicator({ actor }: { actor: ReservationActor }) {
  return <StepIndicatorList current={useSelector(actor, selectIndicatorIndex)} />;
}

/** The indicator with `current` the index of the step in `indicatorSteps` (the step's shell paints it too). */
export function StepIndicatorList({ current }: { current: number }) {
  const { t, i18n } = useLingui();
  return (
    <nav className="step-indicator" aria-label={t`Pasos de la compra`}>
      <ol className="step-indicator__list">
        {indicatorSteps.map((step, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'todo';
          return (
            <li
              key={step}
              className="step-indicator__step"
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              {/* A check mark, not only a colour, tells a finished step apart. */}
              <span className="step-indicator__marker" aria-hidden="true">
                {state === 'done' ? '✓' : index + 1}
              </span>
              <span className="step-indicator__label">{i18n._(stepLabels[step])}</span>
              {state === 'done' ? <span className="visually-hidden">{t`(completado)`}</span> : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
