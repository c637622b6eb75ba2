import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useLayoutEffect, useState, type FormEvent } from 'react';
import { useRevealOnRefusal } from '../../components/feedback/reveal';
import { lastSaleDay } from '../../../domain/search/sales-horizon';
import { PassengerSteppers } from './passenger-steppers';
import { matchingPlaces, PlaceCombobox } from './place-combobox';
import type { SearchField } from './search-form-view';
import { typedBeforeHydration, type SearchFieldIds } from './typed-before-hydration';
import { useSearchForm } from './use-search-form';
import './search-form.css';

/** Messages of one field, announced politely when they appear. */
function FieldMessages({ id, messages }: { id: string; messages: string[] | undefined }) {
  return (
    <div id={id} className="search-form__messages" aria-live="polite">
      {messages?.map((text) => (
        // A refused search brings its first message into view and focus (reveal.ts).
        <p key={text} className="search-form__message" data-reveal>
          {text}
        </p>
      ))}
    </div>
  );
}

/** The search form (docs/rules/booking.md#the-search-form): renders the flow's search state and sends its events (no rules here). */
export function SearchForm({ fromHome }: { fromHome: boolean }) {
  const { t } = useLingui();
  const { view, send, prime } = useSearchForm({ fromHome });
  const [submits, setSubmits] = useState(0);
  const hasMessages = Object.values(view.messages).some((list) => list && list.length > 0);
  // A new refusal for each search sent: the same one is not brought back into view while typing.
  const refusal = submits > 0 && view.busy === null && hasMessages ? submits : null;
  const formRef = useRevealOnRefusal<HTMLFormElement>(refusal);
  // Once the search has answered, its messages speak; before, the steppers warn as they move.
  const warnings = hasMessages ? [] : view.warnings;
  // Inside the flow the chart is loaded already; only the home page waits for a first touch.
  useEffect(() => {
    if (!fromHome) prime();
  }, [fromHome, prime]);
  const id = useId();
  const ids: SearchFieldIds = {
    round: `${id}-round`,
    departure: `${id}-departure`,
    departureOpen: `${id}-departure-open`,
    return: `${id}-return`,
    returnOpen: `${id}-return-open`,
    promo: `${id}-promo`,
  };
  // Once, right after hydrating a pre-rendered page: what was typed before goes to the chart, and a form
  // the visitor is already in loads the flow as a focus would have (typed-before-hydration.ts).
  // A search pressed meanwhile was held (public/early-search.js): it is sent now, after what was typed.
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.dataset.searchLive = 'true';
    const patch = typedBeforeHydration(document, ids, view);
    if (patch) send({ type: 'search.change', patch });
    else if (formRef.current?.contains(document.activeElement)) prime();
    if (root.dataset.searchHeld === 'true') {
      delete root.dataset.searchHeld;
      setSubmits((count) => count + 1);
      send({ type: 'search.submit' });
    }
    // Only the first render's inputs can hold text React has not seen.
  }, []);
  const msgId = (field: SearchField) => `${id}-${field}-messages`;
  // The date pickers offer only the days on sale; a typed later day is refused with the rule's message.
  const lastDay = view.today ? lastSaleDay(view.today) : undefined;
  const invalid = (field: SearchField) => (view.messages[field]?.length ? true : undefined);
  const from = view.origins.find((origin) => origin.id === view.origin);
  const destinations = from?.destinations ?? [];
  // A terminal the chosen origin does not serve is named, so "no terminal matches" does not read as a typo.
  const noDestination = (query: string) => {
    const meant = from && query.trim() ? matchingPlaces(view.origins, query).find((place) => place.id !== from.id) : undefined;
    return from && meant ? t`No hay viajes de ${from.name} a ${meant.name}.` : t`Ninguna terminal coincide.`;
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmits((count) => count + 1);
    send({ type: 'search.submit' });
  };
  const change = (patch: Parameters<typeof send>[0] & { type: 'search.change' }) => send(patch);

  return (
    <form ref={formRef} className="search-form" onSubmit={onSubmit} onFocusCapture={prime} onPointerDownCapture={prime} onPointerOver={prime} noValidate>
      <div className="search-form__places">
        <div className="search-form__field">
          <PlaceCombobox
            id={`${id}-origin`}
            label={t`Origen`}
            places={view.origins}
            value={view.origin}
            placeholder={view.originsStatus === 'loading' ? t`Cargando orígenes…` : t`Ciudad o terminal`}
            noMatch={t`Ninguna terminal coincide.`}
            invalid={invalid('origin')}
            describedBy={msgId('origin')}
            // The chart drops a destination the new origin does not serve.
            onChange={(origin) => change({ type: 'search.change', patch: { origin } })}
          />
          {view.originsStatus === 'failed' ? (
            <button type="button" className="button button--link" onClick={() => send({ type: 'origins.retry' })}>
              <Trans>Volver a cargar los orígenes</Trans>
            </button>
          ) : null}
          <FieldMessages id={msgId('origin')} messages={view.messages.origin} />
        </div>
        <button
          type="button"
          className="search-form__swap"
          aria-label={t`Intercambiar origen y destino`}
          onClick={() => send({ type: 'search.swap' })}
        >
          <span aria-hidden="true">⇅</span>
        </button>
        <div className="search-form__field">
          <PlaceCombobox
            id={`${id}-destination`}
            label={t`Destino`}
            places={destinations}
            value={view.destination}
            placeholder={view.origin ? t`Ciudad o terminal` : t`Primero elige el origen`}
            noMatch={noDestination}
            invalid={invalid('destination')}
            describedBy={msgId('destination')}
            onChange={(destination) => change({ type: 'search.change', patch: { destination } })}
          />
          <FieldMessages id={msgId('destination')} messages={view.messages.destination} />
        </div>
      </div>

      <fieldset className="search-form__group">
        <legend>{t`Fechas`}</legend>
        <label className="search-form__check">
          <input id={ids.round} type="checkbox" checked={view.round} onChange={(event) => change({ type: 'search.change', patch: { round: event.target.checked } })} />
          {t`Viaje redondo`}
        </label>
        <div className="search-form__dates">
          <div className="search-form__field">
            <label htmlFor={ids.departure}>{t`Fecha de salida`}</label>
            <input
              id={ids.departure}
              type="date"
              min={view.today ?? undefined}
              max={lastDay}
              value={view.departure.date ?? ''}
              disabled={view.departure.open}
              aria-invalid={invalid('departure')}
              aria-describedby={msgId('departure')}
              onChange={(event) => change({ type: 'search.change', patch: { departure: { date: event.target.value || null } } })}
            />
            <label className="search-form__check">
              <input
                id={ids.departureOpen}
                type="checkbox"
                checked={view.departure.open}
                onChange={(event) => change({ type: 'search.change', patch: { departure: { open: event.target.checked } } })}
              />
              {t`Salida abierta`}
            </label>
            <FieldMessages id={msgId('departure')} messages={view.messages.departure} />
          </div>
          {view.round ? (
            <div className="search-form__field">
              <label htmlFor={ids.return}>{t`Fecha de regreso`}</label>
              <input
                id={ids.return}
                type="date"
                min={view.departure.date ?? view.today ?? undefined}
                max={lastDay}
                value={view.return.date ?? ''}
                disabled={view.return.open}
                aria-invalid={invalid('return')}
                aria-describedby={msgId('return')}
                onChange={(event) => change({ type: 'search.change', patch: { return: { date: event.target.value || null } } })}
              />
              <label className="search-form__check">
                <input
                  id={ids.returnOpen}
                  type="checkbox"
                  checked={view.return.open}
                  onChange={(event) => change({ type: 'search.change', patch: { return: { open: event.target.checked } } })}
                />
                {t`Regreso abierto`}
              </label>
              <FieldMessages id={msgId('return')} messages={view.messages.return} />
            </div>
          ) : null}
        </div>
      </fieldset>

      <fieldset className="search-form__group">
        <legend>{t`Pasajeros`}</legend>
        <PassengerSteppers
          passengers={view.passengers}
          describedBy={msgId('passengers')}
          warnings={warnings}
          warningsId={`${id}-passenger-warnings`}
          onChange={(type, count) => change({ type: 'search.change', patch: { passengers: { [type]: count } } })}
        />
        <FieldMessages id={msgId('passengers')} messages={view.messages.passengers} />
      </fieldset>

      <div className="search-form__field search-form__promo">
        <label htmlFor={ids.promo}>{t`Código promocional`}</label>
        <div className="search-form__promo-row">
          <input
            id={ids.promo}
            type="text"
            autoComplete="off"
            value={view.promotionalCode}
            aria-invalid={invalid('promotional_code')}
            aria-describedby={msgId('promotional_code')}
            onChange={(event) => change({ type: 'search.change', patch: { promotional_code: event.target.value } })}
          />
          <button type="button" className="button button--secondary" disabled={view.busy !== null} onClick={() => send({ type: 'promo.check' })}>
            {view.busy === 'checking' ? t`Verificando…` : t`Verificar código`}
          </button>
        </div>
        {view.acceptedPromotion ? (
          <p className="search-form__accepted" role="status">
            {view.acceptedPromotion.percentOff === null
              ? t`Código ${view.acceptedPromotion.code} aplicado`
              : t`Código ${view.acceptedPromotion.code} aplicado: ${view.acceptedPromotion.percentOff}% de descuento`}
          </p>
        ) : null}
        <FieldMessages id={msgId('promotional_code')} messages={view.messages.promotional_code} />
      </div>

      <FieldMessages id={msgId('form')} messages={view.messages.form} />
      <button type="submit" className="button button--primary search-form__submit" disabled={view.busy !== null}>
        {view.busy === 'creating' ? t`Buscando…` : t`Buscar viaje`}
      </button>
    </form>
  );
}
