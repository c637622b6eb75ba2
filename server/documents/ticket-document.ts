import type { PassengerType } from '../../domain/search/passengers';
import type { TicketType } from '../../domain/tickets/ticket-codes';

// What the ticket documents (PDF and HTML) show. Routes map their rows to these shapes, so the
// renderers know nothing about the database.

export const BRAND_NAME = 'Ruta Bahía';

export type DocumentLang = 'es' | 'en';

export interface TicketDocumentReservation {
  code: string;
  contactName: string | null;
  issuedAt: Date;
}

export interface TicketDocumentTicket {
  code: string;
  /** 6 digits; null on a PEND, which is not a ticket to travel yet. */
  pin: string | null;
  type: TicketType;
  passengerName: string | null;
  passengerType: PassengerType;
  leg: 'departure' | 'return';
  origin: string;
  destination: string;
  /** Terminal-local date-time as written (`2026-12-01T14:30:00`); null for an open ticket. */
  departureAt: string | null;
  seat: number | null;
  priceCents: number;
  /** For PEND: when to appear and when the seat is released, terminal-local. */
  pend?: { appearBy: string; holdUntil: string };
  /** For open tickets: last day of validity (yyyy-mm-dd). */
  validUntil?: string | null;
  /** The wheelchair place (1, 2…) held on this leg's bus for the reservation (issue 11), if any. */
  wheelchairPlace?: number | null;
}

export const ticketLabels = {
  es: {
    title: 'Boleto electrónico',
    reservation: 'Reservación',
    ticket: 'Boleto',
    type: 'Tipo',
    trip: 'Viaje',
    departure: 'Ida',
    return: 'Regreso',
    date: 'Fecha',
    time: 'Hora',
    open: 'Abierto',
    seat: 'Asiento',
    noSeat: 'Sin asiento (en brazos)',
    wheelchair: 'Silla de ruedas',
    wheelchairPlace: 'Espacio',
    passenger: 'Pasajero',
    passengerType: 'Tipo de pasajero',
    price: 'Precio',
    pin: 'PIN',
    validUntil: 'Válido hasta',
    issued: 'Emitido',
    scan: 'Presenta este código QR o el PIN al abordar.',
  },
  en: {
    title: 'E-ticket',
    reservation: 'Reservation',
    ticket: 'Ticket',
    type: 'Type',
    trip: 'Trip',
    departure: 'Outbound',
    return: 'Return',
    date: 'Date',
    time: 'Time',
    open: 'Open',
    seat: 'Seat',
    noSeat: 'No seat (on lap)',
    wheelchair: 'Wheelchair',
    wheelchairPlace: 'Space',
    passenger: 'Passenger',
    passengerType: 'Passenger type',
    price: 'Price',
    pin: 'PIN',
    validUntil: 'Valid until',
    issued: 'Issued',
    scan: 'Show this QR code or the PIN when boarding.',
  },
} as const;

export const passengerTypeNames: Record<DocumentLang, Record<PassengerType, string>> = {
  es: {
    adult: 'Adulto',
    minor: 'Menor (3-12 años)',
    inapam: 'INAPAM',
    infant: 'Infante (0-2 años)',
    student: 'Estudiante',
    student_flex: 'Estudiante flex',
    teacher: 'Maestro',
    teacher_flex: 'Maestro flex',
  },
  en: {
    adult: 'Adult',
    minor: 'Minor (3-12 years)',
    inapam: 'INAPAM (senior)',
    infant: 'Infant (0-2 years)',
    student: 'Student',
    student_flex: 'Student flex',
    teacher: 'Teacher',
    teacher_flex: 'Teacher flex',
  },
};

export const ticketTypeNames: Record<DocumentLang, Record<TicketType, string>> = {
  es: { 'E-ticket': 'Boleto electrónico (E-ticket)', OK: 'Boleto OK (taquilla)', PEND: 'PEND: pendiente de pago' },
  en: { 'E-ticket': 'Electronic ticket (E-ticket)', OK: 'OK ticket (office)', PEND: 'PEND: awaiting payment' },
};
