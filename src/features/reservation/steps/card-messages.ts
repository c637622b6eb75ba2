import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CardErrorCode } from '../../../../domain/payments/card-rules';

// What the card form says for each of the domain's card checks, in the reservation catalog. The
// server words its own refusal from domain/payments/card-rules.ts; a test keeps the two the same.

export const cardErrorMessages: Record<CardErrorCode, MessageDescriptor> = {
  card_number_required: msg`Ingresa el número de la tarjeta.`,
  card_number_invalid: msg`El número de la tarjeta no es válido.`,
  card_brand_unsupported: msg`Solo aceptamos tarjetas Visa, Mastercard, American Express y Carnet.`,
  card_name_required: msg`Ingresa el nombre como aparece en la tarjeta.`,
  card_name_invalid: msg`El nombre del titular solo puede llevar letras y espacios.`,
  card_expiry_required: msg`Ingresa la fecha de vencimiento (MM/AA).`,
  card_expiry_invalid: msg`La fecha de vencimiento debe tener el formato MM/AA.`,
  card_expired: msg`La tarjeta está vencida.`,
  card_cvv_required: msg`Ingresa el código de seguridad.`,
  card_cvv_invalid: msg`El código de seguridad no es válido.`,
};
