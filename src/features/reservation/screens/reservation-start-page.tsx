import { lazy, Suspense, useCallback } from 'react';
import { ScreenPage } from '../../../components/layout/screen-page';
import { useActorSelector } from '../../../lib/flow-binding/use-flow-actor';
import { SearchForm } from '../../search/search-provider';
import { useLoadedReservationActor } from '../flow/reservation-actor-context';

// Shown only when the payment time ran out: not loaded with the page (it needs the flow's error texts).
const ExpiredNotice = lazy(() => import('./expired-notice').then(({ ExpiredNotice }) => ({ default: ExpiredNotice })));

type Snapshot = ReturnType<NonNullable<ReturnType<typeof useLoadedReservationActor>>['getSnapshot']>;

/**
 * /reservacion: the reservation starts with the search. As the first page of a visit it is hydrated
 * from the pre-rendered HTML before the chart loads (decision 039): until then the form shows its
 * first view, and what the traveller does waits for the chart (src/features/search/use-search-form.ts).
 */
export function ReservationStartPage() {
  const actor = useLoadedReservationActor();
  const expired = useActorSelector(actor, useCallback((snapshot: Snapshot | undefined) => snapshot?.matches('expired') ?? false, []), Object.is);
  if (expired) {
    return (
      <Suspense fallback={null}>
        <ExpiredNotice />
      </Suspense>
    );
  }
  return (
    <>
      <ScreenPage screen="reservation" />
      <div className="page reservation-start">
        <SearchForm fromHome={false} />
      </div>
    </>
  );
}
