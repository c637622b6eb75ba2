import { createFileRoute } from '@tanstack/react-router';
import { ScreenPage } from '../../features/pages/screen-page';

export const Route = createFileRoute('/reservation/asientos')({
  component: ReservationSeatsPage,
});

function ReservationSeatsPage() {
  return <ScreenPage screen="reservation-seats" />;
}
