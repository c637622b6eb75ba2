import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { preparedOn } from '../db/queries/prepared';
import { drawnDocuments } from '../db/schema/drawn-documents.schema';

// The SQL of drawn documents (drawn-pdfs.ts, decision 074): one row per digest, written once.

/** The bytes drawn for a digest, or null when nothing was drawn for it (or its row was purged). */
export async function readDrawnDocument(db: Database, digest: string): Promise<Buffer | null> {
  const [row] = await preparedOn(db, 'drawn_document', (pool, name) =>
    pool.select({ body: drawnDocuments.body }).from(drawnDocuments).where(eq(drawnDocuments.digest, sql.placeholder('digest'))).prepare(name),
  ).execute({ digest });
  return row?.body ?? null;
}

/** Every document kept for a reservation, by digest (usually one: its tickets PDF in the language it was booked in). */
export async function drawnDocumentsOf(db: Database, reservationCode: string): Promise<Map<string, Buffer>> {
  const rows = await preparedOn(db, 'drawn_documents_of_reservation', (pool, name) =>
    pool
      .select({ digest: drawnDocuments.digest, body: drawnDocuments.body })
      .from(drawnDocuments)
      .where(eq(drawnDocuments.reservationCode, sql.placeholder('code')))
      .prepare(name),
  ).execute({ code: reservationCode });
  return new Map(rows.map((row) => [row.digest, row.body]));
}

/**
 * Keeps what was drawn for a digest, with the reservation it is of, unless another process kept its drawing first:
 * true when this one was kept. Autocommitted on its own (never in a caller's transaction): a racing process waits
 * only for this insert.
 */
export async function keepDrawnDocument(db: Database, digest: string, body: Buffer, drawnAt: Date, reservationCode: string): Promise<boolean> {
  const kept = await preparedOn(db, 'keep_drawn_document_of_reservation', (pool, name) =>
    pool
      .insert(drawnDocuments)
      .values({ digest: sql.placeholder('digest'), body: sql.placeholder('body'), drawnAt: sql.placeholder('drawnAt'), reservationCode: sql.placeholder('code') })
      .onConflictDoNothing({ target: drawnDocuments.digest })
      .returning({ digest: drawnDocuments.digest })
      .prepare(name),
  ).execute({ digest, body, drawnAt, code: reservationCode });
  return kept.length > 0;
}

/** Forgets documents drawn before `before`; answers how many. */
export async function purgeDrawnDocuments(db: Database, before: Date): Promise<number> {
  const gone = await db.delete(drawnDocuments).where(lt(drawnDocuments.drawnAt, before)).returning({ digest: drawnDocuments.digest });
  return gone.length;
}
