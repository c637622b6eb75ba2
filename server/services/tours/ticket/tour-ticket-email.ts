import { escapeHtml } from '../../../documents/ticket-html';
import { ticketQrPngSync } from '../../../documents/ticket-qr';
import type { DrawnOutboxMessage, OutboxAttachment } from '../../../notify/outbox';
import { BRAND_NAME, tourTicketLabels } from './tour-ticket-labels';
import { contactName, passBlock, paymentRows, manageBookingUrl, tourBlocks, type Row, type TourBlock } from './tour-ticket-lines';
import type { TourTicketView } from './tour-ticket-view';

// The tour booking's confirmation e-mail, in the traveller's language: a plain-text part and an HTML part that say
// the same (like the bus one, server/notify/ticket-email.ts), the PDF attached and a calendar file per tour. Each
// person's QR is an inline image (cid), not SVG or a data URL, which the common mail clients do not show. The HTML
// part names its links rather than printing long addresses, which would widen it past a phone's screen.

const copy = {
  es: {
    subject: (code: string) => `${BRAND_NAME}: tu boleto de tour, reservación ${code}`,
    greeting: (name: string) => `Hola, ${name}:`,
    intro: (code: string) => `Gracias por reservar con ${BRAND_NAME}. Tu reservación ${code} está confirmada. Adjuntamos tu boleto en PDF y un archivo de calendario por tour.`,
    passes: 'Cada persona muestra su código QR al guía al llegar al punto de encuentro:',
    button: 'Ver o cancelar mi reservación',
    link: (url: string) => `Tus pases también están en Mi reservación, donde puedes cancelar la compra según la política de cada tour: ${url}`,
    keep: 'Guarda este correo: su enlace es el que permite cancelar; con el código y tu apellido solo se consulta la reservación.',
    outro: '¡Que disfrutes el tour!',
    pdf: (code: string) => `boleto-tour-${code}.pdf`,
  },
  en: {
    subject: (code: string) => `${BRAND_NAME}: your tour ticket, booking ${code}`,
    greeting: (name: string) => `Hello ${name},`,
    intro: (code: string) => `Thank you for booking with ${BRAND_NAME}. Your booking ${code} is confirmed. Your ticket is attached as a PDF, with a calendar file for each tour.`,
    passes: 'Each person shows their QR code to the guide on arrival at the meeting point:',
    button: 'See or cancel my booking',
    link: (url: string) => `Your passes are also on My reservation, where you can cancel the booking under each tour's policy: ${url}`,
    keep: 'Keep this e-mail: its link is what lets you cancel; the code and your surname only look the booking up.',
    outro: 'Enjoy the tour!',
    pdf: (code: string) => `tour-ticket-${code}.pdf`,
  },
} as const;

const qrCid = (code: string) => `qr-${code}@rutabahia.example`;

function tourText(view: TourTicketView, block: TourBlock): string[] {
  const l = tourTicketLabels[view.lang];
  return [
    block.heading,
    ...block.rows.map(([label, value]) => `${label}: ${value}`),
    ...(block.meetingPoints.length > 0 ? [`${l.meetingPoints(block.meetingPoints.length)}:`] : []),
    ...block.meetingPoints.flatMap((p) => [`- ${p.name}, ${p.address}. ${l.meetAt} ${p.meetAt}.`, ...(p.note ? [`  ${p.note}`] : []), `  ${l.map}: ${p.mapUrl}`]),
    ...(block.includes.length > 0 ? [`${l.includes}: ${block.includes.join(', ')}.`] : []),
    `${l.cancellation}: ${block.cancellation}`,
  ];
}

function textBody(view: TourTicketView): string {
  const c = copy[view.lang];
  const l = tourTicketLabels[view.lang];
  return [
    c.greeting(view.contact.firstName),
    '',
    c.intro(view.code),
    ...tourBlocks(view).flatMap((block) => ['', ...tourText(view, block)]),
    '',
    c.passes,
    ...view.passes.map((pass) => `- ${[passBlock(view, pass).heading, ...passBlock(view, pass).rows.map(([, value]) => value)].join(', ')}`),
    '',
    l.payment,
    ...paymentRows(view).map(([label, value]) => `${label}: ${value}`),
    '',
    c.link(manageBookingUrl(view)),
    c.keep,
    '',
    l.timeZone,
    c.outro,
  ].join('\n');
}

const h2 = (text: string) => `<h2 style="color:#1565c0;font-size:18px;margin:24px 0 6px">${escapeHtml(text)}</h2>`;
const h3 = (text: string) => `<h3 style="color:#1565c0;font-size:15px;margin:14px 0 4px">${escapeHtml(text)}</h3>`;
const cell = 'padding:2px 12px 2px 0;vertical-align:top';
const table = (rows: readonly Row[]) =>
  `<table role="presentation" style="border-collapse:collapse;font-size:14px">${rows.map(([label, value]) => `<tr><th align="left" style="${cell}">${escapeHtml(label)}</th><td style="${cell}">${escapeHtml(value)}</td></tr>`).join('')}</table>`;

