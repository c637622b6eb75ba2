import { createFileRoute } from '@tanstack/react-router';
import { adventuresRoute } from '../../-shared/adventures-routes';

export const Route = createFileRoute('/_default/aventuras/pago')(adventuresRoute('payment'));
