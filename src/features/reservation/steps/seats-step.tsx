import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import type { Leg, SeatMap } from '../../../../machines/reservation/reservation.ports';
import type { ServerMessage } from '../../../../domain/errors/server-message';
import type { ReservationActor } from '../flow/reservation-binding';
import { selectErrors, selectPassengers, type ReservationSnapshot } from './reservation-selectors';
import { DeadlineCountdown } from './deadline-countdown';
import { SeatMapGrid } from './seat-map';
import { SeatPassengers, usePassengerNames } from './seat-passengers';
import { seatArrangement, serviceClassOfBus } from './schedule-facts';
import { serviceClassLabels } from './reservation-labels';
import { useMessage } from '../../../i18n/use-message';
import { useRevealOnRefusal } from '../../../components/feedback/reveal';
import '../../../styles/reservation.css';
import '../../../styles/seat-map.css';

/** picking = the maps are shown; tapping = a tap's hold or release is on its way. */
type SeatsPhase = 'loading' | 'failed' | 'unseated' | 'picking' | 'tapping';

function selectSeatsPhase(snapshot: ReservationSnapshot): SeatsPhase {
  if (snapshot.matches({ booking: { step: { seats: { picking: 'idle' } } } })) return 'picking';
  if (snapshot.matches({ booking: { step: { seats: 'picking' } } })) return 'tapping';
  for (const phase of ['failed', 'unseated'] as const) {
    if (snapshot.matches({ booking: { step: { seats: phase } } })) return phase;
  }
  return 'loading';
}
const selectMaps = (snapshot: ReservationSnapshot) => snapshot.context.seatMaps;
const selectTaps = (snapshot: ReservationSnapshot) => snapshot.context.seatTaps;
const selectChosen = (snapshot: ReservationSnapshot) => snapshot.context.seatPassenger;
const selectLost = (snapshot: ReservationSnapshot) => snapshot.context.seatLost;
/** A refusal about one leg's seats (`departure.seats`) is shown beside that leg's map. */
const aboutLeg = (error: ServerMessage, leg: Leg) => error.field?.startsWith(`${leg}.`) ?? false;

/** Seat selection (docs/rules/booking.md#seats): the departure bus and, on a dated round trip, the return bus. */
export function SeatsStep({ actor }: { actor: ReservationActor }) {
  const { t } = useLingui();
  const phase = useSelector(actor, selectSeatsPhase);
  const maps = useSelector(actor, selectMaps);
  const taps = useSelector(actor, selectTaps);
  const chosen = useSelector(actor, selectChosen);
  const errors = useSelector(actor, selectErrors);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'seats.submit' });
  };
  const legs = (['departure', 'return'] as const).filter((leg) => maps[leg] !== null);
  const showMaps = phase === 'picking' || phase === 'tapping';

  return (
    <section className="reservation-step seats-step" aria-labelledby="seats-step-title">
      <h1 className="reservation-step__title" id="seats-step-title">
        {t`Elige tus asientos`}
      </h1>
      {/* Sticky (seat-map.css): the time left stays in sight while the two maps scroll on a phone. */}
      <div className="seats-step__countdown">
        <DeadlineCountdown actor={actor} />
      </div>
      <StepSeatErrors errors={errors.filter((error) => !legs.some((leg) => aboutLeg(error, leg)))} />
      {phase === 'loading' ? (
        <p className="reservation-step__status seats-step__loading" role="status">
          <Trans>Cargando el mapa de asientos…</Trans>
        </p>
      ) : null}
      {phase === 'failed' ? (
        <div className="reservation-step__failure">
          <button type="button" className="button" onClick={() => actor.send({ type: 'seats.retry' })}>
            <Trans>Reintentar</Trans>
          </button>
        </div>
      ) : null}
      {phase === 'loading' || phase === 'failed' ? (
        // The map may be slow or fail to come: the traveller can still go back a step.
        <div className="reservation-step__actions">
          <BackButton actor={actor} />
        </div>
      ) : null}
      {phase === 'unseated' ? (
        <p className="reservation-step__intro">
          <Trans>Tu salida es abierta: elegirás tu asiento cuando confirmes la fecha del viaje.</Trans>
        </p>
      ) : null}
      {showMaps || phase === 'unseated' ? (
        <form className="seats-form" onSubmit={submit} aria-busy={phase === 'tapping'}>
          <p className="visually-hidden" role="status">
            {phase === 'tapping' ? t`Apartando tu asiento…` : ''}
          </p>
          {showMaps
            ? legs.map((leg) => (
                <LegSeats
                  key={leg}
                  actor={actor}
                  leg={leg}
                  map={maps[leg]!}
                  chosen={chosen[leg]}
                  pending={taps.filter((tap) => tap.leg === leg).map((tap) => tap.seat_number)}
                  errors={errors}
                  onToggle={(seat) => actor.send({ type: 'seat.toggle', leg, seat_number: seat })}
                />
              ))
            : null}
          {showMaps ? <SeatLegend place={legs.some((leg) => maps[leg]!.cells.some((cell) => cell.kind === 'wheelchair'))} /> : null}
          <div className="reservation-step__actions">
            <BackButton actor={actor} />
            <button type="submit" className="button button--primary">
              <Trans>Continuar</Trans>
            </button>
          </div>
        </form>
      ) : null}
    </section>
  );
}

