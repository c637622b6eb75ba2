// The first half of `npm start`: builds the site into dist/ only when its sources changed since the last build
// (scripts/build-stamp.mjs); the second half starts the server. A second start of an unchanged checkout goes
// straight to the server.
import { buildUnlessSkipped } from './build-app.mjs';
import { buildIsCurrent, sourceDigest, writeStamp } from './build-stamp.mjs';

const dist = 'dist';
const digest = sourceDigest();
if (buildIsCurrent(dist, digest)) {
  console.log('dist/ is already built from these sources: starting the server without building.');
} else {
  console.log('Building the site into dist/ (its sources changed since the last build)…');
  buildUnlessSkipped([], dist);
  writeStamp(dist, digest);
}
