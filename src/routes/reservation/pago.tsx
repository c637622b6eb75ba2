import { createFileRoute } from '@tanstack/react-router';
import { ScreenPage } from '../../features/pages/screen-page';

export const Route = createFileRoute('/reservation/pago')({
  component: ReservationPaymentPage,
});

function ReservationPaymentPage() {
  return <ScreenPage screen="reservation-payment" />;
}
