import { createFileRoute } from '@tanstack/react-router';
import { ScreenPage } from '../../../../components/layout/screen-page';

export const Route = createFileRoute('/_default/tours/detalle/$name')({
  component: ToursDetailPage,
});

function ToursDetailPage() {
  return <ScreenPage screen="tours-detail" />;
}
