import PDFDocument from 'pdfkit';
import { formatDate } from '../../domain/display-format';
import { conditionsBlock, ticketBlock } from './ticket-lines';
import { BRAND_NAME, ticketLabels, type DocumentLang, type TicketDocumentReservation, type TicketDocumentTicket } from './ticket-document';
import { ticketQrPng } from './ticket-qr';

// The e-ticket PDF: brand, reservation code, one block per ticket with its QR, and the conditions
// of carriage. Built with pdfkit's standard Helvetica (WinAnsi covers Spanish accents), so no font
// files ship with the server.

const MARGIN = 48;
const QR_SIZE = 120;
const PRIMARY = '#1565c0';

function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/** Lets timers and other requests run: a 20-ticket document is drawn in 20 short steps, not one long one. */
const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

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
    info: { Title: `${BRAND_NAME} · ${l.reservation} ${reservation.code}`, Author: BRAND_NAME, Subject: l.title },
    lang,
  });
  const done = collect(doc);
  const width = doc.page.width - 2 * MARGIN;

  doc.fillColor(PRIMARY).font('Helvetica-Bold').fontSize(22).text(BRAND_NAME);
  doc.fillColor('black').font('Helvetica').fontSize(12).text(l.title);
  doc.moveDown(0.5);
  doc.font('Helvetica-Bold').fontSize(16).text(`${l.reservation}: ${reservation.code}`);
  doc.font('Helvetica').fontSize(10).text(`${l.issued}: ${formatDate(reservation.issuedAt)}${reservation.contactName ? ` · ${reservation.contactName}` : ''}`);
  doc.moveDown();

  for (const [index, block] of blocks.entries()) {
    // pdfkit streams what is drawn; pausing between tickets changes nothing in the document.
    if (index > 0) await yieldToLoop();
    const rowsHeight = (block.rows.length + 2) * 15 + (block.notice ? 40 : 0);
    const height = Math.max(rowsHeight, block.qrPayload ? QR_SIZE + 30 : 0);
    if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
    const top = doc.y;
    doc.rect(MARGIN - 8, top - 6, width + 16, height + 4).strokeColor('#b0bec5').stroke();
    doc.fillColor(PRIMARY).font('Helvetica-Bold').fontSize(12).text(block.heading, MARGIN, top, { width: width - QR_SIZE - 16 });
    doc.fillColor('black').fontSize(10);
    for (const [label, value] of block.rows) {
      doc.font('Helvetica-Bold').text(`${label}: `, { continued: true, width: width - QR_SIZE - 16 }).font('Helvetica').text(value);
    }
    if (block.notice) doc.moveDown(0.3).font('Helvetica-Oblique').text(block.notice, { width: width - QR_SIZE - 16 });
    const qr = qrs[index];
    if (qr) {
      doc.image(qr, MARGIN + width - QR_SIZE, top, { width: QR_SIZE, height: QR_SIZE });
      doc.font('Helvetica').fontSize(7).text(l.scan, MARGIN + width - QR_SIZE, top + QR_SIZE + 2, { width: QR_SIZE, align: 'center' });
    }
    doc.x = MARGIN;
    doc.y = top + height + 12;
  }

  const conditions = conditionsBlock(lang);
  if (doc.y + 160 > doc.page.height - MARGIN) doc.addPage();
  doc.fillColor(PRIMARY).font('Helvetica-Bold').fontSize(12).text(conditions.heading, MARGIN, doc.y);
  doc.fillColor('black').font('Helvetica').fontSize(9).list(conditions.items, { bulletRadius: 1.5, paragraphGap: 2, width });
  doc.end();
  return done;
}
