import { createFileRoute } from '@tanstack/react-router';
import { ScreenPage } from '../../../components/layout/screen-page';

export const Route = createFileRoute('/_default/administra-reservacion/')({
  component: ItineraryPage,
});

function ItineraryPage() {
  return <ScreenPage screen="itinerary" />;
}
