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

/**
 * Keeps what was drawn for a digest unless another process kept its drawing first: true when this one was kept.
 * Autocommitted on its own (never in a caller's transaction): a racing process waits only for this insert.
 */
export async function keepDrawnDocument(db: Database, digest: string, body: Buffer, drawnAt: Date): Promise<boolean> {
  const kept = await preparedOn(db, 'keep_drawn_document', (pool, name) =>
    pool
      .insert(drawnDocuments)
      .values({ digest: sql.placeholder('digest'), body: sql.placeholder('body'), drawnAt: sql.placeholder('drawnAt') })
      .onConflictDoNothing({ target: drawnDocuments.digest })
      .returning({ digest: drawnDocuments.digest })
      .prepare(name),
  ).execute({ digest, body, drawnAt });
  return kept.length > 0;
}

/** Forgets documents drawn before `before`; answers how many. */
export async function purgeDrawnDocuments(db: Database, before: Date): Promise<number> {
  const gone = await db.delete(drawnDocuments).where(lt(drawnDocuments.drawnAt, before)).returning({ digest: drawnDocuments.digest });
  return gone.length;
}
