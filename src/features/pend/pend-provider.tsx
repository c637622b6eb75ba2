import { useActorRef } from '@xstate/react';
import { useEffect, useState, type ReactNode } from 'react';
import type { AnyActorLogic } from 'xstate';
import { pendMachine } from '../../../machines/pend/pend.machine';
import type { TicketLine } from '../../../machines/reservation/reservation.ports';
import { currentServiceClient } from '../../api/current-clients';
import { attachDevtools } from '../devtools/devtools-provider';
import { createLongTimerClock } from './long-timer-clock';
import type { PendActor } from './pend-actor';
import { createPendActors } from './pend-actors';

// The PEND feature's public entry (machines/pend): the tickets page runs one chart per reservation,
// since the server pays or releases all its PEND tickets at once, with the limits of the earliest
// PEND departure; each PEND ticket card shows the active state.

export { PendHoldStatus, PendTicketType } from './pend-hold-status';
export type { PendActor } from './pend-actor';

/** The earliest departure of the PEND tickets, ms since epoch; null when none has a dated departure. */
export function earliestPendDeparture(tickets: readonly TicketLine[]): number | null {
  const times = tickets.filter((t) => t.type === 'PEND' && t.departure).map((t) => Date.parse(t.departure!));
  const valid = times.filter((time) => Number.isFinite(time));
  return valid.length ? Math.min(...valid) : null;
}

interface PendHoldProps {
  code: string;
  /** The booking flow's token (decision 019): the payment check is a call of that flow. */
  flowToken: string;
  departureAt: number;
  /** Runs once the reservation is paid: the page fetches its (now E-ticket) documents again. */
  onPaid: () => void;
  /** The chart's slots; by default the websale ones over the app's websale client. */
  actors?: Record<string, AnyActorLogic>;
  /** What shows the hold, given its running chart (the ticket cards take it as a prop). */
  children: (actor: PendActor) => ReactNode;
}

/** Runs the PEND chart while the tickets page shows the reservation's PEND tickets. */
export function PendHold({ code, flowToken, departureAt, onPaid, actors, children }: PendHoldProps) {
  // Through the devtools seam: held at the path gate in path-test builds, inspected when asked.
  const [devtools] = useState(() => attachDevtools('pend', actors ?? createPendActors(currentServiceClient('websale'), flowToken)));
  const [logic] = useState(() =>
    pendMachine.provide({ actors: devtools.actors as never, actions: { announcePaid: () => onPaid() } }),
  );
  // The limits may be months away: longer than a browser timer can wait in one go.
  const [clock] = useState(createLongTimerClock);
  const actor = useActorRef(logic, { input: { code, departureAt }, inspect: devtools.inspect, clock });
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
  return <>{children(actor)}</>;
}
