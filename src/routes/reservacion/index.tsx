import { createFileRoute } from '@tanstack/react-router';
import { ScreenPage } from '../../features/pages/screen-page';

export const Route = createFileRoute('/reservacion/')({
  component: ReservationPage,
});

function ReservationPage() {
  return <ScreenPage screen="reservation" />;
}
