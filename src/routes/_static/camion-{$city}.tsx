import { createFileRoute } from '@tanstack/react-router';
import { BUS_CITIES } from '../../features/shell/route-catalog';
import { placeRoute } from '../-shared/content-routes';

export const Route = createFileRoute('/_static/camion-{$city}')(placeRoute('city', BUS_CITIES));
