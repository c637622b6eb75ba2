import { createFileRoute } from '@tanstack/react-router';
import { ScreenPage } from '../../components/layout/screen-page';

export const Route = createFileRoute('/_static/empresa-ruta-bahia')({
  component: BrandCompanyPage,
});

function BrandCompanyPage() {
  return <ScreenPage screen="brand-company" />;
}
