import { formatDate } from '../../domain/display-format';
import { barRuns, storeBarcode } from '../../domain/payments/store-barcode';
import { conditionsBlock, documentTitle, summaryBlock, ticketBlock } from './ticket-lines';
import { BRAND_NAME, ticketLabels, type DocumentLang, type TicketDocumentReservation, type TicketDocumentTicket } from './ticket-document';
import { ticketQrSvg } from './ticket-qr';

// The printable HTML view of the tickets (reservation/html). Every value from the reservation is
// escaped: names are typed by travellers. The QR and the store barcode are inline SVG so the page
// prints without fetching anything.

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

// Exported for the tour ticket (server/services/tours/ticket/tour-ticket-html.ts), which keeps the same look.
export const ticketStyles = `
body{font-family:"DejaVu Sans",system-ui,Arial,sans-serif;color:#111;margin:2rem auto;max-width:48rem;padding:0 1rem}
h1{color:#1565c0;margin:0}.company{font-size:.8rem;color:#37474f}
.ticket{border:1px solid #b0bec5;border-radius:6px;padding:1rem;margin:1rem 0;display:flex;flex-wrap:wrap;gap:1rem;justify-content:space-between;break-inside:avoid}
.ticket h2,.summary h2{color:#1565c0;font-size:1.1rem;margin:0 0 .5rem}dl{display:grid;grid-template-columns:minmax(7rem,max-content) 1fr;gap:.2rem .75rem;margin:0}dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}
@media (max-width:30rem){dl{grid-template-columns:1fr;gap:0}dd{margin-bottom:.4rem}}
.cancelled{border-color:#b71c1c}.mark{color:#b71c1c;border:3px solid #b71c1c;font-size:1.6rem;font-weight:700;letter-spacing:.1em;padding:.5rem 1rem;margin:0;align-self:center;transform:rotate(-8deg)}
.qr{width:12rem;text-align:center;font-size:.7rem}.qr svg{width:12rem;height:12rem}.notice{font-style:italic}
.barcode svg{width:100%;max-width:24rem;height:5rem;display:block}.barcode p{font-family:monospace;font-size:1.1rem;letter-spacing:.1em;margin:.25rem 0}
@media print{body{margin:0;max-width:none}.ticket{border-color:#000}}`;

function barcodeSvg(reference: string): string {
  const code = storeBarcode(reference);
  if (!code) return '';
  const bars = barRuns(code.modules).map(([x, w]) => `<rect x="${x}" y="0" width="${w}" height="60"/>`).join('');
  return `<div class="barcode" role="img" aria-label="${escapeHtml(code.text)}"><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${code.modules.length} 60" preserveAspectRatio="none" shape-rendering="crispEdges"><rect width="100%" height="60" fill="#fff"/><g fill="#000">${bars}</g></svg><p>${escapeHtml(code.text)}</p></div>`;
}

export const definitionList = (rows: ReadonlyArray<[string, string]>) => `<dl>${rows.map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl>`;

export async function renderTicketHtml(reservation: TicketDocumentReservation, tickets: readonly TicketDocumentTicket[], lang: DocumentLang): Promise<string> {
  const l = ticketLabels[lang];
  const blocks = tickets.map((ticket) => ticketBlock(ticket, lang));
  const qrs = await Promise.all(blocks.map((block) => (block.qrPayload ? ticketQrSvg(block.qrPayload) : Promise.resolve(null))));
  const conditions = conditionsBlock(lang);
  const summary = summaryBlock(reservation, lang);
  const ticketHtml = blocks
    .map((block, i) => {
      // The SVG comes from the QR library, built from our own payload, not from user text.
      const qr = qrs[i] ? `<div class="qr" role="img" aria-label="QR ${escapeHtml(block.heading)}">${qrs[i]}<p>${escapeHtml(l.scan)}</p></div>` : '';
      const notice = block.notice ? `<p class="notice">${escapeHtml(block.notice)}</p>` : '';
      if (block.cancelledMark) {
        const mark = `<p class="mark">${escapeHtml(block.cancelledMark)}</p>`;
        return `<section class="ticket cancelled"><div><h2>${escapeHtml(block.heading)}</h2>${definitionList(block.rows)}${notice}</div>${mark}</section>`;
      }
      return `<section class="ticket"><div><h2>${escapeHtml(block.heading)}</h2>${definitionList(block.rows)}${notice}</div>${qr}</section>`;
    })
    .join('\n');
  const contact = reservation.contactName ? ` · ${escapeHtml(reservation.contactName)}` : '';
  const company = summary.company ? `<p class="company">${escapeHtml(summary.company)}</p>` : '';
  const paid =
    summary.rows.length > 0
      ? `<section class="summary"><h2>${escapeHtml(summary.heading)}</h2>${definitionList(summary.rows)}${summary.storeReference ? barcodeSvg(summary.storeReference) : ''}</section>`
      : '';
  return `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(`${BRAND_NAME} · ${l.reservation} ${reservation.code}`)}</title><style>${ticketStyles}</style></head>
<body>
<header><h1>${BRAND_NAME}</h1><p>${escapeHtml(documentTitle(tickets, lang))}</p>${company}
<p><strong>${escapeHtml(l.reservation)}: ${escapeHtml(reservation.code)}</strong><br>${escapeHtml(l.issued)}: ${formatDate(reservation.issuedAt)}${contact}</p></header>
<main>
${paid}
${ticketHtml}
<section><h2>${escapeHtml(conditions.heading)}</h2><ul>${conditions.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul></section>
</main>
</body>
</html>
`;
}
