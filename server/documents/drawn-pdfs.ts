import { createHash } from 'node:crypto';
import { isTransaction, type Database } from '../db/database';
import type { Clock } from '../platform/clock';
import { keepDrawnDocument, purgeDrawnDocuments, readDrawnDocument } from './drawn-documents.queries';
import type { DocumentLang, TicketDocumentReservation, TicketDocumentTicket } from './ticket-document';
import { renderTicketPdf } from './ticket-pdf';

// A tickets PDF drawn once per content, kept in the database (drawn_documents, decision 074) and shared by every
// server process: the download (GET reservation/pdf) and the confirmation e-mail's attachment (drawn when the
// outbox reads the message out, decision 072) of one sale ask for the same inputs, so the second finds the first's
// bytes. A draw costs 8–12 ms of CPU (fonts, a QR per ticket); a read by primary key, a fraction of that.

/**
 * Bump when what a tickets PDF looks like for the same inputs changes (ticket-pdf.ts, ticket-lines.ts, the labels in
 * ticket-document.ts, ticket-qr.ts, pdf-fonts.ts, the formats they print with, pdfkit, fontkit or qrcode upgraded):
 * documents kept under the old version are then never served again, and are purged with age.
 * drawn-pdfs.test.ts fails when those files change and this does not.
 */
export const TICKET_PDF_VERSION = 4;

/** How long a drawn document is kept; one asked for later is drawn again. */
export const DRAWN_DOCUMENT_DAYS = 30;
/** How often each process purges older ones (server/serve.ts). */
export const DRAWN_DOCUMENT_PURGE_MS = 60 * 60_000;

/** Objects' keys sorted at every depth; arrays keep their order (the tickets' order is the document's). */
function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.keys(value).sort().map((key) => [key, sortedKeys((value as Record<string, unknown>)[key])]));
}

/**
 * JSON with sorted keys, read as JSON reads it: a Date is its ISO string and an absent field equals an undefined one,
 * so the download's objects (dates as Date) and the outbox's stored JSON (dates as strings) give the same text.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortedKeys(JSON.parse(JSON.stringify(value)) as unknown));
}

/** What a tickets PDF is kept under: its kind, the drawing's version and its inputs. */
export function ticketPdfDigest(reservation: TicketDocumentReservation, tickets: readonly TicketDocumentTicket[], lang: DocumentLang): string {
  const drawing = { kind: 'tickets-pdf', version: TICKET_PDF_VERSION, reservation, tickets, lang };
  return createHash('sha256').update(canonicalJson(drawing)).digest('hex');
}

/** Draws a tickets PDF; the outbox's drawings take one (renderTicketPdf itself draws every time). */
export type TicketPdfDrawer = (reservation: TicketDocumentReservation, tickets: readonly TicketDocumentTicket[], lang: DocumentLang) => Promise<Buffer>;

/**
 * The tickets PDF for these inputs: the one kept if any process drew it already, otherwise drawn now and kept (with
 * its reservation's code, so a download finds it beside its tickets).
 * Two processes that miss at once both draw; the first insert is kept and both answer its bytes, so every copy
 * of a sale's PDF is byte for byte the same. Never called with a transaction: the draw would hold its locks.
 */
export async function ticketPdfOnce(
  db: Database,
  clock: Clock,
  reservation: TicketDocumentReservation,
  tickets: readonly TicketDocumentTicket[],
  lang: DocumentLang,
  keptOfReservation?: ReadonlyMap<string, Buffer>,
): Promise<Buffer> {
  if (isTransaction(db)) throw new Error('ticketPdfOnce draws outside transactions: a draw would hold their locks');
  const digest = ticketPdfDigest(reservation, tickets, lang);
  // `keptOfReservation`: the reservation's kept documents, read by the caller beside the inputs (drawnDocumentsOf).
  const kept = keptOfReservation ? (keptOfReservation.get(digest) ?? null) : await readDrawnDocument(db, digest);
  if (kept) return kept;
  const pdf = await renderTicketPdf(reservation, tickets, lang);
  if (await keepDrawnDocument(db, digest, pdf, clock.now(), reservation.code)) return pdf;
  return (await readDrawnDocument(db, digest)) ?? pdf;
}

/** ticketPdfOnce over one database and clock: the outbox's drawer. */
export function sharedTicketPdfs(db: Database, clock: Clock): TicketPdfDrawer {
  return (reservation, tickets, lang) => ticketPdfOnce(db, clock, reservation, tickets, lang);
}

/** Forgets documents drawn more than DRAWN_DOCUMENT_DAYS ago (a background task of every process). */
export function purgeOldDrawnDocuments(db: Database, clock: Clock): Promise<number> {
  return purgeDrawnDocuments(db, new Date(clock.now().getTime() - DRAWN_DOCUMENT_DAYS * 24 * 60 * 60_000));
}
