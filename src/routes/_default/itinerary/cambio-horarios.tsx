import { createFileRoute } from '@tanstack/react-router';
import { itineraryPageRoute } from '../../-shared/itinerary-routes';

export const Route = createFileRoute('/_default/itinerary/cambio-horarios')(itineraryPageRoute('change'));
