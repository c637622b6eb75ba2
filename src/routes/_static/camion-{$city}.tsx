import { createFileRoute } from '@tanstack/react-router';
import { BUS_CITIES } from '../../features/shell/route-catalog';
import { placeRoute } from '../-shared/screen-routes';

export const Route = createFileRoute('/_static/camion-{$city}')(placeRoute('bus-to-city', 'city', BUS_CITIES));
