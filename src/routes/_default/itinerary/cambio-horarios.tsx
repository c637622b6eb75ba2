import { createFileRoute } from '@tanstack/react-router';
import { ScreenPage } from '../../../components/layout/screen-page';

export const Route = createFileRoute('/_default/itinerary/cambio-horarios')({
  component: ItineraryChangeSchedulePage,
});

function ItineraryChangeSchedulePage() {
  return <ScreenPage screen="itinerary-change-schedule" />;
}
