import { createFileRoute } from '@tanstack/react-router';
import { invoicingScreenRoute } from '../-shared/invoicing-routes';

export const Route = createFileRoute('/_default/facturacion')(invoicingScreenRoute('invoicing'));
