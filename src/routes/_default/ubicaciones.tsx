import { createFileRoute } from '@tanstack/react-router';
import { ScreenPage } from '../../components/layout/screen-page';

export const Route = createFileRoute('/_default/ubicaciones')({
  component: LocationsPage,
});

function LocationsPage() {
  return <ScreenPage screen="locations" />;
}
