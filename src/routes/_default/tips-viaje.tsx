import { createFileRoute } from '@tanstack/react-router';
import { ScreenPage } from '../../components/layout/screen-page';

export const Route = createFileRoute('/_default/tips-viaje')({
  component: TravelTipsPage,
});

function TravelTipsPage() {
  return <ScreenPage screen="travel-tips" />;
}
