import { createFileRoute } from '@tanstack/react-router';
import { contentRoute } from '../-shared/content-routes';

export const Route = createFileRoute('/_default/terminos-condiciones')(contentRoute('terms-conditions'));
