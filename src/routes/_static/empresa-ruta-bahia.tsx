import { createFileRoute } from '@tanstack/react-router';
import { contentRoute } from '../-shared/content-routes';

export const Route = createFileRoute('/_static/empresa-ruta-bahia')(contentRoute('brand-company'));
