import { useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { ActorRefFrom, AnyActorLogic } from 'xstate';
import { pendMachine, pendView } from '../../../../machines/pend/pend.machine';
import type { TicketLine } from '../../../../machines/reservation/reservation-actors';
import { createServiceClient } from '../../../api/service-clients';
import { currentEnvironment } from '../../../api/vite-environment';
import { inspect } from '../../devtools/inspection';
import { createLongTimerClock } from './long-timer-clock';
import { createPendActors } from './pend-actors';
import { formatDateTime } from './payment-view';
import './pend-hold-status.css';

// The PEND hold of the reservation on the tickets page (machines/pend): one chart per reservation,
// since the server pays or releases all its PEND tickets at once, with the limits of the earliest
// PEND departure. Each PEND ticket card shows the active state.

type PendActor = ActorRefFrom<typeof pendMachine>;
const PendActorContext = createContext<PendActor | null>(null);

/** The earliest departure of the PEND tickets, ms since epoch; null when none has a dated departure. */
export function earliestPendDeparture(tickets: readonly TicketLine[]): number | null {
  const times = tickets.filter((t) => t.type === 'PEND' && t.departure).map((t) => Date.parse(t.departure!));
  const valid = times.filter((time) => Number.isFinite(time));
  return valid.length ? Math.min(...valid) : null;
}

interface PendHoldProps {
  code: string;
  departureAt: number;
  /** Runs once the reservation is paid: the page fetches its (now E-ticket) documents again. */
  onPaid: () => void;
  /** The chart's slots; the websale ones by default. */
  actors?: Record<string, AnyActorLogic>;
  children: ReactNode;
}

/** Runs the PEND chart while the tickets page shows the reservation's PEND tickets. */
export function PendHold({ code, departureAt, onPaid, actors, children }: PendHoldProps) {
  const [logic] = useState(() =>
    pendMachine.provide({
      actors: (actors ?? createPendActors(createServiceClient('websale', currentEnvironment()))) as never,
      actions: { announcePaid: () => onPaid() },
    }),
  );
  // The limits may be months away: longer than a browser timer can wait in one go.
  const [clock] = useState(createLongTimerClock);
  const actor = useActorRef(logic, { input: { code, departureAt }, inspect, clock });
  // A sleeping tab's timers lag: on waking, apply the limits that passed and ask for the payment.
  useEffect(() => {
    const wake = () => {
      if (document.visibilityState !== 'visible') return;
      actor.send({ type: 'deadline.check' });
      actor.send({ type: 'payment.check' });
    };
    document.addEventListener('visibilitychange', wake);
    return () => document.removeEventListener('visibilitychange', wake);
  }, [actor]);
  return <PendActorContext.Provider value={actor}>{children}</PendActorContext.Provider>;
}

type CheckPhase = 'checking' | 'waiting' | 'failed' | null;

const selectView = (snapshot: ReturnType<PendActor['getSnapshot']>) => pendView(snapshot);
const selectCheck = (snapshot: ReturnType<PendActor['getSnapshot']>): CheckPhase =>
  snapshot.matches('pending') ? (snapshot.value as { pending: { payment: Exclude<CheckPhase, null> } }).pending.payment : null;

const isoOf = (ms: number) => formatDateTime(new Date(ms).toISOString());

/** The ticket type a PEND card shows: E-ticket once the hold's chart saw the payment. */
export function PendTicketType({ pending }: { pending: string }) {
  const actor = useContext(PendActorContext);
  return actor ? <PaidOrPending actor={actor} pending={pending} /> : <>{pending}</>;
}

function PaidOrPending({ actor, pending }: { actor: PendActor; pending: string }) {
  const view = useSelector(actor, selectView);
  return <>{view === 'paid' ? 'E-ticket' : pending}</>;
}

/**
 * What the traveller must know about the hold now; nothing outside a running PEND chart. Every PEND
 * card shows it; only the one that `announce`s is a live region, so a change is read out once.
 */
export function PendHoldStatus({ announce = true }: { announce?: boolean }) {
  const actor = useContext(PendActorContext);
  return actor ? <HoldStatus actor={actor} announce={announce} /> : null;
}

function HoldStatus({ actor, announce }: { actor: PendActor; announce: boolean }) {
  const { t } = useLingui();
  const view = useSelector(actor, selectView);
  const check = useSelector(actor, selectCheck);
  const times = actor.getSnapshot().context;
  const holdTime = isoOf(times.holdUntil);
  const appearTime = isoOf(times.appearBy);
  return (
    <div className={`pend-hold pend-hold--${view}`}>
      {view === 'held' && (
        <p className="ticket-card__pend" role={announce ? 'status' : undefined}>
          {t`Paga antes de ${holdTime}. Preséntate en la taquilla 30 minutos antes de la salida, a más tardar el ${appearTime}, para cambiarlo por tu boleto.`}
        </p>
      )}
      {view === 'lastCall' && (
        <p className="ticket-card__pend" role={announce ? 'status' : undefined}>
          {t`Ve a la taquilla ahora: tu lugar se guarda hasta el ${holdTime}.`}
        </p>
      )}
      {view === 'checking' && (
        <p className="ticket-card__pend" role={announce ? 'status' : undefined}>
          {t`El plazo terminó el ${holdTime}. Comprobando si recibimos tu pago…`}
        </p>
      )}
      {view === 'expired' && (
        <p className="ticket-card__pend ticket-card__pend--expired" role={announce ? 'alert' : undefined}>
          {t`Tu lugar dejó de estar apartado el ${holdTime} sin que recibiéramos el pago: el asiento puede venderse a otra persona. Haz una nueva reservación para viajar.`}
        </p>
      )}
      {view === 'paid' && (
        <p className="ticket-card__pend ticket-card__pend--paid" role={announce ? 'status' : undefined}>
          {t`Pago recibido: tu boleto ya es un E-ticket, válido para viajar. Descarga el PDF actualizado para ver tu PIN.`}
        </p>
      )}
      {check && (
        <p className="pend-hold__check">
          {check === 'failed' && <span role={announce ? 'status' : undefined}>{t`No pudimos comprobar tu pago; lo intentaremos de nuevo en unos segundos.`} </span>}
          <button
            type="button"
            className="button button--secondary"
            disabled={check === 'checking'}
            aria-busy={check === 'checking'}
            onClick={() => actor.send({ type: 'payment.check' })}
          >
            {t`Ya pagué: comprobar pago`}
          </button>
        </p>
      )}
    </div>
  );
}
