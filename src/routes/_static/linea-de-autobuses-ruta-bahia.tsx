import { createFileRoute } from '@tanstack/react-router';
import { contentRoute } from '../-shared/content-routes';

export const Route = createFileRoute('/_static/linea-de-autobuses-ruta-bahia')(contentRoute('line-buses'));
