import { createFileRoute } from '@tanstack/react-router';
import { tourDetailRoute } from '../../../-shared/tours-routes';

export const Route = createFileRoute('/_default/tours/detalle/$name')(tourDetailRoute());
