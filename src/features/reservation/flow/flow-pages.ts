import type { SnapshotFrom } from 'xstate';
import type { reservationMachine } from '../../../../machines/reservation/reservation.machine';

// Which page of the reservation flow shows each state of the chart, and the address of each page
// under the Spanish base (/reservacion) or the English alias (/reservation; docs/rules/site.md#addresses-and-aliases keeps the
// Spanish child segments under both).

export type FlowPage = 'search' | 'schedules' | 'contact' | 'additionals' | 'seats' | 'payment' | 'tickets' | 'invoicing';
export type StepPage = Exclude<FlowPage, 'search'>;

const segments: Record<StepPage, string> = {
  schedules: 'horarios',
  contact: 'contacto',
  additionals: 'adicionales',
  seats: 'asientos',
  payment: 'pago',
  tickets: 'boletos',
  invoicing: 'facturacion',
};

type ReservationSnapshot = SnapshotFrom<typeof reservationMachine>;

/**
 * The page the chart's active state belongs on; null when the state has no page of its own
 * (expired, deleting, a stopped actor): the traveller then stays where they are.
 */
export function pageOfSnapshot(snapshot: ReservationSnapshot): FlowPage | null {
  if (snapshot.status !== 'active') return null;
  if (snapshot.matches('search')) return 'search';
  if (snapshot.matches({ booking: { step: 'schedules' } })) return 'schedules';
  if (snapshot.matches({ booking: { step: 'contact' } })) return 'contact';
  if (snapshot.matches({ booking: { step: 'additionals' } })) return 'additionals';
  if (snapshot.matches({ booking: { step: 'seats' } })) return 'seats';
  if (snapshot.matches({ booking: { step: 'payment' } }) || snapshot.matches({ booking: { step: 'confirmingPayment' } })) {
    return 'payment';
  }
  if (snapshot.matches('confirmingReservation')) return 'payment';
  if (snapshot.matches('tickets')) return 'tickets';
  if (snapshot.matches('invoicing')) return 'invoicing';
  return null;
}

export function isEnglishFlowPath(pathname: string): boolean {
  return pathname === '/reservation' || pathname.startsWith('/reservation/');
}

export function isFlowPath(pathname: string): boolean {
  return isEnglishFlowPath(pathname) || pathname === '/reservacion' || pathname.startsWith('/reservacion/');
}

/** The address of a page, keeping the base (Spanish or English alias) the traveller is using. */
export function pathOfPage(page: FlowPage, english: boolean): string {
  const base = english ? '/reservation' : '/reservacion';
  return page === 'search' ? base : `${base}/${segments[page]}`;
}

/** The page an address shows, or null outside the flow. */
export function pageOfPath(pathname: string): FlowPage | null {
  if (!isFlowPath(pathname)) return null;
  const segment = pathname.split('/').filter(Boolean)[1];
  if (!segment) return 'search';
  const entry = Object.entries(segments).find(([, value]) => value === segment);
  return entry ? (entry[0] as StepPage) : null;
}
