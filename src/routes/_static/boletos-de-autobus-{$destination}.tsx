import { createFileRoute } from '@tanstack/react-router';
import { TICKET_DESTINATIONS } from '../../features/shell/route-catalog';
import { placeRoute } from '../-shared/screen-routes';

export const Route = createFileRoute('/_static/boletos-de-autobus-{$destination}')(placeRoute('tickets-to', 'destination', TICKET_DESTINATIONS));
