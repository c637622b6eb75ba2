import { formatDate } from '../../domain/display-format';
import { escapeHtml } from '../documents/ticket-html';
import { summaryBlock, ticketBlock, type TicketBlock } from '../documents/ticket-lines';
import { BRAND_NAME, ticketLabels, type DocumentLang, type TicketDocumentTicket } from '../documents/ticket-document';
import type { DeferredAttachment } from './outbox';
import { storeOrderBlock } from './store-order-block';
import { openingOf, subjectOf, ticketEmailCopy, type EmailArgs } from './ticket-email-copy';

// The HTML part of the tickets' e-mail: one box per ticket with its facts and, when it boards, its QR as an
// inline image (a cid attachment: the common mail clients show neither SVG nor data URLs), sized for a phone
// (a viewport, one column, nothing wider than the screen). Inline styles only: mail clients drop <style>.

const cell = 'padding:2px 12px 2px 0;vertical-align:top';
const h2 = (text: string) => `<h2 style="color:#1565c0;font-size:16px;margin:20px 0 6px">${escapeHtml(text)}</h2>`;
const table = (list: ReadonlyArray<[string, string]>) =>
  `<table role="presentation" style="border-collapse:collapse;font-size:14px">${list.map(([label, value]) => `<tr><th align="left" style="${cell}">${escapeHtml(label)}</th><td style="${cell}">${escapeHtml(value)}</td></tr>`).join('')}</table>`;

/** The QR's inline image name: one per ticket code, the same in the HTML and its attachment. */
const qrCid = (code: string) => `qr-${code}@rutabahia.example`;
const QR_PIXELS = 180;

/** Each boarding ticket's QR as a PNG shown inside the HTML part (the same payload as the PDF's). */
export function ticketQrAttachments(tickets: readonly TicketDocumentTicket[], lang: DocumentLang): DeferredAttachment[] {
  return tickets.flatMap((ticket) => {
    const { qrPayload } = ticketBlock(ticket, lang);
    return qrPayload ? [{ filename: `qr-${ticket.code}.png`, contentType: 'image/png', drawing: { kind: 'ticket-qr' as const, payload: qrPayload }, cid: qrCid(ticket.code) }] : [];
  });
}

function ticketBox(ticket: TicketDocumentTicket, block: TicketBlock, lang: DocumentLang): string {
  const border = block.cancelledMark ? '#b71c1c' : '#b0bec5';
  const notice = block.notice ? `<p style="font-style:italic;margin:8px 0 0">${escapeHtml(block.notice)}</p>` : '';
  const qr = block.qrPayload
    ? `<tr><td style="padding:8px;text-align:center"><img src="cid:${qrCid(ticket.code)}" width="${QR_PIXELS}" height="${QR_PIXELS}" alt="${escapeHtml(`QR ${block.heading}`)}" style="display:inline-block;max-width:100%;height:auto;background:#fff"><br><span style="font-size:12px;color:#555">${escapeHtml(ticketLabels[lang].scan)}</span></td></tr>`
    : '';
  return `<table role="presentation" style="border:1px solid ${border};border-radius:6px;margin:12px 0;width:100%;border-collapse:separate"><tr><td style="padding:8px;vertical-align:top">${h2(block.heading)}${table(block.rows)}${notice}</td></tr>${qr}</table>`;
}

export function ticketEmailHtml(args: EmailArgs): string {
  const c = ticketEmailCopy[args.lang];
  const summary = summaryBlock(args.reservation, args.lang);
  const tickets = args.tickets.map((t) => ticketBox(t, ticketBlock(t, args.lang), args.lang)).join('');
  const paid = summary.rows.length > 0 ? `${h2(summary.heading)}${table(summary.rows)}` : '';
  const pend = args.tickets.some((t) => t.type === 'PEND') ? `<p><strong>${escapeHtml(c.pend)}</strong></p>` : '';
  const link = args.link
    ? `<p><a href="${escapeHtml(args.link.url)}" style="display:inline-block;background:#1565c0;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(c.button)}</a></p><p style="font-size:12px;color:#555">${escapeHtml(c.linkNote(formatDate(args.link.expiresAt)))}</p>`
    : '';
  const manage = args.manageUrl ? `<p><a href="${escapeHtml(args.manageUrl)}">${escapeHtml(c.manageLabel)}</a></p>` : '';
  const invoice = args.invoiceUrl ? `<p><a href="${escapeHtml(args.invoiceUrl)}">${escapeHtml(c.invoiceLabel)}</a></p>` : '';
  const company = summary.company ? `<p style="font-size:12px;color:#555">${escapeHtml(summary.company)}</p>` : '';
  const opening = openingOf(args).map((line) => `<p>${escapeHtml(line)}</p>`).join('');
  const head = `<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(subjectOf(args))}</title>`;
  return `<!doctype html><html lang="${args.lang}"><head>${head}</head><body style="font-family:Arial,sans-serif;color:#111;max-width:600px;margin:0 auto;padding:16px"><h1 style="color:#1565c0;font-size:22px">${BRAND_NAME}</h1><p>${escapeHtml(c.greeting(args.reservation.contactName))}</p>${opening}${args.storeOrder ? storeOrderBlock(args.storeOrder).html : ''}${tickets}${paid}${pend}${link}${manage}${invoice}<p>${escapeHtml(c.outro)}</p>${company}</body></html>`;
}
