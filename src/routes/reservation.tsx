import { createFileRoute } from '@tanstack/react-router';
import { reservationLayoutRoute } from './-shared/reservation-routes';

export const Route = createFileRoute('/reservation')(reservationLayoutRoute());
