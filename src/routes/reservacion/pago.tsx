import { createFileRoute } from '@tanstack/react-router';
import { guardStep } from '../../features/reservation/flow/flow-guards';
import { FlowStepPage } from '../../features/reservation/flow/flow-step-page';

export const Route = createFileRoute('/reservacion/pago')({
  beforeLoad: (args) => guardStep('payment', args),
  component: ReservationPaymentPage,
});

function ReservationPaymentPage() {
  return <FlowStepPage page="payment" />;
}
