import { Plural, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useRef, useState, type FormEvent } from 'react';
import { useFormats } from '../../i18n/formats';
import type { ChangeDraft } from '../../../machines/itinerary/itinerary.setup';
import { TextField } from '../../components/inputs/text-field';
import { Checkout, type PaymentActorRef } from '../payment/payment-provider';
import { ChangeSeats, revealSeatless, type SeatMapView } from './change-seats';
import type { ItineraryActor } from './itinerary-binding';
import './itinerary.css';
import '../../styles/payment-refusal.css';
import { StepErrors } from '../../components/feedback/step-errors';

// /administra-reservacion/cambio-horarios: a ticket's leg to another bus, or an open leg's date (decisions
// 028, 033). The page renders the chart's step: a date → its buses → the bus's seat map, a seat per passenger →
// confirm; the
// fare difference is said before the traveller confirms. Nothing here decides: the chart and the server do.

type Snapshot = ReturnType<ItineraryActor['getSnapshot']>;
type Step = 'pickingDate' | 'loadingSchedules' | 'pickingSchedule' | 'checkingSeats' | 'pickingSeat' | 'applying' | 'paying';
const selectStep = (s: Snapshot): Step | null => {
  const value = s.value as { viewing?: { changing?: Step } };
  return typeof value.viewing === 'object' ? (value.viewing.changing ?? null) : null;
};
const selectChange = (s: Snapshot) => s.context.change;
const selectErrors = (s: Snapshot) => s.context.errors;
const selectPayment = (s: Snapshot) => s.children.payChange as PaymentActorRef | undefined;
const selectTicket = (s: Snapshot) => s.context.view?.tickets.find((t) => t.ticketId === s.context.change?.ticketId) ?? null;

/** The move is being made, or paid in the checkout: the day and the bus stay as chosen meanwhile. */
const busyElsewhere = (step: Step) => step === 'applying' || step === 'paying';

/** "Sin diferencia", "Pagas $X MXN más", "Te devolvemos $X MXN". */
export function useDifferenceText() {
  const { t } = useLingui();
  const formats = useFormats();
  return (difference: number) => {
    const amount = formats.moneyMxn(Math.abs(difference));
    if (difference > 0) return t`Pagas ${amount} más`;
    if (difference < 0) return t`Te devolvemos ${amount}`;
    return t`Sin diferencia de tarifa`;
  };
}

const selectCanConfirm = (s: Snapshot) => s.can({ type: 'change.confirm' });

export function ChangePage({ actor, SeatMapGrid }: { actor: ItineraryActor; SeatMapGrid: SeatMapView }) {
  const { t } = useLingui();
  const step = useSelector(actor, selectStep);
  const change = useSelector(actor, selectChange);
  const ticket = useSelector(actor, selectTicket);
  const errors = useSelector(actor, selectErrors);
  if (!step || !change) {
    return (
      <section className="reservation-step" aria-labelledby="itinerary-change-title">
        <h1 className="reservation-step__title" id="itinerary-change-title">{t`Cambio de horario`}</h1>
        <p className="reservation-step__status" role="status">{t`Abriendo tu reservación…`}</p>
      </section>
    );
  }
  return (
    <section className="reservation-step itinerary-change" aria-labelledby="itinerary-change-title">
      <h1 className="reservation-step__title" id="itinerary-change-title">
        {change.open ? t`Confirma la fecha de tu boleto` : t`Cambio de horario`}
      </h1>
      {ticket && (
        <p className="itinerary-change__ticket">
          {t`Boleto`} <strong>{ticket.number}</strong> · {ticket.passengerName}
        </p>
      )}
      <p className="reservation-step__intro">
        {change.open
          ? t`Elige el día, el horario y el asiento de tu viaje dentro de la vigencia de tu boleto.`
          : t`Elige el nuevo día, el horario y el asiento. Se cambian todos los pasajeros de este trayecto.`}
      </p>
      <StepErrors errors={errors} />
      <DateForm actor={actor} step={step} change={change} />
      {change.schedules && step !== 'pickingDate' && step !== 'loadingSchedules' && <Schedules actor={actor} step={step} change={change} />}
      {change.availability && (step === 'pickingSeat' || step === 'applying' || step === 'paying') && <Confirm actor={actor} step={step} change={change} SeatMapGrid={SeatMapGrid} />}
      <div className="itinerary-detail__actions">
        <button type="button" className="button button--secondary" disabled={step === 'applying' || step === 'paying'} onClick={() => actor.send({ type: 'change.dismiss' })}>
          {t`Cancelar cambio`}
        </button>
      </div>
    </section>
  );
}

function DateForm({ actor, step, change }: { actor: ItineraryActor; step: Step; change: ChangeDraft }) {
  const { t } = useLingui();
  const [date, setDate] = useState(change.date ?? '');
  const loading = step === 'loadingSchedules';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (date) actor.send({ type: 'change.date', date });
  };
  return (
    <form className="itinerary-change__date" noValidate onSubmit={submit} aria-busy={loading}>
      <TextField label={t`Nueva fecha`} type="date" name="date" required value={date} onValueChange={setDate} disabled={busyElsewhere(step)} />
      <button type="submit" className="button button--primary" disabled={loading || busyElsewhere(step) || step === 'checkingSeats'}>
        {loading ? t`Buscando horarios…` : t`Ver horarios`}
      </button>
    </form>
  );
}

