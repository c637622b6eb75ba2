import { createFileRoute } from '@tanstack/react-router';
import { ScreenPage } from '../../../components/layout/screen-page';

export const Route = createFileRoute('/_default/servicios/')({
  component: ServicesPage,
});

function ServicesPage() {
  return <ScreenPage screen="services" />;
}
