import { createFileRoute } from '@tanstack/react-router';
import { reservationStepRoute } from '../-shared/reservation-routes';

export const Route = createFileRoute('/reservation/contacto')(reservationStepRoute('contact'));
