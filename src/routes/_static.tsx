import { createFileRoute } from '@tanstack/react-router';
import { StaticLayout } from '../components/layout/static-layout';

export const Route = createFileRoute('/_static')({
  component: StaticLayout,
});
