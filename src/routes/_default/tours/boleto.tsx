import { createFileRoute } from '@tanstack/react-router';
import { ScreenPage } from '../../../components/layout/screen-page';

export const Route = createFileRoute('/_default/tours/boleto')({
  component: ToursTicketPage,
});

function ToursTicketPage() {
  return <ScreenPage screen="tours-ticket" />;
}
