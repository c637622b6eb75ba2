import { createFileRoute } from '@tanstack/react-router';
import { guardStep } from '../../features/reservation/flow/flow-guards';
import { FlowStepPage } from '../../features/reservation/flow/flow-step-page';

export const Route = createFileRoute('/reservacion/horarios')({
  beforeLoad: (args) => guardStep('schedules', args),
  component: ReservationSchedulesPage,
});

function ReservationSchedulesPage() {
  return <FlowStepPage page="schedules" />;
}
