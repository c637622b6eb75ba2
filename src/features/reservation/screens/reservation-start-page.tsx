import { useSelector } from '@xstate/react';
import { ScreenPage } from '../../../components/layout/screen-page';
import { SearchForm } from '../../search/search-provider';
import { useReservationActor } from '../flow/reservation-actor-context';
import { ExpiredNotice } from './expired-notice';

/** /reservacion: the reservation starts with the search (the route has loaded the flow). */
export function ReservationStartPage() {
  const actor = useReservationActor();
  const expired = useSelector(actor, (snapshot) => snapshot.matches('expired'));
  if (expired) return <ExpiredNotice />;
  return (
    <>
      <ScreenPage screen="reservation" />
      <div className="page reservation-start">
        <SearchForm fromHome={false} />
      </div>
    </>
  );
}
