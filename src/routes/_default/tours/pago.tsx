import { createFileRoute } from '@tanstack/react-router';
import { toursShopRoute } from '../../-shared/tours-routes';

export const Route = createFileRoute('/_default/tours/pago')(toursShopRoute('payment'));
