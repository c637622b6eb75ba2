import { createFileRoute } from '@tanstack/react-router';
import { ScreenPage } from '../../components/layout/screen-page';

export const Route = createFileRoute('/_static/app-ruta-bahia-ios')({
  component: AppIosPage,
});

function AppIosPage() {
  return <ScreenPage screen="app-ios" />;
}
