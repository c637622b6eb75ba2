import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { formatDateTimeIn } from '../../../domain/display-format';
import { DEFAULT_TIME_ZONE } from '../../../domain/search/calendar-dates';
import { PEND_APPEAR_MINUTES_BEFORE } from '../../../domain/tickets/pend-rules';
import { pendView } from '../../../machines/pend/pend.machine';
import { usePendActor, type PendActor } from './pend-actor-context';
import './pend-hold-status.css';

// What a PEND ticket card shows of the running PEND chart (pend-provider.tsx): the ticket type and
// what the traveller must do now.

type CheckPhase = 'checking' | 'waiting' | 'failed' | null;

const selectView = (snapshot: ReturnType<PendActor['getSnapshot']>) => pendView(snapshot);
const selectCheck = (snapshot: ReturnType<PendActor['getSnapshot']>): CheckPhase =>
  snapshot.matches('pending') ? (snapshot.value as { pending: { payment: Exclude<CheckPhase, null> } }).pending.payment : null;

const isoOf = (ms: number) => formatDateTimeIn(new Date(ms).toISOString(), DEFAULT_TIME_ZONE);

/** The ticket type a PEND card shows: E-ticket once the hold's chart saw the payment. */
export function PendTicketType({ pending }: { pending: string }) {
  const actor = usePendActor();
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
export function PendHoldStatus({ announce = true, departureAt = null }: { announce?: boolean; departureAt?: string | null }) {
  const actor = usePendActor();
  return actor ? <HoldStatus actor={actor} announce={announce} departureAt={departureAt} /> : null;
}

function HoldStatus({ actor, announce, departureAt }: { actor: PendActor; announce: boolean; departureAt: string | null }) {
  const { t } = useLingui();
  const view = useSelector(actor, selectView);
  const check = useSelector(actor, selectCheck);
  const times = actor.getSnapshot().context;
  const holdTime = isoOf(times.holdUntil);
  const appearTime = isoOf(times.appearBy);
  const appearMinutes = PEND_APPEAR_MINUTES_BEFORE;
  // A later leg (the return) is paid with the first one: its card states that one deadline, not the
  // office visit of the first departure as if it were its own.
  const laterLeg = departureAt !== null && Date.parse(departureAt) > times.departureAt;
  return (
    <div className={`pend-hold pend-hold--${view}`}>
      {view === 'held' && (
        <p className="ticket-card__pend" role={announce ? 'status' : undefined}>
          {laterLeg
            ? t`Paga antes de ${holdTime}: un solo pago cubre tu ida y tu regreso.`
            : t`Paga antes de ${holdTime}. Preséntate en la taquilla ${appearMinutes} minutos antes de la salida, a más tardar el ${appearTime}, para cambiarlo por tu boleto.`}
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
