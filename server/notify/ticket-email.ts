import { formatDate, formatMoney, formatTime } from '../../domain/display-format';
import { summaryBlock } from '../documents/ticket-lines';
import { passengerTypeNames, ticketLabels, type DocumentLang, type TicketDocumentTicket } from '../documents/ticket-document';
import type { NewOutboxMessage } from './outbox';
import { storeOrderBlock } from './store-order-block';
import { openingOf, subjectOf, ticketEmailCopy as copy, type EmailArgs } from './ticket-email-copy';
import { ticketEmailHtml, ticketQrAttachments } from './ticket-email-html';

// The confirmation e-mail with the tickets PDF attached, in the language the traveller booked in: a
// plain-text part and an HTML part (ticket-email-html.ts, each ticket's QR an inline image) that say the
// same. Built at confirmation time and stored in the outbox with the documents as they were then, so a later
// delivery sends exactly what the traveller bought; the PDF and the QR images are drawn from them on delivery,
// outside the sale's transaction (attachment-drawings.ts). The same e-mail, with what changed said first, follows a change made in my
// reservation (change-notice.ts).

function textLine(t: TicketDocumentTicket, lang: DocumentLang): string {
  const c = copy[lang];
  const when = t.departureAt ? `${formatDate(t.departureAt)} ${formatTime(t.departureAt)}${t.boardingAt ? ` (${c.boarding} ${formatTime(t.boardingAt)})` : ''}` : c.open;
  // An infant rides on a lap: said as the ticket says it.
  const seat = t.seat !== null ? `, ${c.seat} ${t.seat}` : t.passengerType === 'infant' ? `, ${ticketLabels[lang].noSeat}` : '';
  const shuttle = t.shuttle ? `, ${ticketLabels[lang].shuttle} → ${t.shuttle}` : '';
  const who = t.passengerName ? `${t.passengerName}, ` : '';
  // A cancelled ticket (a resend from my reservation) says so first: it no longer boards.
  const mark = t.cancelled ? `${ticketLabels[lang].cancelled}: ` : '';
  return `- ${mark}${t.code} (${t.type}) ${t.origin} → ${t.destination}, ${when}${seat}, ${who}${passengerTypeNames[lang][t.passengerType]}, ${formatMoney(t.priceCents / 100, lang)}${shuttle}`;
}

function textBody(args: EmailArgs): string {
  const c = copy[args.lang];
  const summary = summaryBlock(args.reservation, args.lang);
  const hasPend = args.tickets.some((t) => t.type === 'PEND');
  return [
    c.greeting(args.reservation.contactName),
    '',
    ...openingOf(args).flatMap((line, i) => (i === 0 ? [line] : ['', line])),
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

export function ticketConfirmationEmail(args: EmailArgs): NewOutboxMessage {
  return {
    channel: 'email',
    recipient: args.recipient,
    template: args.change ? 'schedule_changed' : 'ticket_confirmation',
    subject: subjectOf(args),
    body: textBody(args),
    html: ticketEmailHtml(args),
    attachments: [
      {
        filename: `${args.lang === 'es' ? 'boletos' : 'tickets'}-${args.reservation.code}.pdf`,
        contentType: 'application/pdf',
        drawing: { kind: 'ticket-pdf', reservation: args.reservation, tickets: args.tickets, lang: args.lang },
      },
      ...(args.storeOrder ? storeOrderBlock(args.storeOrder).attachments : []),
      ...ticketQrAttachments(args.tickets, args.lang),
    ],
  };
}
