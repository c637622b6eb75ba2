import type { PaymentStatus } from './reservation-state';

// The step guards (docs/rules/booking.md#the-steps-and-their-guards) as plain functions, so the reservation chart, the router and the
// server agree on them.

export const reservationSteps = ['schedules', 'contact', 'additionals', 'seats', 'payment'] as const;
export type ReservationStep = (typeof reservationSteps)[number];

/** A payment that is done as far as the traveller is concerned: paid, or a store order issued. */
export function isPaymentSettled(payment: PaymentStatus): boolean {
  return payment === 'approved' || payment === 'order_generated';
}

/**
 * Steps on which a settled payment sends the traveller to the tickets. The rule names schedules,
 * contact, additionals and payment; seats is added because re-holding seats after paying makes
 * no sense.
 */
export const stepsLeftWhenSettled: readonly ReservationStep[] = ['schedules', 'contact', 'additionals', 'seats', 'payment'];

/**
 * Payment methods whose payments cannot be invoiced from the reservation flow: points
 * (traveller_*) are never invoiced, and store payments (oxxo, openpay) are invoiced by the store.
 */
export function isInvoiceableMethod(method: string | null): boolean {
  if (!method) return false;
  return !(method.startsWith('traveller') || method === 'oxxo' || method === 'openpay');
}

export type InvoicingAccess = 'pass' | 'stay' | 'tickets';

/**
 * The invoicing-step rule (docs/rules/booking.md#the-invoicing-step): an approved payment with an invoiceable method passes, a
 * payment still in process keeps the traveller where they are, anything else goes to tickets.
 */
export function invoicingAccess(payment: PaymentStatus, method: string | null): InvoicingAccess {
  if (payment === 'approved' && isInvoiceableMethod(method)) return 'pass';
  if (payment === 'process') return 'stay';
  return 'tickets';
}
