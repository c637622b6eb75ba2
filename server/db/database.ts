import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

// The common supertype of the PGlite and node-postgres drivers (and of their transactions), so services
// and the seed run unchanged on the embedded database and on PostgreSQL.
export type Database = PgDatabase<PgQueryResultHKT>;
