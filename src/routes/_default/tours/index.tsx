import { createFileRoute } from '@tanstack/react-router';
import { ScreenPage } from '../../../components/layout/screen-page';

export const Route = createFileRoute('/_default/tours/')({
  component: ToursPage,
});

function ToursPage() {
  return <ScreenPage screen="tours" />;
}
