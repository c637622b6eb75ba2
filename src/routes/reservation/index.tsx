import { createFileRoute } from '@tanstack/react-router';
import { enterFlowStart } from '../../features/reservation/flow/flow-guards';
import { ReservationStartPage } from '../../features/search/reservation-start-page';

// The reservation starts with the search form; SPEC §4's clearing rule applies here.
export const Route = createFileRoute('/reservation/')({
  beforeLoad: enterFlowStart,
  component: ReservationStartPage,
});
