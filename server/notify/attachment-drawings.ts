import type { TicketPdfDrawer } from '../documents/drawn-pdfs';
import type { DocumentLang, TicketDocumentReservation, TicketDocumentTicket } from '../documents/ticket-document';
import { ticketQrPng } from '../documents/ticket-qr';

// Attachments drawn when a message is read out of the outbox (delivered, or listed by the mailbox), not in the
// transaction that queues it. The sale's transaction holds the seats' row locks; drawing the tickets' PDF there
// (fonts, a QR per ticket) kept them held for as long again under load (bench/README.md, "Hot sale funnel"). The
// outbox stores what to draw from: the documents as they were at the sale, so a later delivery still sends
// exactly what the traveller bought, whatever has changed since.

export type AttachmentDrawing =
  | { kind: 'ticket-pdf'; reservation: TicketDocumentReservation; tickets: readonly TicketDocumentTicket[]; lang: DocumentLang }
  | { kind: 'ticket-qr'; payload: string };

/**
 * Draws an attachment from what the outbox stored (JSON: its dates come back as strings). The tickets PDF through
 * `ticketPdf`: the outbox passes the drawings kept in the database (drawn-pdfs.ts `sharedTicketPdfs`, decision 074),
 * so the e-mail attaches the PDF a download of the same sale drew, and the other way round.
 */
export async function drawAttachment(drawing: AttachmentDrawing, ticketPdf: TicketPdfDrawer): Promise<Buffer> {
  switch (drawing.kind) {
    case 'ticket-pdf':
      return ticketPdf({ ...drawing.reservation, issuedAt: new Date(drawing.reservation.issuedAt) }, drawing.tickets, drawing.lang);
    case 'ticket-qr':
      return ticketQrPng(drawing.payload);
  }
}
