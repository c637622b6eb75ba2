import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, type FormEvent } from 'react';
import { PassengerSteppers } from './passenger-steppers';
import type { SearchField } from './search-form-view';
import { useSearchForm } from './use-search-form';
import './search-form.css';

/** Messages of one field, announced politely when they appear. */
function FieldMessages({ id, messages }: { id: string; messages: string[] | undefined }) {
  return (
    <div id={id} className="search-form__messages" aria-live="polite">
      {messages?.map((text) => (
        <p key={text} className="search-form__message">
          {text}
        </p>
      ))}
    </div>
  );
}

/** SPEC §2 search form: renders the flow's search state and sends its events (no rules here). */
export function SearchForm({ fromHome }: { fromHome: boolean }) {
  const { t } = useLingui();
  const { view, send, prime } = useSearchForm({ fromHome });
  // Inside the flow the chart is loaded already; only the home page waits for a first touch.
  useEffect(() => {
    if (!fromHome) prime();
  }, [fromHome, prime]);
  const id = useId();
  const msgId = (field: SearchField) => `${id}-${field}-messages`;
  const invalid = (field: SearchField) => (view.messages[field]?.length ? true : undefined);
  const destinations = view.origins.find((origin) => origin.id === view.origin)?.destinations ?? [];
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'search.submit' });
  };
  const change = (patch: Parameters<typeof send>[0] & { type: 'search.change' }) => send(patch);

  return (
    <form className="search-form" onSubmit={onSubmit} onFocusCapture={prime} onPointerDownCapture={prime} onPointerOver={prime} noValidate>
      <div className="search-form__places">
        <div className="search-form__field">
          <label htmlFor={`${id}-origin`}>{t`Origen`}</label>
          <select
            id={`${id}-origin`}
            value={view.origin}
            aria-invalid={invalid('origin')}
            aria-describedby={msgId('origin')}
            // The chart drops a destination the new origin does not serve.
            onChange={(event) => change({ type: 'search.change', patch: { origin: event.target.value } })}
          >
            <option value="">{view.originsStatus === 'loading' ? t`Cargando orígenes…` : t`Elige el origen`}</option>
            {view.origins.map((origin) => (
              <option key={origin.id} value={origin.id}>
                {origin.name}
              </option>
            ))}
          </select>
          {view.originsStatus === 'failed' ? (
            <button type="button" className="button button--link" onClick={() => send({ type: 'origins.retry' })}>
              <Trans>Volver a cargar los orígenes</Trans>
            </button>
          ) : null}
          <FieldMessages id={msgId('origin')} messages={view.messages.origin} />
        </div>
        <div className="search-form__field">
          <label htmlFor={`${id}-destination`}>{t`Destino`}</label>
          <select
            id={`${id}-destination`}
            value={view.destination}
            aria-invalid={invalid('destination')}
            aria-describedby={msgId('destination')}
            onChange={(event) => change({ type: 'search.change', patch: { destination: event.target.value } })}
          >
            <option value="">{view.origin ? t`Elige el destino` : t`Primero elige el origen`}</option>
            {destinations.map((destination) => (
              <option key={destination.id} value={destination.id}>
                {destination.name}
              </option>
            ))}
          </select>
          <FieldMessages id={msgId('destination')} messages={view.messages.destination} />
        </div>
      </div>

      <fieldset className="search-form__group">
        <legend>{t`Fechas`}</legend>
        <label className="search-form__check">
          <input type="checkbox" checked={view.round} onChange={(event) => change({ type: 'search.change', patch: { round: event.target.checked } })} />
          {t`Viaje redondo`}
        </label>
        <div className="search-form__dates">
          <div className="search-form__field">
            <label htmlFor={`${id}-departure`}>{t`Fecha de salida`}</label>
            <input
              id={`${id}-departure`}
              type="date"
              min={view.today ?? undefined}
              value={view.departure.date ?? ''}
              disabled={view.departure.open}
              aria-invalid={invalid('departure')}
              aria-describedby={msgId('departure')}
              onChange={(event) => change({ type: 'search.change', patch: { departure: { date: event.target.value || null } } })}
            />
            <label className="search-form__check">
              <input
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
              <label htmlFor={`${id}-return`}>{t`Fecha de regreso`}</label>
              <input
                id={`${id}-return`}
                type="date"
                min={view.departure.date ?? view.today ?? undefined}
                value={view.return.date ?? ''}
                disabled={view.return.open}
                aria-invalid={invalid('return')}
                aria-describedby={msgId('return')}
                onChange={(event) => change({ type: 'search.change', patch: { return: { date: event.target.value || null } } })}
              />
              <label className="search-form__check">
                <input
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
          onChange={(type, count) => change({ type: 'search.change', patch: { passengers: { [type]: count } } })}
        />
        <FieldMessages id={msgId('passengers')} messages={view.messages.passengers} />
      </fieldset>

      <div className="search-form__field search-form__promo">
        <label htmlFor={`${id}-promo`}>{t`Código promocional`}</label>
        <div className="search-form__promo-row">
          <input
            id={`${id}-promo`}
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
