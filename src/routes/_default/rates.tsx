import { createFileRoute } from '@tanstack/react-router';
import { screenRoute } from '../-shared/screen-routes';

export const Route = createFileRoute('/_default/rates')(screenRoute('rates'));
