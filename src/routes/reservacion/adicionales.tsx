import { createFileRoute } from '@tanstack/react-router';
import { ScreenPage } from '../../features/pages/screen-page';

export const Route = createFileRoute('/reservacion/adicionales')({
  component: ReservationAdditionalsPage,
});

function ReservationAdditionalsPage() {
  return <ScreenPage screen="reservation-additionals" />;
}
