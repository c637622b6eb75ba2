import { lazy, Suspense, useCallback, type ReactNode } from 'react';
import { ScreenPage } from '../../../components/layout/screen-page';
import { useActorSelector, useFlowActor } from '../../../lib/flow-binding/use-flow-actor';
import { reservationFlow, type ReservationActor } from '../flow/reservation-binding';

// Shown only when the payment time ran out: not loaded with the page (it needs the flow's error texts).
const ExpiredNotice = lazy(() => import('./expired-notice').then(({ ExpiredNotice }) => ({ default: ExpiredNotice })));

type Snapshot = ReturnType<ReservationActor['getSnapshot']>;

/**
 * /reservacion: the reservation starts with the search. As the first page of a visit it is hydrated
 * from the pre-rendered HTML before the chart loads (decision 039): until then the form shows its
 * first view, and what the traveller does waits for the chart (src/features/search/use-search-form.ts).
 * The search form comes from the route (src/routes/-shared/reservation-routes.tsx), which composes the two
 * features: the search drives this flow's actor, so the reservation never imports the search.
 * The page takes the actor itself, null until the chart has loaded.
 */
export function ReservationStartPage({ searchForm }: { searchForm: ReactNode }) {
  const actor = useFlowActor(reservationFlow);
  const expired = useActorSelector(actor, useCallback((snapshot: Snapshot | undefined) => snapshot?.matches('expired') ?? false, []), Object.is);
  if (expired && actor) {
    return (
      <Suspense fallback={null}>
        <ExpiredNotice actor={actor} />
      </Suspense>
    );
  }
  return (
    <>
      <ScreenPage screen="reservation" />
      <div className="page reservation-start">
        {searchForm}
      </div>
    </>
  );
}
