import { createFileRoute } from '@tanstack/react-router';
import { ScreenPage } from '../../../components/layout/screen-page';

export const Route = createFileRoute('/_default/administra-reservacion/facturacion')({
  component: ItineraryInvoicingPage,
});

function ItineraryInvoicingPage() {
  return <ScreenPage screen="itinerary-invoicing" />;
}
