import { createFileRoute } from '@tanstack/react-router';
import { ScreenPage } from '../../../components/layout/screen-page';

export const Route = createFileRoute('/_default/tours/buscar')({
  component: ToursSearchPage,
});

function ToursSearchPage() {
  return <ScreenPage screen="tours-search" />;
}
