import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { pendMachine } from '../../../machines/pend/pend.machine';

// The running PEND chart of the tickets page, for the ticket cards that show its state.

export type PendActor = ActorRefFrom<typeof pendMachine>;

export const PendActorContext = createContext<PendActor | null>(null);

/** The PEND chart, or null outside a `PendHold` (a reservation without PEND tickets). */
export function usePendActor(): PendActor | null {
  return useContext(PendActorContext);
}
