import { createFileRoute } from '@tanstack/react-router';
import { ScreenPage } from '../../features/pages/screen-page';

export const Route = createFileRoute('/reservacion/boletos')({
  component: ReservationTicketsPage,
});

function ReservationTicketsPage() {
  return <ScreenPage screen="reservation-tickets" />;
}
