import { Plural, Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ToursActor } from './tours-binding';
import { useHoldNow } from './hold-clock';
import type { ToursSnapshot } from './shop-selectors';

const selectHoldEnd = (s: ToursSnapshot) => s.context.holdEndsAt;
const selectClock = (s: ToursSnapshot) => s.context.now ?? Date.now;

/** mm:ss of what is left, never negative. */
export function formatLeft(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`;
}

/**
 * The places held, and for how long: from the approval to the payment, counted from the server's seconds_left
 * on the chart's clock (the chart decides when it runs out). The figure ticks every second, hidden from
 * assistive technology; a polite line says the minutes only when they change.
 */
export function HoldCountdown({ actor }: { actor: ToursActor }) {
  const end = useSelector(actor, selectHoldEnd);
  const now = useSelector(actor, selectClock);
  const current = useHoldNow(now);
  if (end === null) return null;
  const left = end - current;
  const minutes = Math.max(0, Math.ceil(left / 60_000));
  return (
    <p className="tours-shop__hold" data-urgent={left < 3 * 60_000 ? 'true' : undefined}>
      <span aria-hidden="true">
        <Trans>Tus lugares están apartados:</Trans> <strong className="tours-shop__hold-time">{formatLeft(left)}</strong>
      </span>
      <span className="visually-hidden" aria-live="polite" aria-atomic="true">
        <Plural value={minutes} one="Queda # minuto para pagar tus tours" other="Quedan # minutos para pagar tus tours" />
      </span>
    </p>
  );
}
