import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

// The names of the payment methods a checkout offers, and what choosing a cash method means.

export const methodLabels: Record<string, MessageDescriptor> = {
  card: msg`Tarjeta de crédito o débito`,
  oxxo: msg`Efectivo en OXXO`,
  openpay: msg`Efectivo en tiendas (Openpay)`,
  office: msg`Pagar en taquilla`,
  paypal: msg`PayPal`,
  apple_pay: msg`Apple Pay`,
  google_pay: msg`Google Pay`,
};

export const methodHints: Record<string, MessageDescriptor> = {
  oxxo: msg`Te damos una referencia para pagar en efectivo en cualquier OXXO antes de la fecha límite.`,
  openpay: msg`Te damos una referencia para pagar en efectivo en tiendas afiliadas a Openpay antes de la fecha límite.`,
  office: msg`Tus boletos quedan pendientes (PEND); págalos en la taquilla antes de la fecha límite.`,
};