function Schedules({ actor, step, change }: { actor: ItineraryActor; step: Step; change: ChangeDraft }) {
  const { t } = useLingui();
  const difference = useDifferenceText();
  const formats = useFormats();
  const checking = step === 'checkingSeats';
  return (
    <section className="itinerary-detail__block" aria-labelledby="itinerary-change-buses">
      <h2 id="itinerary-change-buses">{t`Horarios del ${formats.date(change.schedules?.date ?? '')}`}</h2>
      {checking && <p role="status">{t`Consultando asientos…`}</p>}
      <ul className="itinerary-change__buses">
        {change.schedules?.options.map((o) => {
          const time = formats.time(o.departureTime);
          const chosen = change.option?.scheduleId === o.scheduleId;
          return (
            <li key={o.scheduleId} className={chosen ? 'itinerary-change__bus itinerary-change__bus--chosen' : 'itinerary-change__bus'}>
              <span>
                <strong>{time}</strong> → {formats.time(o.arrivalTime)} · {o.busType} · <Plural value={o.freeSeats} one="# asiento libre" other="# asientos libres" /> · {difference(o.fareDifference)}
              </span>
              <button
                type="button"
                className="button button--secondary"
                aria-pressed={chosen}
                disabled={checking || busyElsewhere(step)}
                onClick={() => actor.send({ type: 'change.pick', scheduleId: o.scheduleId, scheduleDetailId: o.scheduleDetailId })}
              >
                {t`Elegir ${time}`}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Confirm({ actor, step, change, SeatMapGrid }: { actor: ItineraryActor; step: Step; change: ChangeDraft; SeatMapGrid: SeatMapView }) {
  const { t } = useLingui();
  const difference = useDifferenceText();
  const applying = step === 'applying';
  const paying = step === 'paying';
  const payment = useSelector(actor, selectPayment);
  const section = useRef<HTMLElement>(null);
  // The chart confirms only once every passenger has a seat: the button says what is missing until then.
  const complete = useSelector(actor, selectCanConfirm);
  const missing = (change.availability?.passengers.length ?? 0) - change.seats.length;
  const fare = change.availability?.fareDifference ?? 0;
  const amount = useFormats().moneyMxn(fare);
  return (
    <section className="itinerary-detail__block" aria-labelledby="itinerary-change-seat" ref={section}>
      <h2 id="itinerary-change-seat">{t`Elige tu asiento`}</h2>
      {change.availability && (
        <ChangeSeats
          availability={change.availability}
          seats={change.seats}
          seatFor={change.seatFor}
          disabled={applying || paying}
          SeatMapGrid={SeatMapGrid}
          onSeat={(seat) => actor.send({ type: 'change.seat', seat })}
          onPassenger={(ticketId) => actor.send({ type: 'change.passenger', ticketId })}
        />
      )}
      <p className="itinerary-change__difference" role="status">
        {t`Diferencia de tarifa`}: <strong>{difference(fare)}</strong>
      </p>
      {fare < 0 && <p>{t`Lo devolvemos a la tarjeta con la que pagaste, o como saldo a favor en taquilla si pagaste de otra forma.`}</p>}
      {paying && payment && (
        // A dearer bus: the card checkout every flow shows, with its checks and the bank's 3-D Secure code;
        // paying confirms the change.
        <section className="itinerary-change__card" aria-labelledby="itinerary-change-card">
          <h3 id="itinerary-change-card">{t`Tarjeta para pagar la diferencia`}</h3>
          <Checkout actor={payment} payLabel={(total) => t`Pagar ${total} y confirmar cambio`} leave={{ label: t`Otro horario`, onPress: () => actor.send({ type: 'change.back' }) }} />
        </section>
      )}
      {!paying && !applying && !complete && missing > 0 && (
        <p className="itinerary-change__missing" role="status" id="itinerary-change-missing">
          <Plural value={missing} one="Falta elegir el asiento de # pasajero." other="Falta elegir el asiento de # pasajeros." />
        </p>
      )}
      {!paying && (
        <div className="itinerary-detail__actions">
          <button
            type="button"
            className="button button--primary"
            aria-disabled={!complete || applying}
            aria-describedby={!complete && missing > 0 ? 'itinerary-change-missing' : undefined}
            onClick={() => {
              // Seats missing, the chart waits: the first passenger without one is brought to the traveller.
              if (!complete && missing > 0) revealSeatless(section.current);
              actor.send({ type: 'change.confirm' });
            }}
          >
            {applying ? t`Cambiando…` : fare > 0 ? t`Pagar ${amount} con tarjeta` : change.open ? t`Confirmar fecha` : t`Confirmar cambio`}
          </button>
          <button type="button" className="button button--secondary" disabled={applying} onClick={() => actor.send({ type: 'change.back' })}>
            {t`Otro horario`}
          </button>
        </div>
      )}
    </section>
  );
}
