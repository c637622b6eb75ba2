import { createFileRoute } from '@tanstack/react-router';
import { ScreenPage } from '../../components/layout/screen-page';

export const Route = createFileRoute('/_default/facturacion')({
  component: InvoicingPage,
});

function InvoicingPage() {
  return <ScreenPage screen="invoicing" />;
}
