import { createFileRoute } from '@tanstack/react-router';
import { reservationStartRoute } from '../-shared/reservation-routes';

export const Route = createFileRoute('/reservacion/')(reservationStartRoute());
