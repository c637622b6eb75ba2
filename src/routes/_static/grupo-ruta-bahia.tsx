import { createFileRoute } from '@tanstack/react-router';
import { ScreenPage } from '../../components/layout/screen-page';

export const Route = createFileRoute('/_static/grupo-ruta-bahia')({
  component: BrandGroupPage,
});

function BrandGroupPage() {
  return <ScreenPage screen="brand-group" />;
}
