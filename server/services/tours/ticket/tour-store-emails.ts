import { formatDateTimeIn, formatMoneyMxn } from '../../../../domain/display-format';
import { formatStoreReference } from '../../../../domain/payments/store-reference';
import { DEFAULT_TIME_ZONE } from '../../../../domain/search/calendar-dates';
import { escapeHtml } from '../../../documents/ticket-html';
import type { NewOutboxMessage } from '../../../notify/outbox';
import { storeOrderBlock } from '../../../notify/store-order-block';
import { BRAND_NAME, tourTicketLabels } from './tour-ticket-labels';
import { tourBlocks, type Row } from './tour-ticket-lines';
import type { TourTicketView } from './tour-ticket-view';

// The two e-mails of a tour booking paid in cash at a store, in the traveller's language: the order (sent when
// it is made: what to pay, where, by when, with the barcode for the till) and, when the cash arrived after the
// order's deadline, the word that nothing was booked and how the money comes back. The tickets themselves go out
// when the cash arrives in time, as for a card (tour-ticket-email.ts).

const copy = {
  es: {
    orderSubject: (code: string) => `${BRAND_NAME}: paga tu reservación de tour ${code} en OXXO`,
    greeting: (name: string) => `Hola, ${name}:`,
    orderIntro: (code: string) => `Apartamos tus lugares con la reservación ${code}. Para confirmarla, págala en efectivo en una tienda OXXO antes de la fecha límite. En cuanto recibamos tu pago te enviaremos por correo tus boletos, con un código QR por persona.`,
    lateSubject: (code: string) => `${BRAND_NAME}: tu pago en OXXO de la reservación ${code} llegó tarde`,
    lateIntro: (code: string, amount: string, deadline: string) =>
      `Recibimos tu pago en OXXO de ${amount} para la reservación ${code} después de su fecha límite (${deadline}). Para entonces los lugares ya se habían liberado, así que la reservación no quedó confirmada.`,
    refund: 'Te devolvemos el importe completo: responde a este correo con una cuenta CLABE a tu nombre para hacerte una transferencia, o preséntate en cualquiera de nuestras taquillas con tu recibo de OXXO.',
    outro: 'Gracias por elegirnos.',
  },
  en: {
    orderSubject: (code: string) => `${BRAND_NAME}: pay for your tour booking ${code} at OXXO`,
    greeting: (name: string) => `Hello ${name},`,
    orderIntro: (code: string) => `We are holding your places under booking ${code}. To confirm it, pay in cash at an OXXO store before the deadline. As soon as your payment reaches us we will e-mail your tickets, with a QR code for each person.`,
    lateSubject: (code: string) => `${BRAND_NAME}: your OXXO payment for booking ${code} arrived late`,
    lateIntro: (code: string, amount: string, deadline: string) =>
      `We received your OXXO payment of ${amount} for booking ${code} after its deadline (${deadline}). By then the places had been released, so the booking was not confirmed.`,
    refund: 'We are refunding the full amount: reply to this e-mail with a bank account (CLABE) in your name for a transfer, or come to any of our ticket offices with your OXXO receipt.',
    outro: 'Thank you for choosing us.',
  },
} as const;

const cell = 'padding:2px 12px 2px 0;vertical-align:top';
const table = (rows: readonly Row[]) =>
  `<table role="presentation" style="border-collapse:collapse;font-size:14px">${rows.map(([label, value]) => `<tr><th align="left" style="${cell}">${escapeHtml(label)}</th><td style="${cell}">${escapeHtml(value)}</td></tr>`).join('')}</table>`;

const page = (lang: string, title: string, body: string) =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title></head><body style="font-family:Arial,sans-serif;color:#111;max-width:600px;margin:0 auto;padding:16px"><h1 style="color:#1565c0;font-size:22px">${BRAND_NAME}</h1>${body}</body></html>`;

/** The store order's e-mail: the tours held, then the reference, its barcode, the amount and the deadline. */
export function tourStoreOrderEmail(view: TourTicketView, order: { reference: string; deadline: Date }): NewOutboxMessage {
  const c = copy[view.lang];
  const l = tourTicketLabels[view.lang];
  const store = storeOrderBlock({ reference: order.reference, amountCents: view.payment.totalCents, deadline: order.deadline, lang: view.lang });
  const blocks = tourBlocks(view);
  const subject = c.orderSubject(view.code);
  const text = [
    c.greeting(view.contact.firstName),
    '',
    c.orderIntro(view.code),
    '',
    ...store.text,
    ...blocks.flatMap((block) => ['', block.heading, ...block.rows.map(([label, value]) => `${label}: ${value}`)]),
    '',
    l.timeZone,
  ].join('\n');
  const tours = blocks.map((block) => `<h3 style="color:#1565c0;font-size:15px;margin:14px 0 4px">${escapeHtml(block.heading)}</h3>${table(block.rows)}`).join('');
  const html = page(
    view.lang,
    subject,
    `<p>${escapeHtml(c.greeting(view.contact.firstName))}</p><p>${escapeHtml(c.orderIntro(view.code))}</p><p><strong>${escapeHtml(`${l.booking}: ${view.code}`)}</strong></p>${store.html}${tours}<p style="font-size:12px;color:#555">${escapeHtml(l.timeZone)}</p>`,
  );
  return { channel: 'email', recipient: view.contact.email, template: 'tour_store_order', subject, body: text, html, attachments: store.attachments };
}

/** The cash arrived after the order's deadline: nothing was booked, and the money goes back. */
export function tourStoreLateEmail(view: TourTicketView, late: { reference: string; amountCents: number; deadline: Date }): NewOutboxMessage {
  const c = copy[view.lang];
  const amount = formatMoneyMxn(late.amountCents / 100, view.lang);
  const intro = c.lateIntro(view.code, amount, formatDateTimeIn(late.deadline, DEFAULT_TIME_ZONE));
  const reference = `${view.lang === 'en' ? 'Reference' : 'Referencia'}: ${formatStoreReference(late.reference)}`;
  const subject = c.lateSubject(view.code);
  const text = [c.greeting(view.contact.firstName), '', intro, reference, '', c.refund, '', c.outro].join('\n');
  const html = page(view.lang, subject, [c.greeting(view.contact.firstName), intro, reference, c.refund, c.outro].map((p) => `<p>${escapeHtml(p)}</p>`).join(''));
  return { channel: 'email', recipient: view.contact.email, template: 'tour_store_late', subject, body: text, html };
}
