import { BRAND_NAME, type DocumentLang, type TicketDocumentReservation, type TicketDocumentTicket } from '../documents/ticket-document';
import { changeNotice, changeSubject, type ScheduleChangeFacts } from './change-notice';
import type { StoreOrderFacts } from './store-order-block';

// The words of the tickets' e-mail (ticket-email.ts writes its text part, ticket-email-html.ts its HTML part).

export const ticketEmailCopy = {
  es: {
    subject: (code: string) => `${BRAND_NAME}: tus boletos, reservación ${code}`,
    greeting: (name: string | null) => (name ? `Hola, ${name}:` : 'Hola:'),
    intro: (code: string) => `Gracias por viajar con ${BRAND_NAME}. Tu reservación ${code} está confirmada. Adjuntamos tus boletos en PDF.`,
    pendIntro: (code: string) => `Gracias por viajar con ${BRAND_NAME}. Apartamos tu reservación ${code}, pendiente de pago. Adjuntamos tus boletos en PDF.`,
    pend: 'Los boletos PEND están pendientes de pago y no son válidos para viajar hasta pagarlos.',
    open: 'abierto',
    seat: 'asiento',
    boarding: 'abordaje',
    outro: 'Preséntate a abordar 10 minutos antes de la salida. ¡Buen viaje!',
    link: (url: string, until: string) => `Tus boletos también están en este enlace, válido hasta el ${until}; no lo compartas: ${url}`,
    button: 'Ver mis boletos',
    manage: (url: string) => `Consulta, cambia o cancela tu reservación en Mi reservación: ${url}`,
    invoice: (url: string) => `Factura tu compra aquí: ${url}`,
    // The HTML part's words for the same links: a link's own text, not its long address, which would
    // widen the message past a phone's screen.
    linkNote: (until: string) => `El botón abre tus boletos hasta el ${until}; no compartas este correo.`,
    manageLabel: 'Consulta, cambia o cancela tu reservación',
    invoiceLabel: 'Factura tu compra',
  },
  en: {
    subject: (code: string) => `${BRAND_NAME}: your tickets, reservation ${code}`,
    greeting: (name: string | null) => (name ? `Hello ${name},` : 'Hello,'),
    intro: (code: string) => `Thank you for travelling with ${BRAND_NAME}. Your reservation ${code} is confirmed. Your tickets are attached as a PDF.`,
    pendIntro: (code: string) => `Thank you for travelling with ${BRAND_NAME}. We are holding your reservation ${code}, pending payment. Your tickets are attached as a PDF.`,
    pend: 'PEND tickets are awaiting payment and are not valid for travel until paid.',
    open: 'open',
    seat: 'seat',
    boarding: 'boarding',
    outro: 'Be at the gate 10 minutes before departure. Have a good trip!',
    link: (url: string, until: string) => `Your tickets are also at this link, valid until ${until}; do not share it: ${url}`,
    button: 'See my tickets',
    manage: (url: string) => `See, change or cancel your reservation in My reservation: ${url}`,
    invoice: (url: string) => `Invoice your purchase here: ${url}`,
    linkNote: (until: string) => `The button opens your tickets until ${until}; do not share this e-mail.`,
    manageLabel: 'See, change or cancel your reservation',
    invoiceLabel: 'Invoice your purchase',
  },
} as const;

export interface EmailArgs {
  recipient: string;
  reservation: TicketDocumentReservation;
  tickets: readonly TicketDocumentTicket[];
  lang: DocumentLang;
  /** A link to the tickets carrying a link token (decision 019); the only way to them without the code and surname. */
  link?: { url: string; expiresAt: Date };
  /** "My reservation" opened on this reservation by the same link token (docs/rules/my-reservation.md#finding-a-reservation). */
  manageUrl?: string;
  /** The invoicing screen opened on this reservation by the same link token (docs/rules/invoicing.md#finding-the-reservation). */
  invoiceUrl?: string;
  /** A store order awaiting its cash: its reference, barcode, amount and deadline are shown (docs/rules/payment.md#cash-at-a-store). */
  storeOrder?: StoreOrderFacts;
  /** Sent after a change in my reservation: what moved and how its difference was settled comes first. */
  change?: ScheduleChangeFacts;
}

/**
 * What the e-mail says first: after a change, what changed and how its difference was settled; otherwise
 * that the reservation is confirmed, or held pending payment when it has PEND tickets (never "confirmed").
 */
export function openingOf(args: EmailArgs): string[] {
  if (args.change) return changeNotice(args.lang, args.reservation.code, args.change, args.tickets);
  return [(args.tickets.some((t) => t.type === 'PEND') ? ticketEmailCopy[args.lang].pendIntro : ticketEmailCopy[args.lang].intro)(args.reservation.code)];
}


export const subjectOf = (args: EmailArgs) => (args.change ? changeSubject(args.lang, args.reservation.code, args.change) : ticketEmailCopy[args.lang].subject(args.reservation.code));
