import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { migratedPglite } from '../../tests/support/migrated-pglite';
import type { Database } from '../db/database';
import { drawnDocuments } from '../db/schema/drawn-documents.schema';
import { createFixedClock } from '../platform/clock';
import { canonicalJson, purgeOldDrawnDocuments, TICKET_PDF_VERSION, ticketPdfDigest, ticketPdfOnce } from './drawn-pdfs';
import { drawnDocumentsOf } from './drawn-documents.queries';
import type { TicketDocumentReservation, TicketDocumentTicket } from './ticket-document';

// Runs on an in-memory PGlite with the real migrations (no seed: drawn_documents stands alone).
let database: Awaited<ReturnType<typeof migratedPglite>>;
let db: Database;
const clock = createFixedClock('2026-12-01T18:00:00Z');

beforeAll(async () => {
  database = await migratedPglite();
  db = database.db;
});
afterAll(async () => database.close());
beforeEach(async () => {
  await db.delete(drawnDocuments);
});

const reservation: TicketDocumentReservation = { code: 'ACD347', contactName: 'María Núñez', issuedAt: new Date('2026-12-01T18:00:00.123Z'), contactEmail: 'maria@example.mx' };
const tickets: TicketDocumentTicket[] = [
  { code: 'ACD347-1', pin: '004217', type: 'E-ticket', passengerName: 'María Núñez', passengerType: 'adult', leg: 'departure', origin: 'Puerto Vallarta', destination: 'Guadalajara', departureAt: '2026-12-05T14:30:00', seat: 12, priceCents: 123450 },
];
const rows = async () => db.select().from(drawnDocuments);

describe("a tickets PDF's digest", () => {
  it('is the same for the download\'s objects and the outbox\'s JSON of them', () => {
    const stored = JSON.parse(JSON.stringify({ reservation, tickets })) as { reservation: TicketDocumentReservation & { issuedAt: string }; tickets: TicketDocumentTicket[] };
    expect(typeof stored.reservation.issuedAt).toBe('string');
    expect(ticketPdfDigest(stored.reservation, stored.tickets, 'es')).toBe(ticketPdfDigest(reservation, tickets, 'es'));
    // The outbox turns issuedAt back into a Date before drawing; either way, one digest.
    expect(ticketPdfDigest({ ...stored.reservation, issuedAt: new Date(stored.reservation.issuedAt) }, stored.tickets, 'es')).toBe(ticketPdfDigest(reservation, tickets, 'es'));
  });

  it('does not depend on the order of fields nor on an undefined one, and changes with anything printed', () => {
    const reordered = { issuedAt: reservation.issuedAt, contactEmail: reservation.contactEmail, contactName: reservation.contactName, code: reservation.code, payment: undefined };
    expect(ticketPdfDigest(reordered, tickets, 'es')).toBe(ticketPdfDigest(reservation, tickets, 'es'));
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: new Date('2026-12-01T00:00:00Z') }] })).toBe('{"a":[{"c":"2026-12-01T00:00:00.000Z","d":2}],"b":1}');
    const digest = ticketPdfDigest(reservation, tickets, 'es');
    expect(ticketPdfDigest(reservation, tickets, 'en')).not.toBe(digest);
    expect(ticketPdfDigest({ ...reservation, issuedAt: new Date('2026-12-01T18:00:01.123Z') }, tickets, 'es')).not.toBe(digest);
    expect(ticketPdfDigest(reservation, [{ ...tickets[0]!, seat: 13 }], 'es')).not.toBe(digest);
    expect(ticketPdfDigest(reservation, [{ ...tickets[0]!, cancelled: true }], 'es')).not.toBe(digest);
    expect(ticketPdfDigest(reservation, [...tickets, { ...tickets[0]!, code: 'ACD347-2' }], 'es')).not.toBe(digest);
  });

  // What the drawing prints for the same inputs: these files and packages. A change to any of them is a new drawing,
  // which must not be served from a row drawn by the old one: bump TICKET_PDF_VERSION and record the new fingerprint
  // under it here (docs/decisions/074-drawn-documents-shared.md).
  const drawingSources = [
    'server/documents/ticket-pdf.ts',
    'server/documents/ticket-lines.ts',
    'server/documents/ticket-document.ts',
    'server/documents/ticket-qr.ts',
    'server/documents/pdf-fonts.ts',
    'server/documents/pdf-font-subset.ts',
    'domain/display-format.ts',
    'domain/payments/store-barcode.ts',
    'domain/tickets/carriage-conditions.ts',
    'domain/tickets/ticket-codes.ts',
  ];
  const drawingPackages = ['pdfkit', 'fontkit', 'qrcode', 'dejavu-fonts-ttf'];
  const fingerprints: Record<number, string> = {
    1: 'bc24c6da3ce472aa8ef0b87d348c71e819cca0ea501920819d8c0bd24c246759',
    2: '74870f0de5724729f5bb791a5656f0b41c0145964bbf332cf1c5facb9c39a074',
    // pdf-fonts.ts shares pdfkit's laid-out words between documents: the same bytes (but for the creation date), bumped as the rule asks.
    3: '52463527841c4e70e1eaefec5418e21bf7c328893c4079bd3e813b2f0b552db4',
    // pdf-font-subset.ts writes each document's font subsets around tables encoded once: the same bytes, bumped as the rule asks.
    4: 'c95490b4e2c6b6d230d66bfecae91d6956931e58edac15ebd7073b008f08e0ce',
  };

  it('has a version bumped whenever the drawing changes', () => {
    const root = fileURLToPath(new URL('../..', import.meta.url));
    const lock = JSON.parse(readFileSync(`${root}/package-lock.json`, 'utf8')) as { packages: Record<string, { version: string }> };
    const hash = createHash('sha256');
    for (const path of drawingSources) hash.update(`${path}\n`).update(readFileSync(`${root}/${path}`, 'utf8').replace(/\r\n/g, '\n'));
    for (const name of drawingPackages) hash.update(`${name}@${lock.packages[`node_modules/${name}`]!.version}\n`);
    const fingerprint = hash.digest('hex');
    expect(fingerprints[TICKET_PDF_VERSION], `the tickets PDF's drawing changed: bump TICKET_PDF_VERSION (drawn-pdfs.ts) and record ${fingerprint} under it`).toBe(fingerprint);
  });
});

