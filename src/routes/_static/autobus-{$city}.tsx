import { createFileRoute, redirect } from '@tanstack/react-router';
import { ScreenPage } from '../../components/layout/screen-page';
import { BUS_CITIES, isOneOf, placeName } from '../../features/shell/route-catalog';

export const Route = createFileRoute('/_static/autobus-{$city}')({
  beforeLoad: ({ params }) => {
    // Only the values SPEC §2 lists exist; anything else goes home.
    if (!isOneOf(BUS_CITIES, params.city)) throw redirect({ to: '/', replace: true });
  },
  component: BusToCityPage,
});

function BusToCityPage() {
  return <ScreenPage screen="bus-to-city" values={{ place: placeName(Route.useParams().city) }} />;
}
