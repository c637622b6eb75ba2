import { createFileRoute } from '@tanstack/react-router';
import { SaleLayout } from '../components/layout/sale-layout';

// Reservation flow (sale layout). Step guards arrive with the booking issue.
export const Route = createFileRoute('/reservation')({
  component: SaleLayout,
});
