import { performance } from 'node:perf_hooks';
import type { DocumentLang, TicketDocumentReservation, TicketDocumentTicket } from './ticket-document';
import { renderTicketPdf } from './ticket-pdf';

// A process's first tickets PDF costs about fifty times a later one (bench/README.md, decision 087): the fonts are
// read and parsed, their glyph and subset caches filled, pdfkit's and qrcode's code compiled on first use. Drawn
// by a traveller's download, that first draw holds the process's one thread a quarter of a second, and every
// request on it waits. Each server process therefore draws one sample document per language before it listens.

/** A one-ticket card sale, every part of a ticket a sale prints; bench/pdf-draw.ts draws it too. */
export const sampleTicketDocument: { reservation: TicketDocumentReservation; tickets: TicketDocumentTicket[] } = {
  reservation: {
    code: 'ACD347', contactName: 'María Núñez', issuedAt: new Date('2026-12-01T18:00:00.123Z'), contactEmail: 'maria@example.mx',
    payment: { method: 'card', status: 'approved', totalCents: 123450, charged: null, orderReference: null, orderDeadline: null },
  },
  tickets: [
    { code: 'ACD347-1', pin: '004217', type: 'E-ticket', passengerName: 'María Núñez', passengerType: 'adult', leg: 'departure', origin: 'Puerto Vallarta', destination: 'Guadalajara', departureAt: '2026-12-05T14:30:00', seat: 12, priceCents: 123450 },
  ],
};

const languages: readonly DocumentLang[] = ['es', 'en'];

/**
 * Draws the sample document once in each language and says how long that took. A failure is reported and
 * swallowed: the process then draws its first document for a traveller, slowly, as it would have anyway.
 */
export async function warmUpDocuments(log: (line: string) => void = console.log): Promise<void> {
  const started = performance.now();
  try {
    for (const lang of languages) await renderTicketPdf(sampleTicketDocument.reservation, sampleTicketDocument.tickets, lang);
    log(JSON.stringify({ level: 'info', task: 'documents-warm-up', ms: Math.round(performance.now() - started) }));
  } catch (error) {
    log(JSON.stringify({ level: 'error', task: 'documents-warm-up', error: error instanceof Error ? error.message : String(error) }));
  }
}
