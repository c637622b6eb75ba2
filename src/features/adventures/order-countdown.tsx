import { Plural, Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { AdventuresActor } from './adventures-binding';
import type { AdventuresSnapshot } from './adventures-selectors';
import { useOrderNow } from './order-clock';

const selectHoldEnd = (s: AdventuresSnapshot) => s.context.holdEndsAt;
const selectClock = (s: AdventuresSnapshot) => s.context.now ?? Date.now;

/** mm:ss of what is left, never negative. */
export function formatLeft(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`;
}

/**
 * The partner holds the places until the order's deadline, counted from the server's seconds_left on the chart's
 * clock (the chart decides when it runs out). The figure ticks every second, hidden from assistive technology; a
 * polite line says the minutes only when they change.
 */
export function OrderCountdown({ actor }: { actor: AdventuresActor }) {
  const end = useSelector(actor, selectHoldEnd);
  const current = useOrderNow(useSelector(actor, selectClock));
  if (end === null) return null;
  const left = end - current;
  const minutes = Math.max(0, Math.ceil(left / 60_000));
  return (
    <p className="adventures__hold" data-urgent={left < 3 * 60_000 ? 'true' : undefined}>
      <span aria-hidden="true">
        <Trans>Tus lugares están apartados:</Trans> <strong className="adventures__hold-time">{formatLeft(left)}</strong>
      </span>
      <span className="visually-hidden" aria-live="polite" aria-atomic="true">
        <Plural value={minutes} one="Queda # minuto para pagar tu aventura" other="Quedan # minutos para pagar tu aventura" />
      </span>
    </p>
  );
}
