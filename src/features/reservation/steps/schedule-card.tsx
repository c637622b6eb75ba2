import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useRevealOnRefusal } from '../../../components/feedback/reveal';
import { passengerTypes, type PassengerCounts } from '../../../../domain/search/passengers';
import type { DiscountGroup } from '../../../../domain/seats/discount-quota';
import { scheduleShortfall } from '../../../../machines/reservation/chart-helpers';
import type { ScheduleRefusal, ScheduleShortfall } from '../../../../machines/reservation/reservation-context';
import type { ScheduleOption } from '../../../../machines/reservation/reservation.ports';
import { passengerTypeLabels } from '../../../i18n/passenger-labels';
import { amenityLabels, serviceClassLabels } from './reservation-labels';
import { scheduleFacts, seatArrangement, splitDuration } from './schedule-facts';
import { useFormats } from '../../../i18n/formats';
import { formatTime } from '../../../../domain/display-format';

interface ScheduleCardProps {
  option: ScheduleOption;
  name: string;
  passengers: PassengerCounts;
  kinds: DiscountGroup[];
  checked: boolean;
  /** Why the chart refused this bus when the traveller chose it, and what it offers instead, or null. */
  refused: Omit<ScheduleRefusal, 'leg'> | null;
  onChoose: () => void;
  /** Chooses the bus the refusal offers instead (one of this list with room for the whole party). */
  onChooseInstead?: (() => void) | undefined;
}

/**
 * One bus of the day: times, class and what it offers, seats and discount places left for the
 * passengers searched, and the price per person by type. A bus that cannot take the party shows no
 * price (its places cannot be had); chosen, it says what it lacks (the chart refused it).
 */
