import { createFileRoute } from '@tanstack/react-router';
import { contentRoute } from '../-shared/content-routes';

export const Route = createFileRoute('/_default/tips-viaje')(contentRoute('travel-tips'));
