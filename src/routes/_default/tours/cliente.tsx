import { createFileRoute } from '@tanstack/react-router';
import { ScreenPage } from '../../../components/layout/screen-page';

export const Route = createFileRoute('/_default/tours/cliente')({
  component: ToursCustomerPage,
});

function ToursCustomerPage() {
  return <ScreenPage screen="tours-customer" />;
}
