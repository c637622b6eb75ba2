import { DEFAULT_TIME_ZONE } from '../../../../domain/search/calendar-dates';
import { formatDateTimeIn } from '../../../../domain/display-format';
import type { ReservationSnapshot } from './reservation-selectors';
import type { PaymentActorRef } from '../../payment/payment-provider';

// What the payment and tickets steps read from the reservation snapshot, and their labels.

export type PaymentPhase = 'loading' | 'failed' | 'paying' | 'confirming' | 'confirmFailed' | 'cancelling' | 'elsewhere';

export function selectPaymentPhase(snapshot: ReservationSnapshot): PaymentPhase {
  if (snapshot.matches({ booking: { step: { payment: 'loading' } } })) return 'loading';
  if (snapshot.matches({ booking: { step: { payment: 'failed' } } })) return 'failed';
  if (snapshot.matches({ booking: { step: { payment: 'paying' } } })) return 'paying';
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
/** The checkout the payment step invoked (machines/payment), while the traveller pays. */
export const selectCheckout = (snapshot: ReservationSnapshot) => snapshot.children.pay as PaymentActorRef | undefined;
export const selectPaymentMethod = (snapshot: ReservationSnapshot) => snapshot.context.paymentMethod;
export const selectTickets = (snapshot: ReservationSnapshot) => snapshot.context.tickets;
export const selectTicketDocument = (snapshot: ReservationSnapshot) => snapshot.context.ticket;
export const selectReservationCode = (snapshot: ReservationSnapshot) => snapshot.context.reservation.code;
/** The flow token the PEND check sends with the code (decision 019). */
export const selectFlowToken = (snapshot: ReservationSnapshot) => snapshot.context.flowToken ?? '';
/** The lasting link to the tickets (link token and expiry) confirm answered, or null. */
export const selectTicketsLink = (snapshot: ReservationSnapshot) => snapshot.context.ticketsLink ?? null;

/** Store cash methods give a printable reference; the office gives PEND tickets. */
export const isStoreMethod = (method: string | null) => method === 'oxxo' || method === 'openpay';

/** A date and time in the company's time zone (Mexico City), as docs/rules/site.md#display-formats shows them: yyyy/mm/dd, 12-hour. */
export function formatDateTime(iso: string | null | undefined): string {
  return iso ? formatDateTimeIn(iso, DEFAULT_TIME_ZONE) : '';
}

/** The legs, payment and e-mail address confirm answered; null for a flow stored before they existed. */
export const selectConfirmation = (snapshot: ReservationSnapshot) => snapshot.context.confirmation ?? null;
