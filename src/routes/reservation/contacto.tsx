import { createFileRoute } from '@tanstack/react-router';
import { guardStep } from '../../features/reservation/flow/flow-guards';
import { FlowStepPage } from '../../features/reservation/flow/flow-step-page';

export const Route = createFileRoute('/reservation/contacto')({
  beforeLoad: (args) => guardStep('contact', args),
  component: ReservationContactPage,
});

function ReservationContactPage() {
  return <FlowStepPage page="contact" />;
}
