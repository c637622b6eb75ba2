import { createFileRoute } from '@tanstack/react-router';
import { ScreenPage } from '../../components/layout/screen-page';

export const Route = createFileRoute('/_default/locations')({
  component: LocationsPage,
});

function LocationsPage() {
  return <ScreenPage screen="locations" />;
}
