import { useSelector } from '@xstate/react';
import type { ItineraryPage as Page } from '../../../machines/itinerary/itinerary-pages';
import { FlowAddress } from '../../lib/flow-binding/flow-address';
import { useFlowActor } from '../../lib/flow-binding/use-flow-actor';
import { ChangePage } from './change-page';
import type { SeatMapView } from './change-seats';
import { DetailPage, type LegTicketsView } from './detail-page';
import { FindPage } from './find-page';
import { itineraryFlow, type ItineraryActor } from './itinerary-binding';
import { TourBookingPage } from './tour-booking-page';
import './itinerary.css';

/**
 * A page of "my reservation", with the address kept in step with the chart. It takes the flow's actor once
 * (loaded by its route's guard before it renders) and hands it to its screens as a prop.
 */
export function ItineraryPage({ page, LegTickets, SeatMapGrid }: { page: Page; LegTickets: LegTicketsView; SeatMapGrid: SeatMapView }) {
  const actor = useFlowActor(itineraryFlow);
  return (
    <>
      <FlowAddress binding={itineraryFlow} />
      {!actor ? null : page === 'search' ? (
        <FindPage actor={actor} />
      ) : page === 'change' ? (
        <ChangePage actor={actor} SeatMapGrid={SeatMapGrid} />
      ) : (
        <Detail actor={actor} LegTickets={LegTickets} />
      )}
    </>
  );
}

const selectTourShown = (s: ReturnType<ItineraryActor['getSnapshot']>) => s.matches('tourBooking');

/** The reservation's page shows whichever the chart found: a bus reservation or a tour booking. */
function Detail({ actor, LegTickets }: { actor: ItineraryActor; LegTickets: LegTicketsView }) {
  const tour = useSelector(actor, selectTourShown);
  return tour ? <TourBookingPage actor={actor} /> : <DetailPage actor={actor} LegTickets={LegTickets} />;
}
