import { createFileRoute } from '@tanstack/react-router';
import { toursSearchRoute } from '../../-shared/tours-routes';

export const Route = createFileRoute('/_default/tours/buscar')(toursSearchRoute());
