import { createFileRoute } from '@tanstack/react-router';
import { guardStep } from '../../features/reservation/flow/flow-guards';
import { FlowStepPage } from '../../features/reservation/flow/flow-step-page';

export const Route = createFileRoute('/reservation/facturacion')({
  beforeLoad: (args) => guardStep('invoicing', args),
  component: ReservationInvoicingPage,
});

function ReservationInvoicingPage() {
  return <FlowStepPage page="invoicing" />;
}
