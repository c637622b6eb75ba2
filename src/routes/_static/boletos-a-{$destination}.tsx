import { createFileRoute, redirect } from '@tanstack/react-router';
import { ScreenPage } from '../../components/layout/screen-page';
import { TICKET_DESTINATIONS, isOneOf, placeName } from '../../features/shell/route-catalog';

export const Route = createFileRoute('/_static/boletos-a-{$destination}')({
  beforeLoad: ({ params }) => {
    // Only the values SPEC §2 lists exist; anything else goes home.
    if (!isOneOf(TICKET_DESTINATIONS, params.destination)) throw redirect({ to: '/', replace: true });
  },
  component: TicketsToPage,
});

function TicketsToPage() {
  return <ScreenPage screen="tickets-to" values={{ place: placeName(Route.useParams().destination) }} />;
}