describe('ticketPdfOnce', () => {
  it('draws once and answers the kept bytes after', async () => {
    const first = await ticketPdfOnce(db, clock, reservation, tickets, 'es');
    expect(first.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await rows()).toEqual([{ digest: ticketPdfDigest(reservation, tickets, 'es'), body: first, drawnAt: clock.now(), reservationCode: reservation.code }]);
    // As the outbox asks for it: from JSON, issuedAt made a Date again.
    const stored = JSON.parse(JSON.stringify({ reservation, tickets })) as { reservation: Omit<TicketDocumentReservation, 'issuedAt'> & { issuedAt: string }; tickets: TicketDocumentTicket[] };
    const again = await ticketPdfOnce(db, clock, { ...stored.reservation, issuedAt: new Date(stored.reservation.issuedAt) }, stored.tickets, 'es');
    expect(again.equals(first)).toBe(true);
    expect(await rows()).toHaveLength(1);
    await ticketPdfOnce(db, clock, reservation, tickets, 'en');
    expect(await rows()).toHaveLength(2);
    // A download gives the reservation's kept documents read beside its tickets (drawnDocumentsOf): the one of its
    // digest is served as it is, and a language not among them is drawn.
    const keptOf = await drawnDocumentsOf(db, reservation.code);
    expect([...keptOf.keys()].sort()).toEqual([ticketPdfDigest(reservation, tickets, 'en'), ticketPdfDigest(reservation, tickets, 'es')].sort());
    const marked = new Map([[ticketPdfDigest(reservation, tickets, 'es'), Buffer.from('%PDF- kept')]]);
    expect((await ticketPdfOnce(db, clock, reservation, tickets, 'es', marked)).toString()).toBe('%PDF- kept');
    expect((await ticketPdfOnce(db, clock, reservation, tickets, 'en', marked)).equals(keptOf.get(ticketPdfDigest(reservation, tickets, 'en'))!)).toBe(true);
    expect(await rows()).toHaveLength(2);
  });

  it('gives two drawings at once the bytes of the one kept', async () => {
    const [a, b] = await Promise.all([ticketPdfOnce(db, clock, reservation, tickets, 'es'), ticketPdfOnce(db, clock, reservation, tickets, 'es')]);
    expect(a.equals(b)).toBe(true);
    const kept = await rows();
    expect(kept).toHaveLength(1);
    expect(kept[0]!.body.equals(a)).toBe(true);
  });

  it('refuses to draw inside a transaction, whose locks the draw would hold', async () => {
    await expect(db.transaction((tx) => ticketPdfOnce(tx, clock, reservation, tickets, 'es'))).rejects.toThrow(/outside transactions/);
  });

  it('forgets documents drawn more than 30 days ago', async () => {
    const old = createFixedClock('2026-10-30T18:00:00Z');
    await ticketPdfOnce(db, old, reservation, tickets, 'es');
    await ticketPdfOnce(db, createFixedClock('2026-11-02T18:00:00Z'), reservation, tickets, 'en');
    expect(await purgeOldDrawnDocuments(db, clock)).toBe(1);
    expect((await rows()).map((row) => row.digest)).toEqual([ticketPdfDigest(reservation, tickets, 'en')]);
  });
});
