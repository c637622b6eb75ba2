import { createFileRoute } from '@tanstack/react-router';
import { loyaltyRoute } from '../../-shared/loyalty-routes';

export const Route = createFileRoute('/_default/viajero-frecuente/registro')(loyaltyRoute('register'));
