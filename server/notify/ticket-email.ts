import { formatDate, formatMoney, formatTime } from '../../domain/display-format';
import { summaryBlock, ticketBlock } from '../documents/ticket-lines';
import { escapeHtml } from '../documents/ticket-html';
import { BRAND_NAME, passengerTypeNames, ticketLabels, type DocumentLang, type TicketDocumentReservation, type TicketDocumentTicket } from '../documents/ticket-document';
import type { NewOutboxMessage } from './outbox';
import { storeOrderBlock, type StoreOrderFacts } from './store-order-block';

// The confirmation e-mail with the tickets PDF attached, in the language the traveller booked in: a
// plain-text part and an HTML part that say the same. Built once at confirmation time and stored whole
// in the outbox, so a later delivery sends exactly what the traveller bought.

const copy = {
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

interface EmailArgs {
  recipient: string;
  reservation: TicketDocumentReservation;
  tickets: readonly TicketDocumentTicket[];
  lang: DocumentLang;
  pdf: Buffer;
  /** A link to the tickets carrying a link token (decision 019); the only way to them without the code and surname. */
  link?: { url: string; expiresAt: Date };
  /** "My reservation" opened on this reservation by the same link token (docs/rules/my-reservation.md#finding-a-reservation). */
  manageUrl?: string;
  /** The invoicing screen opened on this reservation by the same link token (docs/rules/invoicing.md#finding-the-reservation). */
  invoiceUrl?: string;
  /** A store order awaiting its cash: its reference, barcode, amount and deadline are shown (docs/rules/payment.md#cash-at-a-store). */
  storeOrder?: StoreOrderFacts;
}

/** A reservation with PEND tickets is held, pending payment, never "confirmed". */
const introOf = (args: EmailArgs) => (args.tickets.some((t) => t.type === 'PEND') ? copy[args.lang].pendIntro : copy[args.lang].intro)(args.reservation.code);

function textLine(t: TicketDocumentTicket, lang: DocumentLang): string {
  const c = copy[lang];
  const when = t.departureAt ? `${formatDate(t.departureAt)} ${formatTime(t.departureAt)}${t.boardingAt ? ` (${c.boarding} ${formatTime(t.boardingAt)})` : ''}` : c.open;
  const seat = t.seat === null ? '' : `, ${c.seat} ${t.seat}`;
  const who = t.passengerName ? `${t.passengerName}, ` : '';
  // A cancelled ticket (a resend from my reservation) says so first: it no longer boards.
  const mark = t.cancelled ? `${ticketLabels[lang].cancelled}: ` : '';
  return `- ${mark}${t.code} (${t.type}) ${t.origin} → ${t.destination}, ${when}${seat}, ${who}${passengerTypeNames[lang][t.passengerType]}, ${formatMoney(t.priceCents / 100)}`;
}

function textBody(args: EmailArgs): string {
  const c = copy[args.lang];
  const summary = summaryBlock(args.reservation, args.lang);
  const hasPend = args.tickets.some((t) => t.type === 'PEND');
  return [
    c.greeting(args.reservation.contactName),
    '',
    introOf(args),
    ...(args.storeOrder ? ['', ...storeOrderBlock(args.storeOrder).text] : []),
    '',
    ...args.tickets.map((t) => textLine(t, args.lang)),
    ...(summary.rows.length > 0 ? ['', ...summary.rows.map(([label, value]) => `${label}: ${value}`)] : []),
    ...(hasPend ? ['', c.pend] : []),
    ...(args.link ? ['', c.link(args.link.url, formatDate(args.link.expiresAt))] : []),
    ...(args.manageUrl ? ['', c.manage(args.manageUrl)] : []),
    ...(args.invoiceUrl ? ['', c.invoice(args.invoiceUrl)] : []),
    '',
    c.outro,
    ...(summary.company ? ['', summary.company] : []),
  ].join('\n');
}

const cell = 'padding:2px 12px 2px 0;vertical-align:top';

function htmlBody(args: EmailArgs): string {
  const c = copy[args.lang];
  const summary = summaryBlock(args.reservation, args.lang);
  const rows = (list: ReadonlyArray<[string, string]>) =>
    list.map(([label, value]) => `<tr><th align="left" style="${cell}">${escapeHtml(label)}</th><td style="${cell}">${escapeHtml(value)}</td></tr>`).join('');
  const tickets = args.tickets
    .map((t) => {
      const block = ticketBlock(t, args.lang);
      return `<h2 style="color:#1565c0;font-size:16px;margin:20px 0 6px">${escapeHtml(block.heading)}</h2><table role="presentation" style="border-collapse:collapse;font-size:14px">${rows(block.rows)}</table>`;
    })
    .join('');
  const paid = summary.rows.length > 0 ? `<h2 style="color:#1565c0;font-size:16px;margin:20px 0 6px">${escapeHtml(summary.heading)}</h2><table role="presentation" style="border-collapse:collapse;font-size:14px">${rows(summary.rows)}</table>` : '';
  const pend = args.tickets.some((t) => t.type === 'PEND') ? `<p><strong>${escapeHtml(c.pend)}</strong></p>` : '';
  const link = args.link
    ? `<p><a href="${escapeHtml(args.link.url)}" style="display:inline-block;background:#1565c0;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(c.button)}</a></p><p style="font-size:12px;color:#555">${escapeHtml(c.linkNote(formatDate(args.link.expiresAt)))}</p>`
    : '';
  const manage = args.manageUrl ? `<p><a href="${escapeHtml(args.manageUrl)}">${escapeHtml(c.manageLabel)}</a></p>` : '';
  const invoice = args.invoiceUrl ? `<p><a href="${escapeHtml(args.invoiceUrl)}">${escapeHtml(c.invoiceLabel)}</a></p>` : '';
  const company = summary.company ? `<p style="font-size:12px;color:#555">${escapeHtml(summary.company)}</p>` : '';
  return `<!doctype html><html lang="${args.lang}"><head><meta charset="utf-8"><title>${escapeHtml(c.subject(args.reservation.code))}</title></head><body style="font-family:Arial,sans-serif;color:#111;max-width:600px;margin:0 auto;padding:16px"><h1 style="color:#1565c0;font-size:22px">${BRAND_NAME}</h1><p>${escapeHtml(c.greeting(args.reservation.contactName))}</p><p>${escapeHtml(introOf(args))}</p>${args.storeOrder ? storeOrderBlock(args.storeOrder).html : ''}${tickets}${paid}${pend}${link}${manage}${invoice}<p>${escapeHtml(c.outro)}</p>${company}</body></html>`;
}

export function ticketConfirmationEmail(args: EmailArgs): NewOutboxMessage {
  return {
    channel: 'email',
    recipient: args.recipient,
    template: 'ticket_confirmation',
    subject: copy[args.lang].subject(args.reservation.code),
    body: textBody(args),
    html: htmlBody(args),
    attachments: [
      { filename: `${args.lang === 'es' ? 'boletos' : 'tickets'}-${args.reservation.code}.pdf`, contentType: 'application/pdf', contentBase64: args.pdf.toString('base64') },
      ...(args.storeOrder ? storeOrderBlock(args.storeOrder).attachments : []),
    ],
  };
}
