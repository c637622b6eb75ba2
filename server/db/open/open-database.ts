import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { systemClock, type Clock } from '../../platform/clock';
import { defaultServerConfig } from '../../platform/config';
import type { Database } from '../database';
import { seedDatabase } from '../seed/seed';
import { endPool } from './end-pool';
import { stopStatementsForGoneClients } from './stop-for-gone-clients';

const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));

// Any fixed number shared by every replica: serialises migrate + seed when several start at once.
const MIGRATION_LOCK_KEY = 72_0615;

export interface OpenDatabaseOptions {
  /** postgres://… to use PostgreSQL; takes precedence over dataDir. */
  url?: string;
  /** PGlite data directory, or 'memory://' for a throw-away in-memory database. */
  dataDir?: string;
  /** Clock that decides "today" for the generated departures. */
  clock?: Clock;
  horizonDays?: number;
  /** PostgreSQL only: connections in the pool (PG_POOL_MAX, default 20); concurrent seat holds each hold one. */
  poolMax?: number;
  /**
   * PostgreSQL only: connections opened now and kept open while idle (a server process: PG_POOL_WARM, default the
   * whole pool; see warmPool). Default 0: opened as needed and closed after 10 s idle, as the tests' pools are.
   */
  warmConnections?: number;
  /**
   * False when the store is already migrated and seeded for this clock and horizon (a copy of a template
   * database, as the server tests make one per file): opening it then writes nothing. Default true.
   */
  setUp?: boolean;
  /** PGlite only: a data directory dumped by `dumpDataDir` to start from (the tests' template). */
  pgliteDump?: Blob;
}

export interface OpenedDatabase {
  db: Database;
  /** PostgreSQL only: the pool behind `db`, for stores that speak to it directly (rate limits). */
  pool?: pg.Pool;
  close(): Promise<void>;
}

/** Opens the database, applies pending migrations and (idempotently) seeds it. */
export async function openDatabase(opts: OpenDatabaseOptions): Promise<OpenedDatabase> {
  const now = (opts.clock ?? systemClock).now();
  const horizon = opts.horizonDays ?? defaultServerConfig.salesHorizonDays;
  const setUp = opts.setUp ?? true;
  if (opts.url) {
    const poolMax = opts.poolMax ?? Number(process.env.PG_POOL_MAX ?? 20);
    const warm = Number.isInteger(opts.warmConnections) ? Math.max(0, Math.min(poolMax, opts.warmConnections!)) : 0;
    return openPostgres(opts.url, now, horizon, poolMax, warm, setUp);
  }
  return openPglite(opts.dataDir ?? './data', now, horizon, setUp, opts.pgliteDump);
}

async function openPglite(dataDir: string, now: Date, horizon: number, setUp: boolean, dump?: Blob): Promise<OpenedDatabase> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const options = dump ? { loadDataDir: dump } : {};
  const client = inMemory ? new PGlite(options) : new PGlite(dataDir, options);
  try {
    const db = drizzlePglite({ client });
    if (setUp) {
      await migratePglite(db, { migrationsFolder });
      await seedDatabase(db, now, horizon);
    }
    return { db, close: () => client.close() };
  } catch (error) {
    await client.close();
    throw error;
  }
}

async function openPostgres(url: string, now: Date, horizon: number, poolMax: number, warm: number, setUp: boolean): Promise<OpenedDatabase> {
  // `min`: the warm connections are not closed when idle (the ones above it are, after 10 s).
  const pool = new pg.Pool({ connectionString: url, max: poolMax, min: warm });
  // An idle connection dropped by the server (restart, failover, a dropped test database) is reported
  // here; without a listener node-postgres rethrows it and the process dies. The pool replaces it.
  pool.on('error', (error: Error & { code?: string }) => {
    console.error(JSON.stringify({ level: 'error', task: 'pg-pool', error: error.name, code: error.code }));
  });
  // A request whose client has gone stops before its next statement, if it has changed nothing (decision 078).
  stopStatementsForGoneClients(pool);
  try {
    if (!setUp) {
      await warmPool(pool, warm);
      return { db: drizzlePg({ client: pool }), pool, close: () => endPool(pool) };
    }
    // Migrate and seed on one connection holding a session advisory lock, so replicas starting
    // together do not race on CREATE TABLE or on the seed.
    const conn = await pool.connect();
    try {
      await conn.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      const setupDb = drizzlePg({ client: conn });
      await migratePg(setupDb, { migrationsFolder });
      await seedDatabase(setupDb, now, horizon);
    } finally {
      await conn.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
      conn.release();
    }
    await warmPool(pool, warm);
    return { db: drizzlePg({ client: pool }), pool, close: () => endPool(pool) };
  } catch (error) {
    await endPool(pool);
    throw error;
  }
}

// Every table of the schema named once, so a new backend reads their definitions (and their indexes') into its
// caches now rather than during its first requests.
const READ_TABLE_DEFINITIONS = `do $$ declare t record; begin
  for t in select tablename from pg_tables where schemaname = current_schema() loop
    execute format('select 1 from %I limit 0', t.tablename);
  end loop;
end $$`;

/**
 * Opens `count` connections at once, each having read every table's definition, and gives them back to the pool.
 * A hot sale's first second finds them ready: a traveller arriving on a cold pool waited behind new connections'
 * start (a process forked by PostgreSQL, authentication) and their first statements, which each read the
 * definitions of the tables they touch (`npm run bench:arrival-burst`, decision 076). Best effort: a connection
 * PostgreSQL refuses (max_connections reached) is reported and the process starts with the others; the pool opens
 * it later as it would have.
 */
export async function warmPool(pool: pg.Pool, count: number): Promise<void> {
  if (count <= 0) return;
  // Every connection taken before any is given back: a released one would be handed out again instead of a new one.
  const opened = await Promise.allSettled(Array.from({ length: count }, () => pool.connect()));
  const clients = opened.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  try {
    await Promise.all(clients.map((client) => client.query(READ_TABLE_DEFINITIONS)));
  } finally {
    for (const client of clients) client.release();
  }
  const refused = opened.filter((result) => result.status === 'rejected');
  if (refused.length > 0) {
    const code = (refused[0]!.reason as { code?: string }).code;
    console.error(JSON.stringify({ level: 'warn', task: 'pg-pool-warm', warmed: count - refused.length, refused: refused.length, code }));
  }
}
