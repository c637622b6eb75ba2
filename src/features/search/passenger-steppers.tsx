import { useLingui } from '@lingui/react/macro';
import { passengerTypes, type PassengerCounts, type PassengerType } from '../../../domain/search/passengers';
import { passengerTypeLabels as labels } from '../../i18n/passenger-labels';


// A stepper only keeps counts sensible (never negative); the limits (docs/rules/booking.md#who-may-travel-together) are the chart's
// rules, warned of as the counts change and shown as messages on a search, so a traveller learns
// why instead of finding a dead button.
const MAX_PER_TYPE = 10;
// At a limit a button is aria-disabled, not disabled: a disabled button under the focus drops it to
// the page's top, so a keyboard traveller tapping '+' to 10 (or '−' to 0) would lose their place.

export function PassengerSteppers({
  passengers,
  onChange,
  describedBy,
  warnings,
  warningsId,
}: {
  passengers: PassengerCounts;
  onChange: (type: PassengerType, count: number) => void;
  describedBy?: string;
  /** What the search will refuse of this mix, said while the counts change. */
  warnings: string[];
  warningsId: string;
}) {
  const { t, i18n } = useLingui();
  return (
    <>
      <ul className="passenger-steppers" aria-describedby={`${describedBy ?? ''} ${warningsId}`.trim()}>
        {passengerTypes.map((type) => {
          const label = i18n._(labels[type]);
          const count = passengers[type];
          const countId = `passengers-${type}-count`;
          return (
            <li key={type} className="passenger-stepper">
              <span className="passenger-stepper__label" id={`passengers-${type}-label`}>
                {label}
              </span>
              <span className="passenger-stepper__controls">
                <button
                  type="button"
                  className="passenger-stepper__button"
                  aria-label={t`Quitar: ${label}`}
                  aria-describedby={countId}
                  aria-disabled={count === 0}
                  onClick={() => count > 0 && onChange(type, count - 1)}
                >
                  <span aria-hidden="true">−</span>
                </button>
                <output id={countId} className="passenger-stepper__count" aria-live="polite" aria-label={t`${label}: ${count}`}>
                  {count}
                </output>
                <button
                  type="button"
                  className="passenger-stepper__button"
                  aria-label={t`Agregar: ${label}`}
                  aria-describedby={countId}
                  aria-disabled={count >= MAX_PER_TYPE}
                  onClick={() => count < MAX_PER_TYPE && onChange(type, count + 1)}
                >
                  <span aria-hidden="true">+</span>
                </button>
              </span>
            </li>
          );
        })}
      </ul>
      {/* Always in the page, so a screen reader hears a warning as it appears. */}
      <div id={warningsId} className="passenger-steppers__warnings" role="status">
        {warnings.map((text) => (
          <p key={text} className="passenger-steppers__warning">
            {text}
          </p>
        ))}
      </div>
    </>
  );
}
