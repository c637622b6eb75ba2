import { formatDate, formatMoney, formatTime } from '../../domain/display-format';
import { BRAND_NAME, passengerTypeNames, type DocumentLang, type TicketDocumentReservation, type TicketDocumentTicket } from '../documents/ticket-document';
import type { NewOutboxMessage } from './outbox';

// The confirmation e-mail with the tickets PDF attached. Built once at confirmation time and
// stored whole in the outbox, so a later delivery sends exactly what the traveller bought.

const copy = {
  es: {
    subject: (code: string) => `${BRAND_NAME}: tus boletos, reservación ${code}`,
    greeting: (name: string | null) => (name ? `Hola, ${name}:` : 'Hola:'),
    intro: (code: string) => `Gracias por viajar con ${BRAND_NAME}. Tu reservación ${code} está confirmada. Adjuntamos tus boletos en PDF.`,
    pend: 'Los boletos PEND están pendientes de pago y no son válidos para viajar hasta pagarlos.',
    open: 'abierto',
    seat: 'asiento',
    outro: 'Preséntate a abordar 10 minutos antes de la salida. ¡Buen viaje!',
    link: (url: string, until: string) => `Tus boletos también están en este enlace, válido hasta el ${until}; no lo compartas: ${url}`,
  },
  en: {
    subject: (code: string) => `${BRAND_NAME}: your tickets, reservation ${code}`,
    greeting: (name: string | null) => (name ? `Hello ${name},` : 'Hello,'),
    intro: (code: string) => `Thank you for travelling with ${BRAND_NAME}. Your reservation ${code} is confirmed. Your tickets are attached as a PDF.`,
    pend: 'PEND tickets are awaiting payment and are not valid for travel until paid.',
    open: 'open',
    seat: 'seat',
    outro: 'Be at the gate 10 minutes before departure. Have a good trip!',
    link: (url: string, until: string) => `Your tickets are also at this link, valid until ${until}; do not share it: ${url}`,
  },
} as const;

export function ticketConfirmationEmail(args: {
  recipient: string;
  reservation: TicketDocumentReservation;
  tickets: readonly TicketDocumentTicket[];
  lang: DocumentLang;
  pdf: Buffer;
  /** A link to the tickets carrying a link token (decision 019); the only way to them without the code and surname. */
  link?: { url: string; expiresAt: Date };
}): NewOutboxMessage {
  const c = copy[args.lang];
  const lines = args.tickets.map((t) => {
    const when = t.departureAt ? `${formatDate(t.departureAt)} ${formatTime(t.departureAt)}` : c.open;
    const seat = t.seat === null ? '' : `, ${c.seat} ${t.seat}`;
    // Each ticket is its passenger's (SPEC §1): the name comes before the fare it travels on.
    const who = [t.passengerName, passengerTypeNames[args.lang][t.passengerType]].filter(Boolean).join(', ');
    return `- ${t.code} (${t.type}) ${t.origin} → ${t.destination}, ${when}${seat}, ${who}, ${formatMoney(t.priceCents / 100)}`;
  });
  const hasPend = args.tickets.some((t) => t.type === 'PEND');
  const body = [c.greeting(args.reservation.contactName), '', c.intro(args.reservation.code), '', ...lines, ...(hasPend ? ['', c.pend] : []), ...(args.link ? ['', c.link(args.link.url, formatDate(args.link.expiresAt))] : []), '', c.outro].join('\n');
  return {
    channel: 'email',
    recipient: args.recipient,
    template: 'ticket_confirmation',
    subject: c.subject(args.reservation.code),
    body,
    attachments: [{ filename: `${args.lang === 'es' ? 'boletos' : 'tickets'}-${args.reservation.code}.pdf`, contentType: 'application/pdf', contentBase64: args.pdf.toString('base64') }],
  };
}
