import { createFileRoute } from '@tanstack/react-router';
import { toursCatalogueRoute } from '../../-shared/tours-routes';

export const Route = createFileRoute('/_default/tours/')(toursCatalogueRoute());
