import { createFileRoute } from '@tanstack/react-router';
import { ScreenPage } from '../../../components/layout/screen-page';

export const Route = createFileRoute('/_default/tours/reservacion')({
  component: ToursReservationPage,
});

function ToursReservationPage() {
  return <ScreenPage screen="tours-reservation" />;
}
