// `npm start`'s pre-render, run beside the starting server once the client build is done (decision 049):
// `node scripts/prerender-in-background.mjs DIST DIGEST`. It pre-renders into DIST (scripts/prerender.ts), then
// writes the build stamp for DIGEST (scripts/build-stamp.mjs): only a build whose pre-render finished is one the
// next start may serve without building. Then it writes the .br/.gz twins (scripts/compress-dist.ts).
// It runs at a lower priority, so the server's own start (its database on the other core) keeps the CPU it needs,
// and in the start's process group: stopping `npm start` (Ctrl-C) stops it too, and the next start builds again.
import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import { writeStamp } from './build-stamp.mjs';

const [dist = 'dist', digest] = process.argv.slice(2);
if (!digest) throw new Error('usage: node scripts/prerender-in-background.mjs DIST DIGEST');

/** Nice 10: about a tenth of a core's time against a process at the default priority. */
const BACKGROUND_NICE = 10;
try {
  setPriority(BACKGROUND_NICE);
} catch {
  // Not allowed here (some containers): it runs at the default priority.
}

const run = (script, env = {}) =>
  new Promise((done) =>
    spawn(process.execPath, ['--import', 'tsx', script, dist], { stdio: 'inherit', env: { ...process.env, ...env } }).on('close', (code) => done(code)),
  );

const started = Date.now();
const status = await run('scripts/prerender.ts', { PRERENDER_COMPRESS: 'later' });
if (status !== 0) {
  console.error(`The pre-render failed (${status}): the site is served without its pre-rendered pages; the next start builds again.`);
  process.exit(status ?? 1);
}
writeStamp(dist, digest);
console.log(`Pre-render done beside the server in ${((Date.now() - started) / 1000).toFixed(1)} s: build stamp written.`);
process.exit((await run('scripts/compress-dist.ts')) ?? 1);
