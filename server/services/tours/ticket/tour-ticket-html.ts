import { calendarDataUrl } from '../../../../domain/tickets/leg-calendar';
import { definitionList, escapeHtml, ticketStyles } from '../../../documents/ticket-html';
import { BRAND_NAME, tourTicketLabels } from './tour-ticket-labels';
import { contactName, passBlock, paymentRows, tourBlocks, type TourBlock } from './tour-ticket-lines';
import type { TourTicketView } from './tour-ticket-view';

// The printable HTML tour ticket, in the bus ticket's look (server/documents/ticket-html.ts: its styles and
// helpers) plus what a tour needs: meeting points with a map link, what is included, the cancellation policy and
// "add to calendar". Self-contained: the QR codes are inline SVG and the calendar files data URLs, so the page
// works saved or offline. Every catalogue and traveller text is escaped.

const tourStyles = `
.tour{border-top:3px solid #1565c0;padding-top:.5rem;margin:1.5rem 0}.tour h2{color:#1565c0;font-size:1.25rem;margin:0 0 .5rem}
.tour h3,.ticket h3{color:#1565c0;font-size:1rem;margin:1rem 0 .25rem}.ticket h3{margin-top:0}
.points{list-style:none;padding:0;margin:0}.points li{margin:0 0 .6rem}.meet{font-weight:700}
a{color:#0d47a1}.calendar{display:inline-block;margin-top:.75rem;padding:.5rem .9rem;border:1px solid #1565c0;border-radius:6px;text-decoration:none}
.passes{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(20rem,100%),1fr));gap:0 1rem}.note{font-size:.85rem;color:#37474f}
@media print{.calendar{display:none}}`;

function meetingPoints(block: TourBlock, lang: TourTicketView['lang']): string {
  const l = tourTicketLabels[lang];
  if (block.meetingPoints.length === 0) return '';
  const items = block.meetingPoints.map((point) => {
    const note = point.note ? `<br><em>${escapeHtml(point.note)}</em>` : '';
    // The link's name carries the point's, so a screen reader's list of links tells them apart.
    const map = `<a href="${escapeHtml(point.mapUrl)}" aria-label="${escapeHtml(`${l.map}: ${point.name}`)}">${escapeHtml(l.map)}</a>`;
    return `<li><strong>${escapeHtml(point.name)}</strong>, ${escapeHtml(point.address)}<br><span class="meet">${escapeHtml(`${l.meetAt} ${point.meetAt}`)}</span> · ${map}${note}</li>`;
  });
  return `<h3>${escapeHtml(l.meetingPoints(block.meetingPoints.length))}</h3><ul class="points">${items.join('')}</ul>`;
}

function tourSection(block: TourBlock, lang: TourTicketView['lang']): string {
  const l = tourTicketLabels[lang];
  const includes = block.includes.length > 0 ? `<h3>${escapeHtml(l.includes)}</h3><ul>${block.includes.map((text) => `<li>${escapeHtml(text)}</li>`).join('')}</ul>` : '';
  const calendar = block.calendar
    ? `<a class="calendar" href="${escapeHtml(calendarDataUrl(block.calendar))}" download="${escapeHtml(block.calendarFilename)}">${escapeHtml(`${l.calendar}: ${block.heading}`)}</a>`
    : '';
  return `<section class="tour"><h2>${escapeHtml(block.heading)}</h2>${definitionList(block.rows)}${meetingPoints(block, lang)}${includes}<h3>${escapeHtml(l.cancellation)}</h3><p>${escapeHtml(block.cancellation)}</p>${calendar}</section>`;
}

/** The page; `qrSvgs[i]` is the QR of `view.passes[i]`, drawn by the caller so the e-mail and the PDF share it. */
export function renderTourTicketHtml(view: TourTicketView, qrSvgs: readonly string[]): string {
  const l = tourTicketLabels[view.lang];
  const passes = view.passes
    .map((pass, i) => {
      const block = passBlock(view, pass);
      // The SVG comes from the QR library, built from the pass code, not from traveller text.
      // Only the code is the image: the sentence under it stays text a screen reader reads.
      const qr = `<div class="qr"><div role="img" aria-label="${escapeHtml(`QR ${block.heading}`)}">${qrSvgs[i] ?? ''}</div><p>${escapeHtml(l.scan)}</p></div>`;
      return `<section class="ticket"><div><h3>${escapeHtml(block.heading)}</h3>${definitionList(block.rows)}</div>${qr}</section>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="${view.lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(`${BRAND_NAME} · ${l.title} ${view.code}`)}</title><style>${ticketStyles}${tourStyles}</style></head>
<body>
<header><h1>${BRAND_NAME}</h1><p>${escapeHtml(l.title)}</p>
<p><strong>${escapeHtml(`${l.booking}: ${view.code}`)}</strong><br>${escapeHtml(`${l.contact}: ${contactName(view)}`)}</p></header>
<main>
<section class="summary"><h2>${escapeHtml(l.payment)}</h2>${definitionList(paymentRows(view))}</section>
${tourBlocks(view).map((block) => tourSection(block, view.lang)).join('\n')}
<section><h2>${escapeHtml(l.passes)}</h2><div class="passes">
${passes}
</div></section>
<p class="note">${escapeHtml(l.timeZone)}</p>
</main>
</body>
</html>
`;
}
