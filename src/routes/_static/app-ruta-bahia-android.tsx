import { createFileRoute } from '@tanstack/react-router';
import { ScreenPage } from '../../components/layout/screen-page';

export const Route = createFileRoute('/_static/app-ruta-bahia-android')({
  component: AppAndroidPage,
});

function AppAndroidPage() {
  return <ScreenPage screen="app-android" />;
}
