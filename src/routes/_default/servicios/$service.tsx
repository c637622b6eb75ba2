import { createFileRoute } from '@tanstack/react-router';
import { serviceRoute } from '../../-shared/content-routes';

export const Route = createFileRoute('/_default/servicios/$service')(serviceRoute());
