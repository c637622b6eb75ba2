import PDFDocument from 'pdfkit';
import { registerTicketFonts } from '../../../documents/pdf-fonts';
import { collect, rowsOf, yieldToLoop } from '../../../documents/ticket-pdf';
import { BRAND_NAME, tourTicketLabels } from './tour-ticket-labels';
import { contactName, passBlock, paymentRows, readBookingUrl, tourBlocks, type TourBlock } from './tour-ticket-lines';
import type { TourTicketView } from './tour-ticket-view';

// The tour ticket as a PDF, in the bus ticket's look (server/documents/ticket-pdf.ts: DejaVu Sans, blue headings,
// grey boxes): booking code and contact, the payment, each tour with its meeting points (linked to the map), what
// is included and the cancellation policy, then a card per person with its QR. Letter paper with 48 pt margins:
// the text area also fits an A4 sheet, so the ticket prints whole on either.

const MARGIN = 48;
const PRIMARY = '#1565c0';
const LINK = '#0d47a1';
const QR_SIZE = 104;
const CARD_HEIGHT = QR_SIZE + 16;
const GAP = 12;

type Doc = PDFKit.PDFDocument;

function heading(doc: Doc, text: string, size = 12): void {
  doc.fillColor(PRIMARY).font('Bold').fontSize(size).text(text, MARGIN, doc.y).fillColor('black').font('Body').fontSize(10);
}

/** Starts a new page when `height` would not fit, so a block is never split from its heading. */
function keep(doc: Doc, height: number): void {
  if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
}

function tourSection(doc: Doc, view: TourTicketView, block: TourBlock, width: number): void {
  const l = tourTicketLabels[view.lang];
  keep(doc, 140);
  doc.moveTo(MARGIN, doc.y).lineTo(MARGIN + width, doc.y).lineWidth(2).strokeColor(PRIMARY).stroke().lineWidth(1);
  doc.moveDown(0.4);
  heading(doc, block.heading, 14);
  rowsOf(doc, block.rows, width);
  doc.moveDown(0.4);
  if (block.meetingPoints.length > 0) heading(doc, l.meetingPoints(block.meetingPoints.length), 11);
  for (const point of block.meetingPoints) {
    keep(doc, 40);
    doc.font('Bold').text(`${point.name}, `, MARGIN, doc.y, { continued: true, width }).font('Body').text(point.address);
    doc.font('Bold').text(`${l.meetAt} ${point.meetAt}`, { continued: true }).font('Body').text(' · ', { continued: true });
    doc.fillColor(LINK).text(l.map, { link: point.mapUrl, underline: true }).fillColor('black');
    if (point.note) doc.font('Oblique').text(point.note, { width }).font('Body');
    doc.moveDown(0.2);
  }
  if (block.includes.length > 0) {
    doc.moveDown(0.2);
    heading(doc, l.includes, 11);
    doc.list(block.includes, MARGIN + 6, doc.y, { bulletRadius: 1.5, paragraphGap: 1, width: width - 6 });
  }
  doc.moveDown(0.4);
  heading(doc, l.cancellation, 11);
  doc.text(block.cancellation, MARGIN, doc.y, { width });
  doc.moveDown(1);
}

/** Two cards a row: the QR on the left at a size a guide's phone reads from paper, the person and tour beside it. */
function passCards(doc: Doc, view: TourTicketView, qrs: readonly Buffer[], width: number): void {
  const l = tourTicketLabels[view.lang];
  const cardWidth = (width - GAP) / 2;
  const textWidth = cardWidth - QR_SIZE - 20;
  keep(doc, 24 + CARD_HEIGHT);
  heading(doc, l.passes, 14);
  doc.moveDown(0.3);
  view.passes.forEach((pass, i) => {
    const column = i % 2;
    if (column === 0) keep(doc, CARD_HEIGHT + GAP);
    const top = doc.y;
    const left = MARGIN + column * (cardWidth + GAP);
    const block = passBlock(view, pass);
    doc.rect(left, top, cardWidth, CARD_HEIGHT).strokeColor('#b0bec5').stroke();
    const qr = qrs[i];
    if (qr) doc.image(qr, left + 4, top + 4, { width: QR_SIZE, height: QR_SIZE });
    doc.fillColor(PRIMARY).font('Bold').fontSize(10).text(block.heading, left + QR_SIZE + 12, top + 8, { width: textWidth });
    doc.fillColor('black').font('Body').fontSize(8.5);
    for (const [, value] of block.rows) doc.text(value, { width: textWidth });
    doc.fontSize(7).fillColor('#37474f').text(l.scan, left + QR_SIZE + 12, top + CARD_HEIGHT - 24, { width: textWidth }).fillColor('black');
    // The next card sits beside this one, or starts the next row below both.
    doc.y = column === 0 && i < view.passes.length - 1 ? top : top + CARD_HEIGHT + GAP;
  });
  doc.x = MARGIN;
}

/** The PDF; `qrPngs[i]` is the QR of `view.passes[i]`. */
export async function renderTourTicketPdf(view: TourTicketView, qrPngs: readonly Buffer[]): Promise<Buffer> {
  const l = tourTicketLabels[view.lang];
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    info: { Title: `${BRAND_NAME} · ${l.title} ${view.code}`, Author: BRAND_NAME, Subject: l.title },
    lang: view.lang,
  });
  const done = collect(doc);
  registerTicketFonts(doc);
  const width = doc.page.width - 2 * MARGIN;

  doc.fillColor(PRIMARY).font('Bold').fontSize(22).text(BRAND_NAME);
  doc.fillColor('black').font('Body').fontSize(12).text(l.title);
  doc.moveDown(0.5);
  doc.font('Bold').fontSize(16).text(`${l.booking}: ${view.code}`);
  doc.font('Body').fontSize(10).text(`${l.contact}: ${contactName(view)}`);
  doc.moveDown(0.5);
  heading(doc, l.payment);
  rowsOf(doc, paymentRows(view), width);
  doc.moveDown(1);

  for (const block of tourBlocks(view)) {
    tourSection(doc, view, block, width);
    // pdfkit streams what is drawn; a pause between tours lets other requests run.
    await yieldToLoop();
  }
  passCards(doc, view, qrPngs, width);

  keep(doc, 40);
  doc.moveDown(0.5).font('Body').fontSize(8).fillColor('#37474f').text(l.timeZone, MARGIN, doc.y, { width });
  doc.text(`${l.online}: `, { continued: true, width }).fillColor(LINK).text(readBookingUrl(view), { link: readBookingUrl(view), underline: true }).fillColor('black');
  doc.end();
  return done;
}
