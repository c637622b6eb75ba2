import { createFileRoute } from '@tanstack/react-router';
import { loadFlowForLayout } from '../features/reservation/flow/flow-guards';
import { ReservationLayout } from '../features/reservation/flow/reservation-layout';

// Reservation flow (sale layout): the flow actor is loaded before any of its pages renders.
export const Route = createFileRoute('/reservacion')({
  beforeLoad: loadFlowForLayout,
  component: ReservationLayout,
});
