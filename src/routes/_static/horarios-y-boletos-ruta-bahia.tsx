import { createFileRoute } from '@tanstack/react-router';
import { ScreenPage } from '../../components/layout/screen-page';

export const Route = createFileRoute('/_static/horarios-y-boletos-ruta-bahia')({
  component: SchedulesReservationPage,
});

function SchedulesReservationPage() {
  return <ScreenPage screen="schedules-reservation" />;
}
