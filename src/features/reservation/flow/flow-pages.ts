import type { ReservationPage } from '../../../../machines/reservation/reservation-pages';

// The address of each page of the reservation flow under the Spanish base (/reservacion) or the English
// alias (/reservation; docs/rules/site.md#addresses-and-aliases keeps the Spanish child segments under both).
// Which page each state of the chart belongs on is the chart's page map, machines/reservation/reservation-pages.ts.

export type FlowPage = ReservationPage;
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
