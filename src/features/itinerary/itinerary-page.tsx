import type { ItineraryPage as Page } from '../../../machines/itinerary/itinerary-pages';
import { FlowAddress } from '../../lib/flow-binding/flow-address';
import { useFlowActor } from '../../lib/flow-binding/use-flow-actor';
import { ChangePage } from './change-page';
import { DetailPage, type LegTicketsView } from './detail-page';
import { FindPage } from './find-page';
import { itineraryFlow } from './itinerary-binding';
import './itinerary.css';

/**
 * A page of "my reservation", with the address kept in step with the chart. It takes the flow's actor once
 * (loaded by its route's guard before it renders) and hands it to its screens as a prop.
 */
export function ItineraryPage({ page, LegTickets }: { page: Page; LegTickets: LegTicketsView }) {
  const actor = useFlowActor(itineraryFlow);
  return (
    <>
      <FlowAddress binding={itineraryFlow} />
      {!actor ? null : page === 'search' ? (
        <FindPage actor={actor} />
      ) : page === 'change' ? (
        <ChangePage actor={actor} />
      ) : (
        <DetailPage actor={actor} LegTickets={LegTickets} />
      )}
    </>
  );
}
