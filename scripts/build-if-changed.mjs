// The first half of `npm start`: builds the site into dist/ only when its sources changed since the last build
// (scripts/build-stamp.mjs); the second half starts the server. A second start of an unchanged checkout goes
// straight to the server.
// The .br and .gz twins of the build's files are written beside the starting server, not before it (the
// server sends a file as it is until they are there): a newcomer's first page comes about 6 s sooner.
import { spawn } from 'node:child_process';
import { buildUnlessSkipped } from './build-app.mjs';
import { buildIsCurrent, sourceDigest, writeStamp } from './build-stamp.mjs';

const dist = 'dist';
const digest = sourceDigest();
if (buildIsCurrent(dist, digest)) {
  console.log('dist/ is already built from these sources: starting the server without building.');
} else {
  console.log('Building the site into dist/ (its sources changed since the last build)…');
  buildUnlessSkipped([], dist, { PRERENDER_COMPRESS: 'later' });
  writeStamp(dist, digest);
}
// Also after a start stopped while compressing: only the files without their twins are done.
spawn('node', ['--import', 'tsx', 'scripts/compress-dist.ts', dist], { stdio: 'inherit', detached: true }).unref();
