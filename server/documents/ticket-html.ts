import { formatDate } from '../../domain/display-format';
import { conditionsBlock, ticketBlock } from './ticket-lines';
import { BRAND_NAME, ticketLabels, type DocumentLang, type TicketDocumentReservation, type TicketDocumentTicket } from './ticket-document';
import { ticketQrSvg } from './ticket-qr';

// The printable HTML view of the tickets (reservation/html). Every value from the reservation is
// escaped: names are typed by travellers. The QR is inline SVG so the page prints without
// fetching anything.

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

const styles = `
body{font-family:system-ui,Arial,sans-serif;color:#111;margin:2rem;max-width:48rem}
h1{color:#1565c0;margin:0}.ticket{border:1px solid #b0bec5;border-radius:6px;padding:1rem;margin:1rem 0;display:flex;gap:1rem;justify-content:space-between;break-inside:avoid}
.ticket h2{color:#1565c0;font-size:1.1rem;margin:0 0 .5rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.2rem .75rem;margin:0}dt{font-weight:600}dd{margin:0}
.qr{width:9rem;text-align:center;font-size:.7rem}.qr svg{width:9rem;height:9rem}.notice{font-style:italic}
@media print{body{margin:0}.ticket{border-color:#000}}`;

export async function renderTicketHtml(reservation: TicketDocumentReservation, tickets: readonly TicketDocumentTicket[], lang: DocumentLang): Promise<string> {
  const l = ticketLabels[lang];
  const blocks = tickets.map((ticket) => ticketBlock(ticket, lang));
  const qrs = await Promise.all(blocks.map((block) => (block.qrPayload ? ticketQrSvg(block.qrPayload) : Promise.resolve(null))));
  const conditions = conditionsBlock(lang);
  const ticketHtml = blocks
    .map((block, i) => {
      const rows = block.rows.map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`).join('');
      // The SVG comes from the QR library, built from our own payload, not from user text.
      const qr = qrs[i] ? `<div class="qr" role="img" aria-label="QR ${escapeHtml(block.heading)}">${qrs[i]}<p>${escapeHtml(l.scan)}</p></div>` : '';
      const notice = block.notice ? `<p class="notice">${escapeHtml(block.notice)}</p>` : '';
      return `<section class="ticket"><div><h2>${escapeHtml(block.heading)}</h2><dl>${rows}</dl>${notice}</div>${qr}</section>`;
    })
    .join('\n');
  const contact = reservation.contactName ? ` · ${escapeHtml(reservation.contactName)}` : '';
  return `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(`${BRAND_NAME} · ${l.reservation} ${reservation.code}`)}</title><style>${styles}</style></head>
<body>
<header><h1>${BRAND_NAME}</h1><p>${escapeHtml(l.title)}</p>
<p><strong>${escapeHtml(l.reservation)}: ${escapeHtml(reservation.code)}</strong><br>${escapeHtml(l.issued)}: ${formatDate(reservation.issuedAt)}${contact}</p></header>
<main>
${ticketHtml}
<section><h2>${escapeHtml(conditions.heading)}</h2><ul>${conditions.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul></section>
</main>
</body>
</html>
`;
}
