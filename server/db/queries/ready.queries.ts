import { sql } from 'drizzle-orm';
import type { Database } from '../database';

/** The cheapest question the database can answer: resolves when it answers, rejects when it cannot. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
