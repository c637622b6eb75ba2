import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { formatDateTimeIn } from '../../../domain/display-format';
import { DEFAULT_TIME_ZONE } from '../../../domain/search/calendar-dates';
import { PEND_APPEAR_MINUTES_BEFORE } from '../../../domain/tickets/pend-rules';
import { pendView } from '../../../machines/pend/pend.machine';
import { useRevealOnRefusal } from '../../components/feedback/reveal';
import type { PendActor } from './pend-actor';
import './pend-hold-status.css';

// What a PEND ticket card shows of the running PEND chart (pend-provider.tsx): the ticket type and
// what the traveller must do now.

type CheckPhase = 'checking' | 'waiting' | 'failed' | null;

const selectView = (snapshot: ReturnType<PendActor['getSnapshot']>) => pendView(snapshot);
const selectCheck = (snapshot: ReturnType<PendActor['getSnapshot']>): CheckPhase =>
  snapshot.matches('pending') ? (snapshot.value as { pending: { payment: Exclude<CheckPhase, null> } }).pending.payment : null;

const isoOf = (ms: number) => formatDateTimeIn(new Date(ms).toISOString(), DEFAULT_TIME_ZONE);

/** The ticket type a PEND card shows: E-ticket once the hold's chart saw the payment. */
export function PendTicketType({ actor, pending }: { actor: PendActor | null; pending: string }) {
  return actor ? <PaidOrPending actor={actor} pending={pending} /> : <>{pending}</>;
}

function PaidOrPending({ actor, pending }: { actor: PendActor; pending: string }) {
  const view = useSelector(actor, selectView);
  return <>{view === 'paid' ? 'E-ticket' : pending}</>;
}

/**
 * What the traveller must know about the hold now; nothing without a running PEND chart (`actor` null).
 * Every PEND card shows it; only the one that `announce`s is a live region, so a change is read out once.
 */
interface CardDeadline {
  /** The card's own departure (ISO), to tell a later leg from the first. */
  departureAt?: string | null;
  /** The reservation's deadline to pay (ISO) when the page knows it, e.g. a store reference's. */
  payBy?: string | null;
  /** Paid in cash at a store: the ticket turns into an E-ticket by itself once the store reports it. */
  atStore?: boolean;
}

const selectFoundPendingAt = (snapshot: ReturnType<PendActor['getSnapshot']>) => snapshot.context.foundPendingAt;
const selectAsked = (snapshot: ReturnType<PendActor['getSnapshot']>) => snapshot.context.asked;

export function PendHoldStatus({ actor, announce = true, ...deadline }: { actor: PendActor | null; announce?: boolean } & CardDeadline) {
  return actor ? <HoldStatus actor={actor} announce={announce} deadline={deadline} /> : null;
}

function HoldStatus({ actor, announce, deadline }: { actor: PendActor; announce: boolean; deadline: CardDeadline }) {
  const departureAt = deadline.departureAt ?? null;
  const { t } = useLingui();
  const view = useSelector(actor, selectView);
  const check = useSelector(actor, selectCheck);
  const foundPendingAt = useSelector(actor, selectFoundPendingAt);
  const asked = useSelector(actor, selectAsked);
  const found = useFoundInView(check === 'waiting' ? foundPendingAt : null);
  const times = actor.getSnapshot().context;
  const holdTime = isoOf(times.holdUntil);
  const appearTime = isoOf(times.appearBy);
  const appearMinutes = PEND_APPEAR_MINUTES_BEFORE;
  // A later leg (the return) is paid with the first one: its card states that one deadline, not the
  // office visit of the first departure as if it were its own.
  const laterLeg = departureAt !== null && Date.parse(departureAt) > times.departureAt;
  const payBy = deadline.payBy ? formatDateTimeIn(deadline.payBy, DEFAULT_TIME_ZONE) : holdTime;
  return (
    <div className={`pend-hold pend-hold--${view}`}>
      {view === 'held' && (
        <p className="ticket-card__pend" role={announce ? 'status' : undefined}>
          {deadline.atStore
            ? t`Paga en la tienda antes de ${payBy}: al recibir tu pago, este boleto se vuelve E-ticket.`
            : laterLeg
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
      {view === 'paid' && <PaidNow announce={announce} asked={asked} />}
      {check && (
        <p className="pend-hold__check">
          {check === 'failed' && <span role={announce ? 'status' : undefined}>{t`No pudimos comprobar tu pago; lo intentaremos de nuevo en unos segundos.`} </span>}
          {/* aria-disabled, not disabled: the button keeps the focus while the check runs. */}
          <button
            type="button"
            className="button button--secondary"
            aria-disabled={check === 'checking'}
            aria-busy={check === 'checking'}
            onClick={() => check !== 'checking' && actor.send({ type: 'payment.check' })}
          >
            {t`Ya pagué: comprobar pago`}
          </button>
          <span className="pend-hold__found" ref={found} aria-live={announce ? 'polite' : undefined}>
            {check === 'checking' ? t`Comprobando tu pago…` : null}
            {check === 'waiting' && foundPendingAt !== null
              ? t`Todavía no vemos tu pago (comprobado el ${isoOf(foundPendingAt)}). Tienes hasta el ${holdTime} para pagar; un pago recién hecho puede tardar unos minutos en aparecer.`
              : null}
          </span>
        </p>
      )}
    </div>
  );
}

/**
 * What the traveller's own check found is read where they look: the answer appears under the button,
 * which may sit at the bottom edge of the screen, so each new answer scrolls just enough to be seen.
 * The focus stays on the button (a second check is one key away).
 */
function useFoundInView(answeredAt: number | null) {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (answeredAt !== null) ref.current?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [answeredAt]);
  return ref;
}

/**
 * The payment arrived: the tickets are E-tickets now. When the traveller's own check found it, the
 * focus comes here (the button they pressed is gone); a page opened after paying keeps its focus.
 */
function PaidNow({ announce, asked }: { announce: boolean; asked: boolean }) {
  const { t } = useLingui();
  const ref = useRevealOnRefusal<HTMLParagraphElement>(announce && asked ? 'paid' : null);
  return (
    <p className="ticket-card__pend ticket-card__pend--paid" role={announce ? 'status' : undefined} ref={ref} data-reveal>
      {t`Pago recibido: tu boleto ya es un E-ticket, válido para viajar. Descarga el PDF actualizado para ver tu PIN.`}
    </p>
  );
}
