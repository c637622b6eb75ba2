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
  },
  (t) => [index('drawn_documents_drawn_at_idx').on(t.drawnAt)],
);
