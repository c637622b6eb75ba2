import { createFileRoute } from '@tanstack/react-router';
import { ScreenPage } from '../../components/layout/screen-page';

export const Route = createFileRoute('/_static/autobuses-ruta-bahia')({
  component: BrandBusesPage,
});

function BrandBusesPage() {
  return <ScreenPage screen="brand-buses" />;
}
