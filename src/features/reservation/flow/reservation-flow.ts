import type { QueryClient } from '@tanstack/react-query';
import { createActor, type Actor } from 'xstate';
import { reservationMachine } from '../../../../machines/reservation/reservation.machine';
import {
  persistReservationFlow,
  RESERVATION_FLOW_VERSION,
  restoreReservationActor,
} from '../../../../machines/reservation/reservation-persistence';
import { currentServiceClient } from '../../../api/current-clients';
import { createEncodedSessionEntry } from '../../../lib/storage';
import { inspect } from '../../devtools/inspection';
import { gateActors, pathTestInput } from '../../devtools/path-gate';
import { createWebsaleActors } from './websale-actors';

// The heavy half of the flow, loaded on demand (DESIGN §8: the home page only pays for it once
// the traveller reaches for the search form): the chart with its real actors, persisted encoded
// in session storage (SPEC §3) so a reload resumes the same step.

export type ReservationActor = Actor<typeof reservationMachine>;

/** Key of the stored flow; the schema version inside is the chart's persistence version. */
export const RESERVATION_STORAGE_KEY = 'reservation';

const storedFlow = createEncodedSessionEntry<unknown>({ key: RESERVATION_STORAGE_KEY, version: RESERVATION_FLOW_VERSION });

export function clearStoredReservation(): void {
  storedFlow.clear();
}

export interface ReservationFlowOptions {
  queryClient: QueryClient;
}

/** Starts the flow: resumed from session storage when a usable copy of this version is there. */
export function startReservationFlow({ queryClient }: ReservationFlowOptions): ReservationActor {
  let actor: ReservationActor | undefined;
  const logic = reservationMachine.provide({
    actors: gateActors(
      'reservation',
      createWebsaleActors({
        client: currentServiceClient('websale'),
        queryClient,
        context: () => actor?.getSnapshot().context,
      }),
    ),
  });
  const stored = storedFlow.read();
  // Restoring also sends `deadline.check`: timers do not survive a reload, so the payment
  // deadline is checked at once and the timer restarted for the time left.
  actor = (stored === undefined ? null : restoreReservationActor(logic, { version: RESERVATION_FLOW_VERSION, snapshot: stored }, { inspect })) ?? undefined;
  if (!actor) {
    actor = createActor(logic, { input: pathTestInput(), inspect });
    actor.start();
  }
  const running = actor;
  // A finished flow (it reached `home`) leaves nothing to resume; a stopped one (page teardown,
  // tests) keeps its copy so the next start resumes it.
  const persist = () => {
    const { status } = running.getSnapshot();
    if (status === 'active') storedFlow.write(persistReservationFlow(running).snapshot);
    else if (status === 'done') storedFlow.clear();
  };
  running.subscribe({ next: persist, complete: persist, error: () => storedFlow.clear() });
  persist();
  return running;
}
