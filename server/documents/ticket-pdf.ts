import PDFDocument from 'pdfkit';
import { formatDate } from '../../domain/display-format';
import { barRuns, storeBarcode } from '../../domain/payments/store-barcode';
import { registerTicketFonts } from './pdf-fonts';
import { conditionsBlock, documentTitle, summaryBlock, ticketBlock } from './ticket-lines';
import { BRAND_NAME, ticketLabels, type DocumentLang, type TicketDocumentReservation, type TicketDocumentTicket } from './ticket-document';
import { ticketQrPng } from './ticket-qr';

// The e-ticket PDF: brand and seller, reservation code, what was paid (with a store reference's
// barcode when it is still to be paid), one block per ticket with its QR, and the conditions of
// carriage. Written in DejaVu Sans (pdf-fonts.ts) so accents, ñ and arrows print as typed.

const MARGIN = 48;
const QR_SIZE = 120;
const PRIMARY = '#1565c0';
const ROW_HEIGHT = 14;
const CANCELLED_RED = '#b71c1c';

export function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/** Lets timers and other requests run: a 20-ticket document is drawn in 20 short steps, not one long one. */
export const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

export function rowsOf(doc: PDFKit.PDFDocument, rows: ReadonlyArray<[string, string]>, width: number) {
  for (const [label, value] of rows) {
    doc.font('Bold').text(`${label}: `, { continued: true, width }).font('Body').text(value);
  }
}

/** A Code 128 the store's scanner reads: black bars of whole modules, at least 1 pt each. */
function drawBarcode(doc: PDFKit.PDFDocument, reference: string, x: number, y: number): number {
  const code = storeBarcode(reference);
  if (!code) return 0;
  const module = 1.5;
  const height = 56;
  for (const [start, width] of barRuns(code.modules)) doc.rect(x + start * module, y, width * module, height).fill('black');
  doc.fillColor('black').font('Body').fontSize(10).text(code.text, x, y + height + 4, { width: code.modules.length * module, align: 'center' });
  return height + 20;
}

export async function renderTicketPdf(reservation: TicketDocumentReservation, tickets: readonly TicketDocumentTicket[], lang: DocumentLang): Promise<Buffer> {
  const l = ticketLabels[lang];
  const blocks = tickets.map((ticket) => ticketBlock(ticket, lang));
  // QR images first, one at a time with a yield after each (each is synchronous work inside qrcode).
  const qrs: Array<Buffer | null> = [];
  for (const block of blocks) {
    qrs.push(block.qrPayload ? await ticketQrPng(block.qrPayload) : null);
    await yieldToLoop();
  }

  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    info: { Title: `${BRAND_NAME} · ${l.reservation} ${reservation.code}`, Author: BRAND_NAME, Subject: documentTitle(tickets, lang) },
    lang,
    // No default face: pdfkit would read and parse Helvetica's metrics for every document, and the ticket
    // writes only in the faces registerTicketFonts gives it.
    font: '',
  });
  const done = collect(doc);
  registerTicketFonts(doc);
  const width = doc.page.width - 2 * MARGIN;
  const summary = summaryBlock(reservation, lang);

  doc.fillColor(PRIMARY).font('Bold').fontSize(22).text(BRAND_NAME);
  doc.fillColor('black').font('Body').fontSize(12).text(documentTitle(tickets, lang));
  if (summary.company) doc.fontSize(8).fillColor('#37474f').text(summary.company, { width }).fillColor('black');
  doc.moveDown(0.5);
  doc.font('Bold').fontSize(16).text(`${l.reservation}: ${reservation.code}`);
  doc.font('Body').fontSize(10).text(`${l.issued}: ${formatDate(reservation.issuedAt)}${reservation.contactName ? ` · ${reservation.contactName}` : ''}`);
  if (summary.rows.length > 0) {
    doc.moveDown(0.5).fillColor(PRIMARY).font('Bold').fontSize(12).text(summary.heading).fillColor('black').fontSize(10);
    rowsOf(doc, summary.rows, width);
  }
  if (summary.storeReference) {
    doc.moveDown(0.5);
    doc.y += drawBarcode(doc, summary.storeReference, MARGIN, doc.y);
    doc.x = MARGIN;
  }
  doc.moveDown();

  for (const [index, block] of blocks.entries()) {
    // pdfkit streams what is drawn; pausing between tickets changes nothing in the document.
    if (index > 0) await yieldToLoop();
    const textWidth = width - QR_SIZE - 16;
    doc.font('Body').fontSize(10);
    const rowsHeight = block.rows.reduce((sum, [label, value]) => sum + doc.heightOfString(`${label}: ${value}`, { width: textWidth }), 0);
    const noticeHeight = block.notice ? doc.heightOfString(block.notice, { width: textWidth }) + 6 : 0;
    const height = Math.max(rowsHeight + noticeHeight + 2 * ROW_HEIGHT, block.qrPayload || block.cancelledMark ? QR_SIZE + 30 : 0);
    if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
    const top = doc.y;
    doc.rect(MARGIN - 8, top - 6, width + 16, height + 4).strokeColor('#b0bec5').stroke();
    doc.fillColor(PRIMARY).font('Bold').fontSize(12).text(block.heading, MARGIN, top, { width: textWidth });
    doc.fillColor('black').fontSize(10);
    rowsOf(doc, block.rows, textWidth);
    if (block.notice) doc.moveDown(0.3).font('Oblique').text(block.notice, { width: textWidth });
    const qr = qrs[index];
    if (block.cancelledMark) {
      // Where the QR would be: a large red stamp, so a cancelled ticket cannot pass for a valid one.
      doc.rect(MARGIN + width - QR_SIZE, top + QR_SIZE / 2 - 24, QR_SIZE, 48).lineWidth(3).strokeColor(CANCELLED_RED).stroke().lineWidth(1);
      doc.fillColor(CANCELLED_RED).font('Bold').fontSize(18).text(block.cancelledMark, MARGIN + width - QR_SIZE, top + QR_SIZE / 2 - 10, { width: QR_SIZE, align: 'center' });
      doc.fillColor('black');
    } else if (qr) {
      doc.image(qr, MARGIN + width - QR_SIZE, top, { width: QR_SIZE, height: QR_SIZE });
      doc.font('Body').fontSize(7).text(l.scan, MARGIN + width - QR_SIZE, top + QR_SIZE + 2, { width: QR_SIZE, align: 'center' });
    }
    doc.x = MARGIN;
    doc.y = top + height + 12;
  }

  const conditions = conditionsBlock(lang);
  if (doc.y + 160 > doc.page.height - MARGIN) doc.addPage();
  doc.fillColor(PRIMARY).font('Bold').fontSize(12).text(conditions.heading, MARGIN, doc.y);
  doc.fillColor('black').font('Body').fontSize(9).list(conditions.items, { bulletRadius: 1.5, paragraphGap: 2, width });
  doc.end();
  return done;
}
