import type { ItineraryPage as Page } from '../../../machines/itinerary/itinerary-pages';
import { FlowAddress } from '../../lib/flow-binding/flow-address';
import { ChangePage } from './change-page';
import { DetailPage, type LegTicketsView } from './detail-page';
import { FindPage } from './find-page';
import { itineraryFlow } from './itinerary-binding';
import './itinerary.css';

/** A page of "my reservation", with the address kept in step with the chart. */
export function ItineraryPage({ page, LegTickets }: { page: Page; LegTickets: LegTicketsView }) {
  return (
    <>
      <FlowAddress binding={itineraryFlow} />
      {page === 'search' ? <FindPage /> : page === 'change' ? <ChangePage /> : <DetailPage LegTickets={LegTickets} />}
    </>
  );
}
