import { createContext, useContext, type ReactNode } from 'react';
import type { ReservationActor } from './reservation-flow';
import { useLoadedReservationFlow } from './flow-loader';

// Components read the flow through this context (tests provide their own actor). The reservation
// routes load the flow in `beforeLoad`, so below their layout the actor is always there.

const ReservationActorContext = createContext<ReservationActor | null>(null);

export function ReservationActorProvider({ actor, children }: { actor?: ReservationActor; children: ReactNode }) {
  const loaded = useLoadedReservationFlow();
  return <ReservationActorContext.Provider value={actor ?? loaded}>{children}</ReservationActorContext.Provider>;
}

/** The reservation actor; only inside a provider whose flow is loaded (the reservation routes). */
export function useReservationActor(): ReservationActor {
  const actor = useContext(ReservationActorContext);
  if (!actor) throw new Error('useReservationActor: the reservation flow is not loaded here');
  return actor;
}

/** The actor or null: for the home page, where the flow loads on the first interaction. */
export function useOptionalReservationActor(): ReservationActor | null {
  return useContext(ReservationActorContext);
}
