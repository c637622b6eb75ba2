import { createFileRoute } from '@tanstack/react-router';
import { ScreenPage } from '../../components/layout/screen-page';

export const Route = createFileRoute('/_static/app-ruta-bahia')({
  component: AppPage,
});

function AppPage() {
  return <ScreenPage screen="app" />;
}
