import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';

// `npm run db:reset`: deletes the embedded database directory; the next start recreates, migrates and
// reseeds it. PostgreSQL (DATABASE_URL) is never touched: drop that database yourself if you mean it.
const dataDir = resolve(process.env.DATA_DIR ?? './data');
await rm(dataDir, { recursive: true, force: true });
console.log(`Removed ${dataDir}; the next start creates a fresh, seeded database.`);
