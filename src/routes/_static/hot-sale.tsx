import { createFileRoute } from '@tanstack/react-router';
import { contentRoute } from '../-shared/content-routes';

export const Route = createFileRoute('/_static/hot-sale')(contentRoute('hot-sale'));