function BackButton({ actor }: { actor: ReservationActor }) {
  return (
    <button type="button" className="button button--secondary" onClick={() => actor.send({ type: 'step.back' })}>
      <Trans>Regresar</Trans>
    </button>
  );
}

interface LegSeatsProps {
  actor: ReservationActor;
  leg: Leg;
  map: SeatMap;
  chosen: number | null;
  pending: number[];
  errors: readonly ServerMessage[];
  onToggle: (seat: number) => void;
}

function LegSeats({ actor, leg, map, chosen, pending, errors, onToggle }: LegSeatsProps) {
  const { t, i18n } = useLingui();
  const busClass = serviceClassOfBus(map.name);
  const arrangement = seatArrangement(map.name);
  const busName = busClass ? `${i18n._(serviceClassLabels[busClass])}${arrangement ? ` ${arrangement}` : ''}` : map.name;
  const passengers = useSelector(actor, selectPassengers);
  const lost = useSelector(actor, selectLost);
  const nameOf = usePassengerNames(actor);
  const legErrors = errors.filter((error) => aboutLeg(error, leg));
  // The context's errors array is new only when a refusal arrives, so the message is revealed once.
  const revealRef = useRevealOnRefusal<HTMLElement>(legErrors.length > 0 ? errors : null);
  const headingId = `seats-${leg}-title`;
  const needed = map.seats_to_pick;
  const chosenCount = map.passengers.filter((p) => p.seat_number !== null).length;
  const discounts = [
    { count: passengers.student + passengers.student_flex, left: map.discount_seats.student, label: t`estudiante` },
    { count: passengers.teacher + passengers.teacher_flex, left: map.discount_seats.teacher, label: t`maestro` },
    { count: passengers.inapam, left: map.discount_seats.inapam, label: t`INAPAM` },
  ].filter((discount) => discount.count > 0);
  return (
    <section className="seat-leg" aria-labelledby={headingId} ref={revealRef}>
      <h2 className="seat-leg__title" id={headingId}>
        {leg === 'departure' ? t`Salida` : t`Regreso`} <span className="seat-leg__bus">{busName}</span>
      </h2>
      <p className="seat-leg__count">
        <Plural value={needed} one="Elige # asiento" other="Elige # asientos" />{' '}
        <span className="seat-leg__chosen">{t`(elegidos: ${chosenCount} de ${needed})`}</span>
      </p>
      {discounts.length > 0 ? (
        <p className="seat-leg__discounts">
          {t`Asientos con descuento disponibles en este autobús:`}{' '}
          {discounts.map((discount) => `${discount.label} ${discount.left}`).join(', ')}
        </p>
      ) : null}
      {map.seats_healthy ? <p className="seat-leg__note">{t`Este viaje guarda sana distancia: los asientos junto a uno ocupado no se ofrecen.`}</p> : null}
      <SeatPassengers actor={actor} leg={leg} map={map} chosen={chosen} />
      {legErrors.length > 0 ? <SeatErrors errors={legErrors} reveal /> : null}
      <SeatMapGrid nameOf={nameOf} map={map} pending={pending} lost={lost?.leg === leg ? lost.seat_number : null} labelledBy={headingId} onToggle={onToggle} />
    </section>
  );
}

function SeatLegend({ place }: { place: boolean }) {
  const { t } = useLingui();
  const items = [
    { look: 'free', label: t`Libre` },
    { look: 'taken', label: t`Ocupado` },
    { look: 'picked', label: t`Tu asiento` },
    { look: 'unavailable', label: t`No disponible` },
  ];
  return (
    <ul className="seat-legend" aria-label={t`Simbología`}>
      {items.map((item) => (
        <li key={item.look} className="seat-legend__item">
          <span className={`seat-legend__swatch seat-button--${item.look}`} aria-hidden="true" />
          {item.label}
        </li>
      ))}
      {place ? (
        <li className="seat-legend__item">
          <span className="seat-legend__swatch seat-map__place" aria-hidden="true">
            ♿
          </span>
          {t`Espacio para silla de ruedas`}
        </li>
      ) : null}
    </ul>
  );
}

/** Step errors; a lost seat also names the seat numbers, so the traveller knows which to replace. */
/**
 * The step's own refusals (a seat missing for a passenger): above the maps, so "Continuar" at their foot would
 * seem to do nothing on a phone unless the message is brought into view with the focus on it.
 */
function StepSeatErrors({ errors }: { errors: readonly ServerMessage[] }) {
  const ref = useRevealOnRefusal<HTMLDivElement>(errors.length > 0 ? errors : null);
  return (
    <div ref={ref}>
      <SeatErrors errors={errors} reveal />
    </div>
  );
}

function SeatErrors({ errors, reveal = false }: { errors: readonly ServerMessage[]; reveal?: boolean }) {
  const message = useMessage();
  const { t } = useLingui();
  if (errors.length === 0) return null;
  return (
    <div className="step-errors" role="alert" data-reveal={reveal || undefined}>
      {errors.map((error, index) => {
        const seats = error.seats?.join(', ');
        return (
          <p key={`${error.code}-${index}`} className="step-errors__item">
            {message(error)} {seats ? t`Asientos: ${seats}.` : null}
          </p>
        );
      })}
    </div>
  );
}
