import { createFileRoute } from '@tanstack/react-router';
import { ScreenPage } from '../../features/pages/screen-page';

export const Route = createFileRoute('/reservacion/horarios')({
  component: ReservationSchedulesPage,
});

function ReservationSchedulesPage() {
  return <ScreenPage screen="reservation-schedules" />;
}
