import type { PassengerType } from '../../domain/search/passengers';
import type { TicketType } from '../../domain/tickets/ticket-codes';

// What the ticket documents (PDF and HTML) show. Routes map their rows to these shapes, so the
// renderers know nothing about the database.

export const BRAND_NAME = 'Ruta Bahía';

export type DocumentLang = 'es' | 'en';

/** The seller, printed on every document (configuration: COMPANY_*). */
export interface DocumentCompany {
  name: string;
  legalName: string;
  taxId: string;
  phone: string;
}

/** What was paid and how, or what is to be paid at a store or the office. */
export interface DocumentPayment {
  /** card, oxxo, openpay, office or a wallet; null when unknown. */
  method: string | null;
  status: 'approved' | 'order_generated' | 'process' | 'decline';
  totalCents: number;
  /** What the payer was charged when it is another currency (a foreign card pays USD). */
  charged: { cents: number; currency: string } | null;
  /** A store cash reference and, terminal-local, until when the store takes it. */
  orderReference: string | null;
  orderDeadline: string | null;
  /** Paid with points (PTS), beside the money part; 0 without (decision 034). */
  pointsCents?: number;
  /** Schedule changes' differences given back since, already taken off `totalCents` (decision 070); 0 without. */
  refundedCents?: number;
  /** What cancelling gave back (money and points), already taken off `totalCents` (decision 073); 0 without. */
  cancelRefundedCents?: number;
}

export interface DocumentMemberLuggage {
  tier: 'classic' | 'gold' | 'platinum';
  bags: number;
  kgPerBag: number;
  sportsOrInstrument: number;
  handBags: number;
}

export interface TicketDocumentReservation {
  code: string;
  contactName: string | null;
  issuedAt: Date;
  contactEmail?: string | null;
  company?: DocumentCompany;
  payment?: DocumentPayment | null;
  /** A frequent traveller's reservation: the tier's free luggage (docs/rules/loyalty.md#luggage-by-tier), printed with the tickets. */
  memberLuggage?: DocumentMemberLuggage | null;
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
  /**
   * For PEND: when to appear and when the seat is released, terminal-local. `atStore`: the reservation is to be
   * paid at a store, whose one deadline is `holdUntil` (the office's appear-by time means nothing there).
   */
  pend?: { appearBy: string; holdUntil: string; atStore?: boolean };
  /** For open tickets: last day of validity (yyyy-mm-dd). */
  validUntil?: string | null;
  /** Terminal-local: boarding closes 10 minutes before departure (docs/rules/tickets-and-documents.md#boarding-time). */
  boardingAt?: string | null;
  /** Street addresses of the terminals the ticket leaves from and arrives at. */
  originAddress?: string | null;
  destinationAddress?: string | null;
  /** The bus's class, in the document's language. */
  serviceClass?: string | null;
  /** The wheelchair place (1, 2…) held on this leg's bus for the reservation (docs/rules/booking.md#the-wheelchair-place), if any. */
  wheelchairPlace?: number | null;
  /** Cancelled (docs/rules/my-reservation.md#cancelling): the document marks it and gives it no QR or PIN (decision 038). */
  cancelled?: boolean;
  /** Where the shuttle bought with the trip takes this passenger at the end of this leg (its name in the document's language). */
  shuttle?: string | null;
}

