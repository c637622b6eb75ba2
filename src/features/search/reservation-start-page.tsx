import { ScreenPage } from '../pages/screen-page';
import { SearchForm } from './search-form';

/** /reservacion: the reservation starts with the search (the route has loaded the flow). */
export function ReservationStartPage() {
  return (
    <>
      <ScreenPage screen="reservation" />
      <div className="page reservation-start">
        <SearchForm fromHome={false} />
      </div>
    </>
  );
}
