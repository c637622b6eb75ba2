import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` diffs the schema against server/db/migrations and writes a new SQL migration.
// The server applies them itself at start-up (server/db/open/open-database.ts), on PGlite and on PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/*.schema.ts',
  out: './server/db/migrations',
});
