import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CardErrorCode } from '../../../domain/payments/card-rules';

// What the card form says for each of the domain's card checks, in the payment catalog. The
// server words its own refusal from domain/payments/card-rules.ts; a test keeps the two the same.

export const cardErrorMessages: Record<CardErrorCode, MessageDescriptor> = {
  card_number_required: msg`Ingresa el número de la tarjeta.`,
  card_number_invalid: msg`El número de la tarjeta no es válido.`,
  card_brand_unsupported: msg`Solo aceptamos tarjetas Visa, Mastercard, American Express y Carnet.`,
  card_name_required: msg`Ingresa el nombre como aparece en la tarjeta.`,
  card_name_invalid: msg`Escribe el nombre como aparece en la tarjeta: al menos 2 letras, sin números ni símbolos.`,
  card_expiry_required: msg`Ingresa la fecha de vencimiento (MM/AA).`,
  card_expiry_invalid: msg`La fecha de vencimiento debe tener el formato MM/AA.`,
  card_expired: msg`La tarjeta está vencida.`,
  card_cvv_required: msg`Ingresa el código de seguridad.`,
  card_cvv_invalid: msg`El código de seguridad no es válido.`,
};

/**
 * What to do after the bank declined, by the gateway's reason (server/payments/payment-gateway.ts):
 * the next step a traveller can take on this page. Other methods offered are named beside it.
 */
export const declineAdvice: Record<string, MessageDescriptor> = {
  insufficient_funds: msg`Tu banco no autorizó el cargo por fondos insuficientes. Prueba con otra tarjeta.`,
  card_invalid: msg`Revisa el número, la fecha de vencimiento y el código de seguridad, o prueba con otra tarjeta.`,
  challenge_failed: msg`No se completó la verificación de tu banco (3-D Secure). Vuelve a intentarlo con el código que te envió tu banco, o prueba con otra tarjeta.`,
  unknown_test_card: msg`Tu banco no autorizó el cargo. Revisa los datos de la tarjeta o prueba con otra.`,
};

/** Any other decline: the same next steps, without a reason to give. */
export const declineAdviceFallback = msg`Tu banco no autorizó el cargo. Revisa los datos de la tarjeta o prueba con otra.`;

/** A store or office order refused: another way to pay is the way on. */
export const orderRefusalAdvice = msg`Elige otra forma de pago para continuar.`;
