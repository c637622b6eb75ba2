import { createFileRoute } from '@tanstack/react-router';
import { guardStep } from '../../features/reservation/flow/flow-guards';
import { FlowStepPage } from '../../features/reservation/flow/flow-step-page';

export const Route = createFileRoute('/reservation/boletos')({
  beforeLoad: (args) => guardStep('tickets', args),
  component: ReservationTicketsPage,
});

function ReservationTicketsPage() {
  return <FlowStepPage page="tickets" />;
}
