import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { AdventureDay, AdventureView } from '../../../machines/adventures/adventures.ports';
import { StepErrors } from '../../components/feedback/step-errors';
import { useAdventureWords } from './adventure-words';
import type { AdventuresActor } from './adventures-binding';
import { selectAdventure, selectDays, selectDeparture, selectErrors, selectOptionId, selectStep } from './adventures-selectors';
import { PriceNote } from './price-note';
import { StepHeading } from './step-heading';

/** How many of the next days with departures are offered as buttons. */
const DAYS_SHOWN = 14;

function Options({ adventure, chosen, disabled, onChoose }: { adventure: AdventureView; chosen: string | null; disabled: boolean; onChoose: (optionId: string) => void }) {
  const { t } = useLingui();
  const words = useAdventureWords();
  if (adventure.options.length < 2) return null;
  return (
    <fieldset className="adventures__choices">
      <legend>{t`Modalidad`}</legend>
      {adventure.options.map((option) => (
        <label key={option.optionId} className="adventures__choice">
          <input type="radio" name="option" value={option.optionId} checked={chosen === option.optionId} disabled={disabled} onChange={() => onChoose(option.optionId)} />
          <span className="adventures__choice-name">{option.name}</span>
          <span>{t`${words.money(option.totalAdult)} por adulto`}</span>
        </label>
      ))}
    </fieldset>
  );
}

function Departures({ day, chosen, onChoose }: { day: AdventureDay; chosen: string | null; onChoose: (availabilityId: string) => void }) {
  const { t } = useLingui();
  const words = useAdventureWords();
  const longDay = words.day(day.date, 'long');
  return (
    <fieldset className="adventures__choices">
      <legend>{t`Horarios del ${longDay}`}</legend>
      {day.departures.map((departure) => {
        const open = departure.available && departure.placesLeft > 0;
        const places = departure.placesLeft;
        return (
          <label key={departure.availabilityId} className="adventures__choice" data-full={open ? undefined : 'true'}>
            <input type="radio" name="departure" value={departure.availabilityId} checked={chosen === departure.availabilityId} disabled={!open} onChange={() => onChoose(departure.availabilityId)} />
            <span className="adventures__choice-name">{words.time(departure.startTime)}</span>
            <span>{open ? (places === 1 ? t`Queda 1 lugar` : t`Quedan ${places} lugares`) : t`Sin lugares`}</span>
            <span className="adventures__choice-price">
              {departure.totalMinor === null ? t`${words.money(departure.totalAdult)} por adulto` : t`${words.money(departure.totalAdult)} por adulto, ${words.money(departure.totalMinor)} por menor`}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}

/** /aventuras/fechas: the adventure's option, its next days and a day's departures with places and prices. */
export function DatesScreen({ actor }: { actor: AdventuresActor }) {
  const { t } = useLingui();
  const words = useAdventureWords();
  const step = useSelector(actor, selectStep);
  const adventure = useSelector(actor, selectAdventure);
  const optionId = useSelector(actor, selectOptionId);
  const days = useSelector(actor, selectDays);
  const chosen = useSelector(actor, selectDeparture);
  const errors = useSelector(actor, selectErrors);
  // The day whose departures are shown: the chosen departure's, else the one the traveller opened.
  const [opened, setOpened] = useState<string | null>(null);
  const shownDays = days.filter((d) => d.available).slice(0, DAYS_SHOWN);
  const chosenDay = days.find((d) => d.departures.some((x) => x.availabilityId === chosen))?.date ?? null;
  const day = days.find((d) => d.date === (opened ?? chosenDay)) ?? null;
  return (
    <div className="adventures__step">
      <p className="adventures__back">
        <button type="button" className="adventures__link-button" onClick={() => actor.send({ type: 'adventures.browse' })}>
          {t`Todas las aventuras`}
        </button>
      </p>
      <StepHeading>{adventure?.name ?? t`Elige fecha y horario`}</StepHeading>
      {adventure ? <p className="adventures__lead">{adventure.description}</p> : null}
      <StepErrors errors={errors} />
      {adventure ? <Options adventure={adventure} chosen={optionId} disabled={step !== 'dates.choosing'} onChoose={(id) => actor.send({ type: 'option.choose', optionId: id })} /> : null}
      {step === 'dates.loading' ? <p role="status">{t`Consultando fechas y lugares…`}</p> : null}
      {step === 'dates.failed' ? (
        <div className="adventures__actions">
          <button type="button" className="button button--primary" onClick={() => actor.send({ type: 'step.retry' })}>
            {t`Reintentar`}
          </button>
        </div>
      ) : null}
      {step === 'dates.choosing' ? (
        <section className="adventures__section" aria-labelledby="adventure-days">
          <h2 id="adventure-days" className="adventures__heading">{t`Fecha y horario`}</h2>
          {shownDays.length === 0 ? (
            <p role="status">
              <Trans>Esta aventura no tiene fechas con lugares por ahora.</Trans>
            </p>
          ) : (
            <ul className="adventures__days" aria-label={t`Próximos días`}>
              {shownDays.map((d) => (
                <li key={d.date}>
                  <button type="button" className="adventures__day" aria-pressed={day?.date === d.date} aria-label={words.day(d.date, 'long')} onClick={() => setOpened(d.date)}>
                    {words.day(d.date)}
                  </button>
                </li>
              ))}
            </ul>
          )}
          {day ? <Departures day={day} chosen={chosen} onChoose={(id) => actor.send({ type: 'departure.choose', availabilityId: id })} /> : <p>{t`Elige un día para ver sus horarios.`}</p>}
          <PriceNote />
          <div className="adventures__actions">
            <button type="button" className="button button--primary" disabled={chosen === null} onClick={() => actor.send({ type: 'dates.submit' })}>
              {t`Continuar`}
            </button>
          </div>
        </section>
      ) : null}
    </div>
  );
}
