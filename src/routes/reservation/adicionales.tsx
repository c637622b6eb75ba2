import { createFileRoute } from '@tanstack/react-router';
import { guardStep } from '../../features/reservation/flow/flow-guards';
import { FlowStepPage } from '../../features/reservation/flow/flow-step-page';

export const Route = createFileRoute('/reservation/adicionales')({
  beforeLoad: (args) => guardStep('additionals', args),
  component: ReservationAdditionalsPage,
});

function ReservationAdditionalsPage() {
  return <FlowStepPage page="additionals" />;
}