function tourHtml(view: TourTicketView, block: TourBlock): string {
  const l = tourTicketLabels[view.lang];
  const points = block.meetingPoints
    .map((p) => {
      const note = p.note ? `<br><em>${escapeHtml(p.note)}</em>` : '';
      return `<p style="margin:4px 0 10px"><strong>${escapeHtml(p.name)}</strong>, ${escapeHtml(p.address)}<br><strong>${escapeHtml(`${l.meetAt} ${p.meetAt}`)}</strong> · <a href="${escapeHtml(p.mapUrl)}">${escapeHtml(l.map)}</a>${note}</p>`;
    })
    .join('');
  const includes = block.includes.length > 0 ? `${h3(l.includes)}<ul style="margin:0;padding-left:20px">${block.includes.map((text) => `<li>${escapeHtml(text)}</li>`).join('')}</ul>` : '';
  const meeting = block.meetingPoints.length > 0 ? `${h3(l.meetingPoints(block.meetingPoints.length))}${points}` : '';
  return `${h2(block.heading)}${table(block.rows)}${meeting}${includes}${h3(l.cancellation)}<p style="margin:4px 0">${escapeHtml(block.cancellation)}</p>`;
}

function htmlBody(view: TourTicketView): string {
  const c = copy[view.lang];
  const l = tourTicketLabels[view.lang];
  const passes = view.passes
    .map((pass) => {
      const block = passBlock(view, pass);
      // One pass a row: a 160 px QR stays scannable from a phone's screen and the row fits a 320 px screen.
      return `<table role="presentation" style="border:1px solid #b0bec5;border-radius:6px;margin:8px 0;width:100%;border-collapse:separate"><tr><td style="padding:6px;width:160px;vertical-align:top"><img src="cid:${qrCid(pass.code)}" width="160" height="160" alt="${escapeHtml(`QR ${block.heading}`)}" style="display:block"></td><td style="padding:6px;vertical-align:top;font-size:14px"><strong style="color:#1565c0">${escapeHtml(block.heading)}</strong>${block.rows.map(([, value]) => `<br>${escapeHtml(value)}`).join('')}</td></tr></table>`;
    })
    .join('');
  const button = `<p style="margin:20px 0 6px"><a href="${escapeHtml(manageBookingUrl(view))}" style="display:inline-block;background:#1565c0;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(c.button)}</a></p><p style="font-size:13px;margin:0 0 16px">${escapeHtml(c.keep)}</p>`;
  return `<!doctype html><html lang="${view.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(c.subject(view.code))}</title></head><body style="font-family:Arial,sans-serif;color:#111;max-width:600px;margin:0 auto;padding:16px"><h1 style="color:#1565c0;font-size:22px">${BRAND_NAME}</h1><p>${escapeHtml(c.greeting(view.contact.firstName))}</p><p>${escapeHtml(c.intro(view.code))}</p><p><strong>${escapeHtml(`${l.booking}: ${view.code}`)}</strong><br>${escapeHtml(`${l.contact}: ${contactName(view)}`)}</p>${tourBlocks(view).map((block) => tourHtml(view, block)).join('')}${h2(l.passes)}<p>${escapeHtml(c.passes)}</p>${passes}${h2(l.payment)}${table(paymentRows(view))}${button}<p style="font-size:12px;color:#555">${escapeHtml(l.timeZone)}</p><p>${escapeHtml(c.outro)}</p></body></html>`;
}

/** The message to enqueue with the sale (server/notify/outbox.ts); `pdf` is the one tourTicketDocuments drew. */
export function tourTicketEmail(view: TourTicketView, pdf: Buffer): DrawnOutboxMessage {
  const c = copy[view.lang];
  const calendars: OutboxAttachment[] = tourBlocks(view).flatMap((block) =>
    block.calendar ? [{ filename: block.calendarFilename, contentType: 'text/calendar; charset=utf-8', contentBase64: Buffer.from(block.calendar, 'utf8').toString('base64') }] : [],
  );
  const qrs: OutboxAttachment[] = view.passes.map((pass) => ({ filename: `qr-${pass.code}.png`, contentType: 'image/png', contentBase64: ticketQrPngSync(pass.code).toString('base64'), cid: qrCid(pass.code) }));
  return {
    channel: 'email',
    recipient: view.contact.email,
    template: 'tour_ticket_confirmation',
    subject: c.subject(view.code),
    body: textBody(view),
    html: htmlBody(view),
    attachments: [{ filename: c.pdf(view.code), contentType: 'application/pdf', contentBase64: pdf.toString('base64') }, ...calendars, ...qrs],
  };
}
