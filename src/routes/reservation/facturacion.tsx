import { createFileRoute } from '@tanstack/react-router';
import { ScreenPage } from '../../features/pages/screen-page';

export const Route = createFileRoute('/reservation/facturacion')({
  component: ReservationInvoicingPage,
});

function ReservationInvoicingPage() {
  return <ScreenPage screen="reservation-invoicing" />;
}
