import { sql, type SQL } from 'drizzle-orm';
import { isTransaction, rootOf, type Database } from '../database';

// Prepared statements per database, built on first use. Building a Drizzle query costs more than a simple
// indexed read on PostgreSQL itself, and a named statement is parsed and planned once per connection,
// so the statements a traveller's steps send most (the reservation's read, the seat map, the payment's writes)
// are prepared (`npm run bench:funnel-steps` counts them per step).
const built = new WeakMap<Database, Map<string, unknown>>();

/**
 * The statement `build` makes, built once per database and name, and run where `db` runs: on the pool, or on the
 * connection of the transaction `db` is (one opened by `inTransaction`, or a savepoint inside one). `name` is also
 * the statement's name on PostgreSQL, so it must be unique per query text; every value that changes from call to
 * call is a `sql.placeholder`, so the text is the same for every call.
 */
export function preparedOn<T extends object>(db: Database, name: string, build: (db: Database, name: string) => T): T {
  const root = rootOf(db);
  const statement = builtOn(root, name, build);
  return root === db ? statement : onConnectionOf(db, statement);
}

function builtOn<T>(db: Database, name: string, build: (db: Database, name: string) => T): T {
  let perDb = built.get(db);
  if (!perDb) built.set(db, (perDb = new Map()));
  let statement = perDb.get(name) as T | undefined;
  if (statement === undefined) {
    statement = build(db, name);
    perDb.set(name, statement);
  }
  return statement;
}

/**
 * The pool's statement sent on the transaction's connection instead. Drizzle binds a prepared query to the client
 * it was built on (`client`, on both drivers' prepared queries) and a transaction keeps its connection as its
 * session's `client`; Drizzle has no public way to run one on the other, so the statement is seen through an
 * object whose only own property is that client (decision 077; tests/server/prepared-in-transaction.test.ts fails
 * if an upgrade moves either property).
 */
function onConnectionOf<T extends object>(tx: Database, statement: T): T {
  if (!isTransaction(tx)) return statement;
  const client = (tx as unknown as { session?: { client?: unknown } }).session?.client;
  if (client === undefined || !('client' in statement)) throw new Error('a prepared statement or a transaction without its client: Drizzle changed (decision 077)');
  return Object.create(statement, { client: { value: client } }) as T;
}

/** A statement written in SQL, prepared as `preparedOn` prepares the query builder's; its rows come back as objects. */
export interface RawStatement<Row> {
  execute(values: Record<string, unknown>): Promise<{ rows: Row[] }>;
}

/**
 * For what the query builder cannot say (an insert from `unnest` into a table with an identity column, whose
 * builder lists the identity too): `query` prepared under `name` as `db.execute` would send it, but by name. Drizzle's
 * `execute` takes no name, so this asks the database's session directly, as `execute` does (decision 077).
 */
export function preparedRaw<Row>(db: Database, name: string, query: (db: Database) => SQL): RawStatement<Row> {
  return preparedOn(db, name, (pool, statementName) => {
    const internals = pool as unknown as {
      dialect: { sqlToQuery(query: SQL): unknown };
      session: { prepareQuery(query: unknown, fields: undefined, name: string, arrayMode: false): RawStatement<Row> };
    };
    return internals.session.prepareQuery(internals.dialect.sqlToQuery(query(pool)), undefined, statementName, false);
  });
}

/**
 * A value of `column` given when a prepared statement runs (`execute({ [name]: value })`), encoded as the column
 * encodes its values (a Date as ISO text, JSON as text), a null left null. For an update's `set` (whose types take
 * no placeholder) and for a nullable column: Drizzle's own placeholder encodes a null too, `String(null)` for a
 * numeric, a crash for a timestamp.
 */
export function slot(column: { mapToDriverValue(value: unknown): unknown }, name: string): SQL {
  const encoder = { mapToDriverValue: (value: unknown) => (value === null || value === undefined ? null : column.mapToDriverValue(value)) };
  return sql`${sql.param(sql.placeholder(name), encoder)}`;
}
