import { createFileRoute, redirect } from '@tanstack/react-router';
import { ScreenPage } from '../../../components/layout/screen-page';
import { SERVICE_PAGES, isOneOf } from '../../../features/shell/route-catalog';

export const Route = createFileRoute('/_default/services/$service')({
  beforeLoad: ({ params }) => {
    // Only the values SPEC §2 lists exist; anything else goes home.
    if (!isOneOf(SERVICE_PAGES, params.service)) throw redirect({ to: '/', replace: true });
  },
  component: ServicesPage,
});

function ServicesPage() {
  return <ScreenPage screen="services" />;
}
