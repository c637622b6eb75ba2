import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { formatMoney, formatTime } from '../../../../domain/display-format';
import type { PassengerCounts } from '../../../../domain/search/passengers';
import type { ScheduleOption } from '../../../../machines/reservation/reservation.ports';
import { discountKinds, scheduleFacts, splitDuration } from './schedule-facts';

interface ScheduleListProps {
  legend: string;
  options: readonly ScheduleOption[];
  passengers: PassengerCounts;
  isChosen: (option: ScheduleOption) => boolean;
  onChoose: (option: ScheduleOption) => void;
}

/** The day's schedules as a radio group: arrow keys move between them, as in any radio group. */
export function ScheduleList({ legend, options, passengers, isChosen, onChoose }: ScheduleListProps) {
  const kinds = discountKinds(passengers);
  const name = useId();
  return (
    <fieldset className="schedule-list">
      <legend className="visually-hidden">{legend}</legend>
      <ul className="schedule-list__items">
        {options.map((option) => (
          <li key={`${option.schedule_id}-${option.schedule_detail_id}`}>
            <ScheduleCard option={option} name={name} kinds={kinds} checked={isChosen(option)} onChoose={() => onChoose(option)} />
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

interface ScheduleCardProps {
  option: ScheduleOption;
  name: string;
  kinds: Array<'student' | 'teacher' | 'inapam'>;
  checked: boolean;
  onChoose: () => void;
}

function ScheduleCard({ option, name, kinds, checked, onChoose }: ScheduleCardProps) {
  const { t } = useLingui();
  const facts = scheduleFacts(option);
  const departure = facts.departureTime ? formatTime(facts.departureTime) : '—';
  const arrival = facts.arrivalTime ? formatTime(facts.arrivalTime) : '—';
  // An arrival on a later day than the departure is easy to miss at a glance.
  const nextDay = facts.arrivalDate && facts.departureDate && facts.arrivalDate > facts.departureDate;
  const discountLabels = { student: t`estudiante`, teacher: t`maestro`, inapam: t`INAPAM` };
  return (
    <label className="schedule-card" data-checked={checked}>
      <input type="radio" className="schedule-card__radio" name={name} checked={checked} onChange={onChoose} />
      <span className="schedule-card__times">
        <span className="schedule-card__time">
          <span className="schedule-card__caption">{t`Sale`}</span> <strong>{departure}</strong>
        </span>
        <span className="schedule-card__arrow" aria-hidden="true">→</span>
        <span className="schedule-card__time">
          <span className="schedule-card__caption">{t`Llega`}</span> <strong>{arrival}</strong>
          {nextDay ? <span className="schedule-card__next-day"> {t`(día siguiente)`}</span> : null}
        </span>
      </span>
      <span className="schedule-card__facts">
        {facts.durationMinutes !== null ? <Duration minutes={facts.durationMinutes} /> : null}
        {facts.busType ? <span className="schedule-card__bus">{facts.busType}</span> : null}
        {facts.freeSeats !== null ? (
          <span className="schedule-card__seats">
            {facts.freeSeats === 1 ? t`1 asiento disponible` : t`${facts.freeSeats} asientos disponibles`}
          </span>
        ) : null}
        {facts.discountSeats
          ? kinds.map((kind) => {
              const left = facts.discountSeats![kind];
              const label = discountLabels[kind];
              return (
                <span key={kind} className="schedule-card__discount">
                  {t`Lugares con descuento de ${label}: ${left}`}
                </span>
              );
            })
          : null}
      </span>
      {facts.price !== null ? (
        <span className="schedule-card__price">
          <span className="schedule-card__caption">{t`Precio de tu reservación`}</span> <strong>{formatMoney(facts.price)}</strong>
        </span>
      ) : null}
    </label>
  );
}

function Duration({ minutes }: { minutes: number }) {
  const { t } = useLingui();
  const [hours, rest] = splitDuration(minutes);
  const text = hours === 0 ? t`${rest} min` : rest === 0 ? t`${hours} h` : t`${hours} h ${rest} min`;
  return (
    <span className="schedule-card__duration">
      <span className="visually-hidden">{t`Duración:`} </span>
      {text}
    </span>
  );
}
