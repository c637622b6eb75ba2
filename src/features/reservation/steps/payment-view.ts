import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { DEFAULT_TIME_ZONE } from '../../../../domain/search/calendar-dates';
import { formatDateTimeIn } from '../../../../domain/display-format';
import type { ReservationSnapshot } from './reservation-selectors';
import { pointsCoverTotal } from '../../../../machines/reservation/points-rules';

// What the payment and tickets steps read from the reservation snapshot, and their labels.

export type PaymentPhase = 'loading' | 'failed' | 'choosing' | 'submitting' | 'challenge' | 'confirming' | 'confirmFailed' | 'cancelling' | 'elsewhere';

export function selectPaymentPhase(snapshot: ReservationSnapshot): PaymentPhase {
  if (snapshot.matches({ booking: { step: { payment: 'loading' } } })) return 'loading';
  if (snapshot.matches({ booking: { step: { payment: 'failed' } } })) return 'failed';
  if (snapshot.matches({ booking: { step: { payment: 'choosing' } } })) return 'choosing';
  if (snapshot.matches({ booking: { step: { confirmingPayment: 'submitting' } } })) return 'submitting';
  if (snapshot.matches({ booking: { step: { confirmingPayment: 'awaiting' } } })) return 'challenge';
  if (snapshot.matches({ confirmingReservation: 'submitting' })) return 'confirming';
  if (snapshot.matches({ confirmingReservation: 'failed' })) return 'confirmFailed';
  // The traveller asked to cancel the reservation (cancel-reservation.tsx says so under the step).
  if (snapshot.matches({ booking: { step: 'deleting' } })) return 'cancelling';
  return 'elsewhere';
}

export type TicketsPhase = 'loading' | 'failed' | 'showing' | 'elsewhere';

export function selectTicketsPhase(snapshot: ReservationSnapshot): TicketsPhase {
  if (snapshot.matches({ tickets: 'loading' })) return 'loading';
  if (snapshot.matches({ tickets: 'failed' })) return 'failed';
  if (snapshot.matches({ tickets: 'showing' })) return 'showing';
  return 'elsewhere';
}

export const selectPaymentOptions = (snapshot: ReservationSnapshot) => snapshot.context.paymentOptions;
export const selectPaymentOutcome = (snapshot: ReservationSnapshot) => snapshot.context.paymentOutcome;
export const selectPointsPart = (snapshot: ReservationSnapshot) => snapshot.context.pointsPart ?? null;
export const selectPointsIssue = (snapshot: ReservationSnapshot) => snapshot.context.pointsIssue ?? null;
/** Points cover the whole total (decision 034): nothing is left to pay in money. */
export const selectPointsCoverTotal = (snapshot: ReservationSnapshot) => pointsCoverTotal(snapshot.context);
/** With points applied only a card or a wallet may pay the rest: cash orders are paid later, or never. */
export const withPointsMethods = (methods: string[], points: boolean) => (points ? methods.filter((m) => m !== 'office' && !isStoreMethod(m)) : methods);
export const selectPaymentMethod = (snapshot: ReservationSnapshot) => snapshot.context.paymentMethod;
export const selectTickets = (snapshot: ReservationSnapshot) => snapshot.context.tickets;
export const selectTicketDocument = (snapshot: ReservationSnapshot) => snapshot.context.ticket;
export const selectReservationCode = (snapshot: ReservationSnapshot) => snapshot.context.reservation.code;
/** The flow token the PEND check sends with the code (decision 019). */
export const selectFlowToken = (snapshot: ReservationSnapshot) => snapshot.context.flowToken ?? '';
/** The lasting link to the tickets (link token and expiry) confirm answered, or null. */
export const selectTicketsLink = (snapshot: ReservationSnapshot) => snapshot.context.ticketsLink ?? null;

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

/** Store cash methods give a printable reference; the office gives PEND tickets. */
export const isStoreMethod = (method: string | null) => method === 'oxxo' || method === 'openpay';

/** A date and time in the company's time zone (Mexico City), as docs/rules/site.md#display-formats shows them: yyyy/mm/dd, 12-hour. */
export function formatDateTime(iso: string | null | undefined): string {
  return iso ? formatDateTimeIn(iso, DEFAULT_TIME_ZONE) : '';
}

/** The legs, payment and e-mail address confirm answered; null for a flow stored before they existed. */
export const selectConfirmation = (snapshot: ReservationSnapshot) => snapshot.context.confirmation ?? null;
