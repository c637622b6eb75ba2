import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { useTourWords } from './tour-format';
import { statusNames } from './tour-labels';
import type { Availability } from './tours-loaders';
import type { Timeslot } from './tours-queries';
import { ToursUnavailable } from './tours-unavailable';
import { useFormats } from '../../i18n/formats';

/** How many of the next bookable days are offered as buttons; the rest wait for a calendar of their own. */
const DAYS_SHOWN = 12;

function DaySlotsPicker({ availability, onPickDay }: { availability: Availability; onPickDay: (date: string) => void }) {
  const { t } = useLingui();
  const words = useTourWords();
  const dates = (availability.dates ?? []).slice(0, DAYS_SHOWN);
  if (dates.length === 0)
    return (
      <p role="status">
        <Trans>Este tour no tiene fechas a la venta por ahora.</Trans>
      </p>
    );
  return (
    <ul className="tours__days" aria-label={t`Próximos días`}>
      {dates.map(({ date, available }) => {
        const day = words.day(date, 'long');
        return (
        <li key={date}>
          {/* A day with no room is shown, never offered (docs/rules/tours.md#days-and-timeslots). */}
          <button
            type="button"
            className="tours__day"
            aria-pressed={availability.day === date}
            disabled={!available}
            aria-label={available ? day : t`${day}: sin lugares`}
            onClick={() => onPickDay(date)}
          >
            {words.day(date)}
            {available ? null : <span className="tours__day-note">{t`Sin lugares`}</span>}
          </button>
        </li>
        );
      })}
    </ul>
  );
}

function SlotChoice({ slot, chosen, onChoose }: { slot: Timeslot; chosen: boolean; onChoose: () => void }) {
  const formats = useFormats();
  const { t, i18n } = useLingui();
  const soldOut = slot.status === 'sold_out';
  const places = slot.places_left;
  return (
    <li className={`tours__slot tours__slot--${slot.status}`}>
      <label>
        {/* Shown but not choosable when sold out (docs/rules/tours.md#days-and-timeslots). */}
        <input type="radio" name="timeslot" value={slot.id} checked={chosen} disabled={soldOut} onChange={onChoose} />
        <span className="tours__slot-time">
          {formats.time(slot.start_time)} – {formats.time(slot.end_time)}
        </span>
        <span className="tours__slot-status">{i18n._(statusNames[slot.status])}</span>
        {soldOut ? null : <span className="tours__slot-places">{places === 1 ? t`Queda 1 lugar` : t`Quedan ${places} lugares`}</span>}
      </label>
    </li>
  );
}

/** The picked day's timeslots: a choice among those not sold out. */
function DaySlots({ day, slots, chosen, onChoose }: { day: string; slots: Timeslot[] | null; chosen: number | null; onChoose: (id: number) => void }) {
  const { t } = useLingui();
  const words = useTourWords();
  const longDay = words.day(day, 'long');
  return (
    <fieldset className="tours__slots">
      <legend>{t`Horarios del ${longDay}`}</legend>
      {slots === null ? (
        <ToursUnavailable />
      ) : (
        <ul>
          {slots.map((slot) => (
            <SlotChoice key={slot.id} slot={slot} chosen={chosen === slot.id} onChoose={() => onChoose(slot.id)} />
          ))}
        </ul>
      )}
    </fieldset>
  );
}

/**
 * The tour's availability: its next bookable days and, for the day picked, its timeslots with places left and
 * status. What booking the chosen timeslot offers is the page's (`booking`: the shop's party picker).
 */
export function TourAvailability({ availability, onPickDay, booking }: { availability: Availability | null; onPickDay: (date: string) => void; booking?: (slot: Timeslot | null) => ReactNode }) {
  const { t } = useLingui();
  // The timeslot chosen, kept for its day only: another day starts with none.
  const [choice, setChoice] = useState<{ day: string; id: number } | null>(null);
  const day = availability?.day;
  const chosenId = choice && choice.day === day ? choice.id : null;
  const chosen = availability?.timeslots?.find((slot) => slot.id === chosenId && slot.status !== 'sold_out') ?? null;
  return (
    <section className="tours__section tours__availability" aria-labelledby="tour-availability">
      <h2 id="tour-availability" className="tours__heading">{t`Disponibilidad`}</h2>
      {availability === null ? (
        <p role="status">{t`Consultando los días disponibles…`}</p>
      ) : availability.dates === null ? (
        <ToursUnavailable />
      ) : (
        <>
          <p>{t`Elige un día para ver sus horarios.`}</p>
          <DaySlotsPicker availability={availability} onPickDay={onPickDay} />
        </>
      )}
      {day ? <DaySlots day={day} slots={availability?.timeslots ?? null} chosen={chosenId} onChoose={(id) => setChoice({ day, id })} /> : null}
      {booking ? <div className="tours__book">{booking(chosen)}</div> : null}
    </section>
  );
}
