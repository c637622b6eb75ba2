import { createFileRoute } from '@tanstack/react-router';
import { ScreenPage } from '../../components/layout/screen-page';

export const Route = createFileRoute('/_default/autobuses')({
  component: BusPage,
});

function BusPage() {
  return <ScreenPage screen="bus" />;
}
