import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useId, useState } from 'react';
import type { ReservationActor } from '../flow/reservation-binding';
import { conceptLabels } from './reservation-labels';
import { passengerTypeLabels } from '../../../i18n/passenger-labels';
import { SummarySeats } from './summary-seats';
import { useReservationTours } from './trip-tours-read';
import { selectSummaryModel, type LegSummary, type SummaryModel } from './summary-view';
import '../../../styles/reservation.css';
import { useFormats } from '../../../i18n/formats';

// The model is rebuilt on every snapshot; comparing its content keeps the panel still while
// nothing it shows has changed.
const sameModel = (a: SummaryModel, b: SummaryModel) => JSON.stringify(a) === JSON.stringify(b);

/** Trip, passengers, prices and total; follows every choice, folds away on phones. */
export function SummaryPanel({ actor }: { actor: ReservationActor }) {
  const formats = useFormats();
  const model = useSelector(actor, selectSummaryModel, sameModel);
  const [expanded, setExpanded] = useState(false);
  const bodyId = useId();
  const { t, i18n } = useLingui();
  // The order's tours (held or paid) are part of what the traveller pays.
  const tours = useReservationTours(actor)?.chosen ?? null;
  const total = model.total === null ? t`por definir` : formats.money(model.total + (tours?.total ?? 0));
  // A named region, not an aside: the page places the panel in its own complementary column.
  return (
    <section className="summary-panel" aria-label={t`Resumen de tu reservación`} data-expanded={expanded}>
      <div className="summary-panel__header">
        <h2 className="summary-panel__title">{t`Tu viaje`}</h2>
        <p className="summary-panel__total" aria-live="polite" aria-atomic="true">
          <span>{t`Total`}</span> <strong data-testid="summary-total">{total}</strong>
        </p>
        {/* Only visible on narrow screens (CSS); on wide ones the body is always shown. */}
        <button
          type="button"
          className="summary-panel__toggle button button--secondary"
          aria-expanded={expanded}
          aria-controls={bodyId}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? t`Ocultar detalle` : t`Ver detalle`}
        </button>
      </div>
      <div className="summary-panel__body" id={bodyId}>
        <p className="summary-panel__route">
          {model.origin} <span aria-hidden="true">→</span>
          <span className="visually-hidden">{t`a`}</span> {model.destination}
        </p>
        <p className="summary-panel__kind">{model.round ? t`Viaje redondo` : t`Viaje sencillo`}</p>
        <dl className="summary-panel__legs">
          {model.legs.map((leg) => (
            <LegRow key={leg.leg} leg={leg} />
          ))}
        </dl>
        <SummarySeats actor={actor} />
        <h3 className="summary-panel__subtitle">{t`Pasajeros`}</h3>
        <ul className="summary-panel__list">
          {model.passengers.map(({ type, count }) => (
            <li key={type}>
              {count} × {i18n._(passengerTypeLabels[type])}
            </li>
          ))}
        </ul>
        {model.additionals.length > 0 ? (
          <>
            <h3 className="summary-panel__subtitle">{t`Adicionales`}</h3>
            <ul className="summary-panel__list">
              {model.additionals.map((line) => (
                <li key={line.concept} className="summary-panel__line">
                  <span>
                    {conceptLabels[line.concept] ? i18n._(conceptLabels[line.concept]!) : line.concept} × {line.quantity}
                  </span>
                  <span>{formats.money(line.amount)}</span>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {tours ? (
          <>
            <h3 className="summary-panel__subtitle">{t`Tours`}</h3>
            <ul className="summary-panel__list">
              {tours.items.map((item) => (
                <li key={item.timeslot_id} className="summary-panel__line">
                  <span>
                    {item.name} · {formats.date(item.date)} · {formats.time(item.start_time)}
                  </span>
                  <span>{formats.money(item.subtotal)}</span>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </section>
  );
}

function LegRow({ leg }: { leg: LegSummary }) {
  const formats = useFormats();
  const { t, i18n } = useLingui();
  const title = leg.leg === 'departure' ? t`Salida` : t`Regreso`;
  const when = leg.open ? t`Abierto` : leg.date ? formats.date(leg.date) : '—';
  return (
    <div className="summary-panel__leg">
      <dt>{title}</dt>
      <dd>
        <span className="summary-panel__leg-route">
          {leg.from} <span aria-hidden="true">→</span>
          <span className="visually-hidden">{t`a`}</span> {leg.to}
        </span>{' '}
        <span>{when}</span>
        {leg.time ? <span className="summary-panel__time"> · {formats.time(leg.time)}</span> : null}
        {leg.price !== null ? <span className="summary-panel__price">{formats.money(leg.price)}</span> : null}
        {leg.lines.length > 0 ? (
          <ul className="summary-panel__fares">
            {leg.lines.map((line) => (
              <li key={line.passenger_type ?? line.concept}>
                {line.quantity} × {line.passenger_type ? i18n._(passengerTypeLabels[line.passenger_type]) : title}{' '}
                {formats.money(line.unit_price)}
              </li>
            ))}
          </ul>
        ) : null}
      </dd>
    </div>
  );
}
