import { createFileRoute } from '@tanstack/react-router';
import { ScreenPage } from '../../components/layout/screen-page';

export const Route = createFileRoute('/_default/horarios')({
  component: SchedulesPage,
});

function SchedulesPage() {
  return <ScreenPage screen="schedules" />;
}
