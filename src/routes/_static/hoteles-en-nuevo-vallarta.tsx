import { createFileRoute } from '@tanstack/react-router';
import { contentRoute } from '../-shared/content-routes';

export const Route = createFileRoute('/_static/hoteles-en-nuevo-vallarta')(contentRoute('hotels-nuevo-vallarta'));
