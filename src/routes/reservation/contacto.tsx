import { createFileRoute } from '@tanstack/react-router';
import { ScreenPage } from '../../features/pages/screen-page';

export const Route = createFileRoute('/reservation/contacto')({
  component: ReservationContactPage,
});

function ReservationContactPage() {
  return <ScreenPage screen="reservation-contact" />;
}
