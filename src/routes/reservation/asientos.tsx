import { createFileRoute } from '@tanstack/react-router';
import { guardStep } from '../../features/reservation/flow/flow-guards';
import { FlowStepPage } from '../../features/reservation/flow/flow-step-page';

export const Route = createFileRoute('/reservation/asientos')({
  beforeLoad: (args) => guardStep('seats', args),
  component: ReservationSeatsPage,
});

function ReservationSeatsPage() {
  return <FlowStepPage page="seats" />;
}
