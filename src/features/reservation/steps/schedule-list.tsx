import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { PassengerCounts } from '../../../../domain/search/passengers';
import { scheduleShortfall } from '../../../../machines/reservation/chart-helpers';
import type { ScheduleRefusal } from '../../../../machines/reservation/reservation-context';
import type { ScheduleOption } from '../../../../machines/reservation/reservation.ports';
import { ScheduleCard } from './schedule-card';
import { discountKinds, scheduleFacts, sortSchedules, type ScheduleOrder } from './schedule-facts';
import '../../../styles/schedules.css';

interface ScheduleListProps {
  legend: string;
  options: readonly ScheduleOption[];
  passengers: PassengerCounts;
  /** The chart's refusal of a bus of this list, shown on that bus. */
  refusal: ScheduleRefusal | null;
  isChosen: (option: ScheduleOption) => boolean;
  onChoose: (option: ScheduleOption) => void;
}

type BusIds = Pick<ScheduleRefusal, 'schedule_id' | 'schedule_detail_id'>;

const sameBus = (option: ScheduleOption, refusal: BusIds | null) =>
  refusal !== null &&
  String(refusal.schedule_id) === String(option.schedule_id) &&
  String(refusal.schedule_detail_id) === String(option.schedule_detail_id);

/** Choosing the bus a refusal offers instead (the chart found it on this list), if it offers one. */
function insteadOf(refusal: ScheduleRefusal | null, options: readonly ScheduleOption[], onChoose: (option: ScheduleOption) => void) {
  const instead = refusal?.instead;
  const option = instead && options.find((candidate) => sameBus(candidate, instead));
  return option ? () => onChoose(option) : undefined;
}

/**
 * The day's schedules as a radio group (arrow keys move between them), in the order the traveller
 * picks: by departure time or by price. The order is this list's own view state.
 */
export function ScheduleList({ legend, options, passengers, refusal, isChosen, onChoose }: ScheduleListProps) {
  const { t } = useLingui();
  const [order, setOrder] = useState<ScheduleOrder>('departure');
  const kinds = discountKinds(passengers);
  const name = useId();
  const sortId = useId();
  // A bus that cannot take the party has no price for it: by price it goes last.
  const priced = (option: ScheduleOption) => (scheduleShortfall(option, passengers) ? null : scheduleFacts(option).price);
  const sorted = sortSchedules(options, order, priced);
  return (
    <>
      <div className="schedule-sort">
        <label className="schedule-sort__label" htmlFor={sortId}>
          {t`Ordenar por`}
        </label>
        <select id={sortId} className="schedule-sort__select" value={order} onChange={(event) => setOrder(event.target.value as ScheduleOrder)}>
          <option value="departure">{t`Hora de salida`}</option>
          <option value="price">{t`Precio más bajo`}</option>
        </select>
      </div>
      <fieldset className="schedule-list">
        <legend className="visually-hidden">{legend}</legend>
        <ul className="schedule-list__items">
          {sorted.map((option) => (
            <li key={`${option.schedule_id}-${option.schedule_detail_id}`}>
              <ScheduleCard
                option={option}
                name={name}
                passengers={passengers}
                kinds={kinds}
                checked={isChosen(option)}
                refused={sameBus(option, refusal) ? refusal : null}
                onChoose={() => onChoose(option)}
                onChooseInstead={insteadOf(refusal, options, onChoose)}
              />
            </li>
          ))}
        </ul>
      </fieldset>
    </>
  );
}
