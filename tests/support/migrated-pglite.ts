import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { Database } from '../../server/db/database';

// An in-memory PGlite with the real migrations and no seed, for a server unit test whose tables stand alone
// (the outbox, the drawn documents).
const migrationsFolder = fileURLToPath(new URL('../../server/db/migrations', import.meta.url));

export async function migratedPglite(): Promise<{ db: Database; close(): Promise<void> }> {
  const client = new PGlite();
  const pglite = drizzle({ client });
  await migrate(pglite, { migrationsFolder });
  return { db: pglite as unknown as Database, close: () => client.close() };
}
