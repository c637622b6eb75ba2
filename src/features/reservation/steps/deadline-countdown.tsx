import { Plural, Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ReservationActor } from '../flow/reservation-binding';
import type { ReservationSnapshot } from './reservation-selectors';
import { useTickingNow } from './ticking-clock';

const selectDeadline = (snapshot: ReservationSnapshot) => snapshot.context.paymentDeadline;
const selectClock = (snapshot: ReservationSnapshot) => snapshot.context.now;

/** mm:ss of what is left, never negative. */
export function formatRemaining(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`;
}

/**
 * Time left to pay, from the reservation's absolute deadline (the chart's clock, so a restored
 * flow shows what is really left). The figure ticks every second but is hidden from assistive
 * technology; a polite live line says the minutes only when they change, so a screen reader is
 * not interrupted every second.
 */
export function DeadlineCountdown({ actor }: { actor: ReservationActor }) {
  const deadline = useSelector(actor, selectDeadline);
  const now = useSelector(actor, selectClock);
  const current = useTickingNow(now);
  if (deadline === null) return null;
  const left = deadline - current;
  const minutes = Math.max(0, Math.ceil(left / 60_000));
  const shown = formatRemaining(left);
  return (
    <p className="deadline-countdown" data-urgent={left < 3 * 60_000 ? 'true' : undefined}>
      <span aria-hidden="true">
        <Trans>Tiempo para pagar:</Trans> <strong className="deadline-countdown__time">{shown}</strong>
      </span>
      <span className="visually-hidden" aria-live="polite" aria-atomic="true">
        <Plural value={minutes} one="Queda # minuto para pagar tu reservación" other="Quedan # minutos para pagar tu reservación" />
      </span>
    </p>
  );
}
