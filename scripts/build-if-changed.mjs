// The first half of `npm start`: builds the site into dist/ only when its sources changed since the last build
// (scripts/build-stamp.mjs); the second half starts the server. A second start of an unchanged checkout goes
// straight to the server.
// A build serves as soon as the client build is done (decision 049): the pre-render (the public pages, the
// service worker) and then the .br/.gz twins are written beside the starting server, which sends the app's
// shell for every address until the pre-rendered pages are there, and picks them up without a restart. The
// build stamp is written once the pre-render has finished (scripts/prerender-in-background.mjs), so a start
// stopped before then builds again. On a fresh checkout the embedded database is created beside the client
// build (scripts/prepare-database.ts), not by the server after it.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { setPriority } from 'node:os';
import { resolve } from 'node:path';
import { buildClient } from './build-app.mjs';
import { buildIsCurrent, sourceDigest } from './build-stamp.mjs';

const dist = 'dist';
const digest = sourceDigest();
const node = (args, options = {}) => spawn(process.execPath, args, { stdio: 'inherit', ...options });

if (buildIsCurrent(dist, digest)) {
  console.log('dist/ is already built from these sources: starting the server without building.');
  // Also after a start stopped while compressing: only the files without their twins are done. At a lower
  // priority (this process is about to exit; the child inherits it), so the server's start keeps the CPU, and in
  // the start's process group, so stopping the start stops it (the twins are written whole).
  try {
    setPriority(10);
  } catch {
    // Not allowed here: it compresses at the default priority.
  }
  node(['--import', 'tsx', 'scripts/compress-dist.ts', dist]).unref();
} else {
  console.log('Building the site into dist/ (its sources changed since the last build)…');
  // PostgreSQL (DATABASE_URL) is the server's to migrate and seed; an existing DATA_DIR is only opened.
  const database =
    !process.env.DATABASE_URL && !existsSync(resolve(process.env.DATA_DIR ?? './data'))
      ? new Promise((done) => node(['--import', 'tsx', 'scripts/prepare-database.ts']).on('close', done))
      : undefined;
  buildClient(dist);
  // Not detached: it is in the start's process group, so stopping the start stops it. Not waited for.
  node(['scripts/prerender-in-background.mjs', dist, digest]).unref();
  console.log('Client build done: the server starts (once the database is made, on a fresh checkout); the pre-render follows beside it.');
  const status = await database;
  if (status) console.log('Creating the database beside the build failed: the server creates it.');
}
