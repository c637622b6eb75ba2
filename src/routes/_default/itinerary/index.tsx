import { createFileRoute } from '@tanstack/react-router';
import { ScreenPage } from '../../../features/pages/screen-page';

export const Route = createFileRoute('/_default/itinerary/')({
  component: ItineraryPage,
});

function ItineraryPage() {
  return <ScreenPage screen="itinerary" />;
}
