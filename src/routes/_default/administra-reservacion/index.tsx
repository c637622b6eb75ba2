import { createFileRoute } from '@tanstack/react-router';
import { itineraryIndexRoute } from '../../-shared/itinerary-routes';

export const Route = createFileRoute('/_default/administra-reservacion/')(itineraryIndexRoute(false));
