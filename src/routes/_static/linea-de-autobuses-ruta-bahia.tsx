import { createFileRoute } from '@tanstack/react-router';
import { ScreenPage } from '../../components/layout/screen-page';

export const Route = createFileRoute('/_static/linea-de-autobuses-ruta-bahia')({
  component: LineBusesPage,
});

function LineBusesPage() {
  return <ScreenPage screen="line-buses" />;
}
