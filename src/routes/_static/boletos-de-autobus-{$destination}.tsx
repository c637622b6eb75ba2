import { createFileRoute } from '@tanstack/react-router';
import { TICKET_DESTINATIONS } from '../../features/shell/route-catalog';
import { placeRoute } from '../-shared/content-routes';

export const Route = createFileRoute('/_static/boletos-de-autobus-{$destination}')(placeRoute('destination', TICKET_DESTINATIONS));