export const ticketLabels = {
  es: {
    title: 'Boleto electrónico',
    pendingTitle: 'Reservación pendiente de pago',
    cancelledTitle: 'Reservación cancelada',
    cancelled: 'CANCELADO',
    cancelledNotice: 'Este boleto fue cancelado: ya no sirve para abordar y su código QR y PIN quedaron anulados.',
    reservation: 'Reservación',
    ticket: 'Boleto',
    type: 'Tipo',
    trip: 'Viaje',
    departure: 'Ida',
    return: 'Regreso',
    date: 'Fecha',
    time: 'Hora',
    open: 'Abierto',
    openDate: 'Abierta: elige la fecha en Mi reservación o en taquilla',
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
    departureTime: 'Salida',
    boarding: 'Abordaje (10 min antes)',
    from: 'Sale de',
    to: 'Llega a',
    serviceClass: 'Clase',
    shuttle: 'Conexión shuttle',
    summary: 'Resumen del pago',
    totalPaid: 'Total pagado',
    paidAtPurchase: 'Pagado',
    changeRefund: 'Devuelto por cambio de horario',
    cancelRefund: 'Devuelto por cancelación',
    paidWithPoints: 'Pagado con puntos',
    paidWithMoney: 'Pagado con dinero',
    memberLuggage: (tier: string) => `Equipaje de viajero frecuente ${tier}`,
    luggageLine: (l: DocumentMemberLuggage) => `${l.bags} maletas de hasta ${l.kgPerBag} kg, ${l.sportsOrInstrument} artículo deportivo o instrumento musical y ${l.handBags} piezas de mano`,
    tiers: { classic: 'Clásico', gold: 'Oro', platinum: 'Platino' },
    totalDue: 'Total a pagar',
    charged: 'Cargo a tu tarjeta',
    method: 'Forma de pago',
    payWith: 'Forma de pago',
    storeReference: 'Referencia para pagar en tienda',
    payBefore: 'Paga antes de',
    sentTo: 'Boletos enviados a',
    seller: 'Vende',
    taxId: 'RFC',
    phone: 'Teléfono',
  },
  en: {
    title: 'E-ticket',
    pendingTitle: 'Reservation awaiting payment',
    cancelledTitle: 'Cancelled reservation',
    cancelled: 'CANCELLED',
    cancelledNotice: 'This ticket was cancelled: it is no longer valid for boarding and its QR code and PIN are void.',
    reservation: 'Reservation',
    ticket: 'Ticket',
    type: 'Type',
    trip: 'Trip',
    departure: 'Outbound',
    return: 'Return',
    date: 'Date',
    time: 'Time',
    open: 'Open',
    openDate: 'Open: choose the date in My reservation or at the ticket office',
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
    departureTime: 'Departure',
    boarding: 'Boarding (10 min before)',
    from: 'Leaves from',
    to: 'Arrives at',
    serviceClass: 'Class',
    shuttle: 'Shuttle connection',
    summary: 'Payment',
    totalPaid: 'Total paid',
    paidAtPurchase: 'Paid',
    changeRefund: 'Refunded for a schedule change',
    cancelRefund: 'Refunded for the cancellation',
    paidWithPoints: 'Paid with points',
    paidWithMoney: 'Paid in money',
    memberLuggage: (tier: string) => `Frequent traveller luggage ${tier}`,
    luggageLine: (l: DocumentMemberLuggage) => `${l.bags} bags of up to ${l.kgPerBag} kg, ${l.sportsOrInstrument} sports item or musical instrument and ${l.handBags} hand bags`,
    tiers: { classic: 'Classic', gold: 'Gold', platinum: 'Platinum' },
    totalDue: 'Total to pay',
    charged: 'Charged to your card',
    method: 'Paid with',
    payWith: 'Pay with',
    storeReference: 'Reference to pay at the store',
    payBefore: 'Pay before',
    sentTo: 'Tickets sent to',
    seller: 'Sold by',
    taxId: 'Tax id (RFC)',
    phone: 'Phone',
  },
} as const;

/** The passenger types as the tickets page names them (src/features/reservation/steps/reservation-labels.ts), word for word. */
export const passengerTypeNames: Record<DocumentLang, Record<PassengerType, string>> = {
  es: {
    adult: 'Adulto',
    minor: 'Menor, 3 a 12 años',
    inapam: 'INAPAM',
    infant: 'Infante, 0 a 2 años',
    student: 'Estudiante',
    student_flex: 'Estudiante flex',
    teacher: 'Maestro',
    teacher_flex: 'Maestro flex',
  },
  en: {
    adult: 'Adult',
    minor: 'Child, 3 to 12 years',
    inapam: 'INAPAM (senior)',
    infant: 'Infant, 0 to 2 years',
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

export const paymentMethodNames: Record<DocumentLang, Record<string, string>> = {
  // Named as the site's checkout names them (src/features/payment/method-labels.ts).
  es: { card: 'Tarjeta de crédito o débito', oxxo: 'Efectivo en OXXO', openpay: 'Efectivo en tiendas (Openpay)', office: 'En taquilla', paypal: 'PayPal', apple_pay: 'Apple Pay', google_pay: 'Google Pay' },
  en: { card: 'Credit or debit card', oxxo: 'Cash at OXXO', openpay: 'Cash at stores (Openpay)', office: 'At the ticket office', paypal: 'PayPal', apple_pay: 'Apple Pay', google_pay: 'Google Pay' },
};
