import { createFileRoute } from '@tanstack/react-router';
import { ScreenPage } from '../../../components/layout/screen-page';

export const Route = createFileRoute('/_default/tours/pago')({
  component: ToursPaymentPage,
});

function ToursPaymentPage() {
  return <ScreenPage screen="tours-payment" />;
}
