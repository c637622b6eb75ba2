import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

// The common supertype of the PGlite and node-postgres drivers (and of their transactions), so services
// and the seed run unchanged on the embedded database and on PostgreSQL.
export type Database = PgDatabase<PgQueryResultHKT>;

/**
 * One unit of work: what `work` writes through `tx` commits together or not at all, and a throw rolls
 * it back. Use cases call this instead of the driver's `transaction` so their SQL stays in `*.queries.ts`.
 */
export function inTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(work);
}
