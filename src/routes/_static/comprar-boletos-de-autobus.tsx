import { createFileRoute } from '@tanstack/react-router';
import { ScreenPage } from '../../components/layout/screen-page';

export const Route = createFileRoute('/_static/comprar-boletos-de-autobus')({
  component: BuyTicketsBusPage,
});

function BuyTicketsBusPage() {
  return <ScreenPage screen="buy-tickets-bus" />;
}
