import { createContext, useContext, type ReactNode } from 'react';
import { useFlowActor } from '../../../lib/flow-binding/use-flow-actor';
import { reservationFlow, type ReservationActor } from './reservation-binding';

// Components read the flow through this context (tests provide their own actor). The reservation
// routes load the flow in `beforeLoad`, so below their layout the actor is always there; except on the
// start page as the first page of a visit, which hydrates before the chart loads (decision 039).

const ReservationActorContext = createContext<ReservationActor | null>(null);

export function ReservationActorProvider({ actor, children }: { actor?: ReservationActor; children: ReactNode }) {
  const loaded = useFlowActor(reservationFlow);
  return <ReservationActorContext.Provider value={actor ?? loaded}>{children}</ReservationActorContext.Provider>;
}

/** The reservation actor; only inside a provider whose flow is loaded (the reservation routes). */
export function useReservationActor(): ReservationActor {
  const actor = useContext(ReservationActorContext);
  if (!actor) throw new Error('useReservationActor: the reservation flow is not loaded here');
  return actor;
}

/** The reservation actor, or null while the chart loads (the start page as the first page of a visit). */
export function useLoadedReservationActor(): ReservationActor | null {
  return useContext(ReservationActorContext);
}
