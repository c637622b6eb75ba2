import { createFileRoute } from '@tanstack/react-router';
import { ScreenPage } from '../../../components/layout/screen-page';

export const Route = createFileRoute('/_default/itinerary/buscar')({
  component: ItinerarySearchPage,
});

function ItinerarySearchPage() {
  return <ScreenPage screen="itinerary-search" />;
}
