import { createFileRoute } from '@tanstack/react-router';
import { ScreenPage } from '../../../components/layout/screen-page';

export const Route = createFileRoute('/_default/itinerary/mi-reservacion')({
  component: ItineraryDetailPage,
});

function ItineraryDetailPage() {
  return <ScreenPage screen="itinerary-detail" />;
}
