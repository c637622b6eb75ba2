import type { Database } from '../database';

// Prepared statements per database, built on first use. Building a Drizzle query costs more than a simple
// indexed read on PostgreSQL itself, and a named statement is parsed and planned once per connection,
// so the reads a traveller repeats most (schedules search, seat map) are prepared.
const built = new WeakMap<Database, Map<string, unknown>>();

/**
 * The statement `build` makes for `db`, built once per database and name. `name` is also the
 * statement's name on PostgreSQL, so it must be unique per query text. Not for transactions: a
 * statement belongs to the database handle it was built on.
 */
export function preparedOn<T>(db: Database, name: string, build: (db: Database, name: string) => T): T {
  let perDb = built.get(db);
  if (!perDb) built.set(db, (perDb = new Map()));
  let statement = perDb.get(name) as T | undefined;
  if (statement === undefined) {
    statement = build(db, name);
    perDb.set(name, statement);
  }
  return statement;
}
