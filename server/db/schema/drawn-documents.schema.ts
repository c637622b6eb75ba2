import { customType, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Binary bytes: node-postgres reads a bytea as a Buffer, PGlite as a Uint8Array; both come back as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
});

// Documents drawn once and kept by what they were drawn from (decision 074): the digest is the SHA-256 of the
// drawing's kind, its version and its inputs as canonical JSON (server/documents/drawn-pdfs.ts), so the tickets
// PDF a download draws is the one the confirmation e-mail attaches, whichever server process draws first.
// Rows older than DRAWN_DOCUMENT_DAYS are purged by a background task (server/serve.ts); a purged one is drawn again.
export const drawnDocuments = pgTable(
  'drawn_documents',
  {
    digest: text('digest').primaryKey(),
    body: bytea('body').notNull(),
    drawnAt: timestamp('drawn_at', { withTimezone: true }).notNull(),
    /**
     * The reservation the document is of (decision 085): a download reads its reservation's kept documents beside its
     * tickets, and matches the digest it then computes, instead of reading by digest after them. Null on rows kept
     * before migration 0030, which are found by digest when their drawing is kept again.
     */
    reservationCode: text('reservation_code'),
  },
  (t) => [index('drawn_documents_drawn_at_idx').on(t.drawnAt), index('drawn_documents_reservation_code_idx').on(t.reservationCode)],
);
