import { sql } from 'drizzle-orm';
import { PgTransaction, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';

// The common supertype of the PGlite and node-postgres drivers (and of their transactions), so services
// and the seed run unchanged on the embedded database and on PostgreSQL.
export type Database = PgDatabase<PgQueryResultHKT>;

/**
 * One unit of work: what `work` writes through `tx` commits together or not at all, and a throw rolls
 * it back. Use cases call this instead of the driver's `transaction` so their SQL stays in `*.queries.ts`.
 * Given a transaction, the unit is a savepoint inside it (inSavepoint).
 */
export function inTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  if (isTransaction(db)) return inSavepoint(db, work);
  return db.transaction((tx) => {
    roots.set(tx, rootOf(db));
    return work(tx);
  });
}

// How deep each transaction's savepoints are nested just now: a savepoint is named after its depth, as Drizzle names them.
const savepointDepths = new WeakMap<Database, number>();

/**
 * A unit of work inside a transaction: a savepoint, rolled back to when `work` throws. Unlike Drizzle's nested
 * transaction it is not released when `work` succeeds: the commit releases it (or the rollback of an enclosing
 * savepoint discards it), and a payment, which opens two, makes two round trips fewer. PostgreSQL keeps a
 * savepoint whose name is used again and rolls back to the newest of that name, so savepoints opened one after the
 * other at the same depth each roll back only their own work.
 */
async function inSavepoint<T>(tx: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  const depth = (savepointDepths.get(tx) ?? 0) + 1;
  const name = `sp${depth}`;
  await tx.execute(sql.raw(`savepoint ${name}`));
  savepointDepths.set(tx, depth);
  try {
    return await work(tx);
  } catch (error) {
    await tx.execute(sql.raw(`rollback to savepoint ${name}`));
    throw error;
  } finally {
    savepointDepths.set(tx, depth - 1);
  }
}

// Each transaction's handle and the database it was opened on, so that what a process keeps per database (the
// catalogue rows) is found from inside a transaction too.
const roots = new WeakMap<Database, Database>();

/** The database a transaction opened by `inTransaction` belongs to; any other handle is its own root. */
export const rootOf = (db: Database): Database => roots.get(db) ?? db;

/**
 * Whether `db` is a transaction's handle (one connection): prepared statements belong to the pool's, and work that
 * must not hold a transaction's locks (drawing a PDF) refuses one.
 */
export const isTransaction = (db: Database): boolean => db instanceof PgTransaction;

/**
 * Independent reads: at once on the pool (each on a connection of its own), one after the other inside a
 * transaction, whose one connection takes one query at a time (node-postgres warns of a query sent while another
 * runs on the same client, and pg 9 refuses it).
 */
export async function readTogether<T extends readonly unknown[]>(db: Database, reads: readonly [...{ [K in keyof T]: () => Promise<T[K]> }]): Promise<T> {
  if (!isTransaction(db)) return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as unknown as T;
}

// Deadlocks and serialization failures cannot be ruled out entirely (two buyers deleting the same expired rows
// in different orders), and PostgreSQL resolves them by failing one side; that side simply runs again.
export const RETRYABLE = new Set(['40P01', '40001']);
export const MAX_ATTEMPTS = 4;

/** The SQLSTATE of a driver error, looked for through its causes. */
export function pgCode(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

/** `inTransaction`, run again (up to MAX_ATTEMPTS) when PostgreSQL failed it for a deadlock or serialization. */
export async function inRetriedTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await inTransaction(db, work);
    } catch (error) {
      if (attempt < MAX_ATTEMPTS && RETRYABLE.has(pgCode(error) ?? '')) continue;
      throw error;
    }
  }
}