export function ScheduleCard({ option, name, passengers, kinds, checked, refused, onChoose, onChooseInstead }: ScheduleCardProps) {
  const formats = useFormats();
  const { t, i18n } = useLingui();
  const messageId = useId();
  const facts = scheduleFacts(option);
  const short = scheduleShortfall(option, passengers);
  const departure = facts.departureTime ? formats.time(facts.departureTime) : '—';
  const arrival = facts.arrivalTime ? formats.time(facts.arrivalTime) : '—';
  // An arrival on a later day than the departure is easy to miss at a glance.
  const nextDay = facts.arrivalDate && facts.departureDate && facts.arrivalDate > facts.departureDate;
  const discountLabels = { student: t`estudiante`, teacher: t`maestro`, inapam: t`INAPAM` };
  const arrangement = seatArrangement(facts.busType);
  const busName = facts.serviceClass ? `${i18n._(serviceClassLabels[facts.serviceClass])}${arrangement ? ` ${arrangement}` : ''}` : facts.busType;
  const types = passengerTypes.filter((type) => passengers[type] > 0);
  // The refused radio is marked invalid, so reveal() keeps the focus on it (the arrow keys still move
  // through the list) and brings the card, its message below it, to the middle of the screen.
  const ref = useRevealOnRefusal<HTMLDivElement>(refused);
  return (
    <div ref={ref}>
      <label className="schedule-card" data-checked={checked} data-short={short !== null}>
        <input
          type="radio"
          className="schedule-card__radio"
          name={name}
          checked={checked}
          onChange={onChoose}
          aria-describedby={refused ? messageId : undefined}
          aria-invalid={refused ? true : undefined}
        />
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
          {busName ? <span className="schedule-card__bus">{busName}</span> : null}
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
          {facts.amenities.length > 0 ? (
            <span className="schedule-card__amenities">
              <span className="visually-hidden">{t`A bordo:`} </span>
              {facts.amenities.map((amenity) => (
                <span key={amenity} className="schedule-card__amenity">
                  {i18n._(amenityLabels[amenity])}
                </span>
              ))}
            </span>
          ) : null}
        </span>
        {short ? (
          <span className="schedule-card__price schedule-card__price--none">
            {t`Sin lugar para todo tu grupo`}
            <span className="schedule-card__short-why">
              <ShortWhy short={short} />
            </span>
          </span>
        ) : facts.price !== null ? (
          <span className="schedule-card__price">
            <span className="schedule-card__caption">{t`Precio de tu reservación`}</span> <strong>{formats.money(facts.price)}</strong>
            {facts.prices ? (
              <span className="schedule-card__per-type">
                {types.map((type) => (
                  <span key={type}>
                    {i18n._(passengerTypeLabels[type])}: {facts.prices![type] === 0 ? t`sin costo` : t`${formats.money(facts.prices![type] ?? 0)} c/u`}
                  </span>
                ))}
              </span>
            ) : null}
          </span>
        ) : null}
      </label>
      {refused ? (
        <div className="schedule-card__refusal" id={messageId} role="alert">
          <p>
            <ShortfallText short={refused} />
          </p>
          <p>
            <WhatToDo refused={refused} />
          </p>
          {refused.instead && onChooseInstead ? (
            <button type="button" className="button button--secondary schedule-card__instead" onClick={onChooseInstead}>
              {t`Elegir el autobús de las ${insteadTime(refused)}`}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

const insteadTime = (refused: Pick<ScheduleRefusal, 'instead'>) => (refused.instead?.departure_time ? formatTime(refused.instead.departure_time) : '');

/** The quota labels, one and many, by discount group. */
function useQuotaWords() {
  const { t } = useLingui();
  return {
    one: { student: t`lugar de estudiante`, teacher: t`lugar de maestro`, inapam: t`lugar INAPAM` },
    many: { student: t`lugares de estudiante`, teacher: t`lugares de maestro`, inapam: t`lugares INAPAM` },
  };
}

/** On the card, before any choice: what the bus lacks ("Quedan 2 de los 3 lugares INAPAM que buscas"). */
function ShortWhy({ short }: { short: ScheduleShortfall }) {
  const { t } = useLingui();
  const words = useQuotaWords();
  const quota = short.quotas[0];
  if (!quota) {
    const left = short.seatsLeft ?? 0;
    return <>{left === 1 ? t`Queda 1 asiento` : t`Quedan ${left} asientos`}</>;
  }
  const { left, wanted } = quota;
  const many = words.many[quota.group];
  return <>{left === 0 ? t`Ya no quedan ${many}` : t`Quedan ${left} de los ${wanted} ${many} que buscas`}</>;
}

/** "Solo quedan 2 lugares INAPAM en este autobús." */
function ShortfallText({ short }: { short: ScheduleShortfall }) {
  const { t } = useLingui();
  const words = useQuotaWords();
  const quota = short.quotas[0];
  if (!quota) {
    const left = short.seatsLeft ?? 0;
    return <>{left === 1 ? t`Solo queda 1 asiento en este autobús.` : t`Solo quedan ${left} asientos en este autobús.`}</>;
  }
  const one = words.one[quota.group];
  const many = words.many[quota.group];
  const left = quota.left;
  return (
    <>
      {left === 0
        ? t`Ya no quedan ${many} en este autobús.`
        : left === 1
          ? t`Solo queda 1 ${one} en este autobús.`
          : t`Solo quedan ${left} ${many} en este autobús.`}
    </>
  );
}

/**
 * What to do instead: the bus of the day that takes the whole party, which the chart found; else another day, or,
 * when only a discount is short and the seats are there, the rest of the party at another fare.
 */
function WhatToDo({ refused }: { refused: Omit<ScheduleRefusal, 'leg'> }) {
  const { t } = useLingui();
  const words = useQuotaWords();
  if (refused.instead) return <>{t`El autobús de las ${insteadTime(refused)} de este día tiene lugar para todo tu grupo.`}</>;
  const quota = refused.quotas[0];
  if (!quota || refused.seatsLeft !== null) return <>{t`Ningún otro autobús de este día tiene lugar para todo tu grupo: elige otro día.`}</>;
  const many = words.many[quota.group];
  const rest = quota.wanted - quota.left;
  return (
    <>
      {rest === 1
        ? t`Ningún otro autobús de este día tiene ${many} para todos: elige otro día, o cambia tu búsqueda para que 1 pasajero viaje con otra tarifa (adulto).`
        : t`Ningún otro autobús de este día tiene ${many} para todos: elige otro día, o cambia tu búsqueda para que ${rest} pasajeros viajen con otra tarifa (adulto).`}
    </>
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
