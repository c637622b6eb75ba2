import { createFileRoute } from '@tanstack/react-router';
import { serviceRoute } from '../../-shared/screen-routes';

export const Route = createFileRoute('/_default/servicios/$service')(serviceRoute());
