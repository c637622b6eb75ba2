import { createFileRoute } from '@tanstack/react-router';
import { itineraryPageRoute } from '../../-shared/itinerary-routes';

export const Route = createFileRoute('/_default/administra-reservacion/cambio-horarios')(itineraryPageRoute('change'));
