import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ItineraryExtra } from '../../../machines/itinerary/itinerary.ports';

// Names "my reservation" gives to codes of the reservation it shows.

export const paymentStatusLabels: Record<string, MessageDescriptor> = {
  approved: msg`Pagada`,
  order_generated: msg`Pendiente de pago`,
  process: msg`Sin pagar`,
  decline: msg`Pago rechazado`,
};

export const extraLabels: Record<ItineraryExtra['concept'], MessageDescriptor> = {
  insurance: msg`Seguro de viajero`,
  shuttle: msg`Conexión shuttle`,
  pet: msg`Mascota pequeña en transportadora`,
  wheelchair: msg`Espacio para silla de ruedas`,
};
