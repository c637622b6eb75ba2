import { createFileRoute } from '@tanstack/react-router';
import { ScreenPage } from '../../components/layout/screen-page';

export const Route = createFileRoute('/_static/viajero-frecuente')({
  component: FrequentTravellerPage,
});

function FrequentTravellerPage() {
  return <ScreenPage screen="frequent-traveller" />;
}
