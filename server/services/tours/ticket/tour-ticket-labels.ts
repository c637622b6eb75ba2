import { BRAND_NAME, paymentMethodNames } from '../../../documents/ticket-document';
import type { Lang } from '../../../http/envelope';
import type { TourPersonType } from './tour-ticket-view';

// The words of the tour ticket in both languages, shared by the HTML page, the PDF and the e-mail so all three
// say the same. The store and wallet names come from the bus ticket (server/documents/ticket-document.ts), so a
// method is named alike on both tickets.

export const tourTicketLabels = {
  es: {
    title: 'Boleto de tour',
    booking: 'Reservación',
    contact: 'A nombre de',
    tour: 'Tour',
    date: 'Fecha',
    start: 'Inicio',
    duration: 'Duración',
    people: 'Personas',
    meetingPoints: (count: number) => (count === 1 ? 'Punto de encuentro' : 'Puntos de encuentro'),
    person: 'Persona',
    online: 'Tu boleto en línea',
    meetAt: 'Preséntate a las',
    map: 'Ver en el mapa',
    includes: 'Incluye',
    cancellation: 'Política de cancelación',
    calendar: 'Agregar al calendario',
    passes: 'Pases',
    pass: 'Pase',
    scan: 'Muestra este código QR al guía al llegar.',
    payment: 'Resumen del pago',
    method: 'Forma de pago',
    total: 'Total pagado',
    card: 'Tarjeta terminada en',
    paidAt: 'Pagado el',
    timeZone: 'Horarios en hora del centro de México.',
    calendarReminder: 'Hora de presentarte en el punto de encuentro',
  },
  en: {
    title: 'Tour ticket',
    booking: 'Booking',
    contact: 'Booked by',
    tour: 'Tour',
    date: 'Date',
    start: 'Starts',
    duration: 'Duration',
    people: 'People',
    meetingPoints: (count: number) => (count === 1 ? 'Meeting point' : 'Meeting points'),
    person: 'Person',
    online: 'Your ticket online',
    meetAt: 'Be there at',
    map: 'View on the map',
    includes: 'Included',
    cancellation: 'Cancellation policy',
    calendar: 'Add to calendar',
    passes: 'Passes',
    pass: 'Pass',
    scan: 'Show this QR code to the guide when you arrive.',
    payment: 'Payment summary',
    method: 'Paid with',
    total: 'Total paid',
    card: 'Card ending in',
    paidAt: 'Paid on',
    timeZone: 'Times are central Mexico time.',
    calendarReminder: 'Time to be at the meeting point',
  },
} as const;

/** The person types as the tours pages name them (docs/rules/tours.md#prices-and-party), singular and plural. */
export const personTypeNames: Record<Lang, Record<TourPersonType, [one: string, many: string]>> = {
  es: {
    adult: ['adulto', 'adultos'],
    minor: ['menor (3-12 años)', 'menores (3-12 años)'],
    inapam: ['INAPAM', 'INAPAM'],
    infant: ['infante (0-2 años)', 'infantes (0-2 años)'],
  },
  en: {
    adult: ['adult', 'adults'],
    minor: ['minor (3-12 years)', 'minors (3-12 years)'],
    inapam: ['INAPAM (senior)', 'INAPAM (seniors)'],
    infant: ['infant (0-2 years)', 'infants (0-2 years)'],
  },
};

export const personTypeOrder: readonly TourPersonType[] = ['adult', 'minor', 'inapam', 'infant'];

/** The payment types of openapi/components/enums.yaml (PaymentType) a tour can be paid with. */
const tourPaymentNames: Record<Lang, Record<string, string>> = {
  es: {
    ...paymentMethodNames.es,
    credit: 'Tarjeta de crédito',
    debit: 'Tarjeta de débito',
    cash: 'Efectivo',
    agencies: 'Agencia',
    traveller_prepaid: 'Puntos prepagados',
    traveller_purchased: 'Puntos prepagados',
    traveller_loyalty: 'Puntos de viajero frecuente',
    traveller_win: 'Puntos de viajero frecuente',
  },
  en: {
    ...paymentMethodNames.en,
    credit: 'Credit card',
    debit: 'Debit card',
    cash: 'Cash',
    agencies: 'Agency',
    traveller_prepaid: 'Prepaid points',
    traveller_purchased: 'Prepaid points',
    traveller_loyalty: 'Frequent traveller points',
    traveller_win: 'Frequent traveller points',
  },
};

export const paymentName = (lang: Lang, paymentType: string) => tourPaymentNames[lang][paymentType] ?? paymentType;

const weekdays: Record<Lang, readonly string[]> = {
  es: ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'],
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
};

/**
 * `sábado 2026/12/05` / `Saturday 2026/12/05`: the day's name in the ticket's language beside the site's date
 * format (docs/rules/site.md#display-formats). A tour day is a day in Mexico, read as written with no zone shift.
 */
export function tourDate(lang: Lang, date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const weekday = weekdays[lang][new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
  return `${weekday} ${date.replaceAll('-', '/')}`;
}

/** `4 h 30 min`, `45 min`, `5 h`: the same in both languages. */
export function tourDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

export { BRAND_NAME };
