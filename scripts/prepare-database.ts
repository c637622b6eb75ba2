// `npm start` on a fresh checkout (decision 049): the embedded database (PGlite in DATA_DIR, default ./data) is
// created, migrated and seeded while the client build runs, rather than by the server after it. Creating a
// PGlite data directory alone takes about 9 s of one core, and the build leaves the other core half idle. The
// server then opens it as any later start does (its own migrate and seed find nothing to do). It is what the
// server's first start does (server/db/open/open-database.ts), so a failure here only costs time: the server
// tries again and reports it. Made in a folder beside and renamed into place: a start stopped meanwhile leaves
// no half-made DATA_DIR.
// `node --import tsx scripts/prepare-database.ts`: does nothing when DATA_DIR exists.
import { existsSync, renameSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { openDatabase } from '../server/db/open/open-database';
import { systemClock } from '../server/platform/clock';

const started = Date.now();
const dataDir = resolve(process.env.DATA_DIR ?? './data');
if (!existsSync(dataDir)) {
  const part = `${dataDir}.${process.pid}.part`;
  try {
    const database = await openDatabase({ dataDir: part, clock: systemClock });
    await database.close();
    renameSync(part, dataDir);
    console.log(`Created the embedded database in ${dataDir} beside the build (${((Date.now() - started) / 1000).toFixed(1)} s).`);
  } finally {
    rmSync(part, { recursive: true, force: true });
  }
}
