import { createFileRoute } from '@tanstack/react-router';
import { contentRoute } from '../../-shared/content-routes';

export const Route = createFileRoute('/_default/servicios/')(contentRoute('services'));
