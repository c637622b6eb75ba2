import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * The one build every test suite runs on: the offline statechart viewer and the site's live feed to it
 * (tests/e2e/statechart-viewer.spec.ts), and the path gate, which holds a chart's calls only when a path test
 * names the chart in session storage (src/features/devtools/path-gate.ts), so the other suites see the site
 * as it is. A production build has neither.
 */
export const testBuildFlags = { VITE_STATECHARTS: 'true', VITE_PATH_GATE: 'true' };

// Vite's own entry run by this Node: `npx vite` first looks the command up (about 0.8 s more).
const vite = join(import.meta.dirname, '..', 'node_modules', 'vite', 'bin', 'vite.js');

/**
 * The client build alone (`vite build`): the browser app into `outDir`, which it empties first. `env` adds build
 * flags (VITE_*). Exits on failure. The site can be served from here on: every address gets the app's shell
 * until the pre-render has written its pages (decision 049).
 */
export function buildClient(outDir = 'dist', env = {}) {
  const build = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/**
 * Builds the web app for production into `outDir` unless `--no-build` is among the arguments, and
 * returns the folder to serve (`./dist` when the build is skipped). `env` adds build flags (VITE_*). A private folder per run lets
 * several test runs build at once without serving each other's half-written files. Exits on failure.
 */
export function buildUnlessSkipped(argv = process.argv, outDir = 'dist', env = {}) {
  if (argv.includes('--no-build')) return 'dist';
  buildClient(outDir, env);
  // Pre-render the public pages, write the service worker and the .br/.gz files (decision 022).
  const prerender = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/prerender.ts', outDir], { stdio: 'inherit', env: { ...process.env, ...env } });
  if (prerender.status !== 0) process.exit(prerender.status ?? 1);
  return outDir;
}

// `node scripts/build-app.mjs <outDir>`: the build alone (scripts/test.mjs runs it with the test flags).
if (import.meta.url === `file://${process.argv[1]}`) buildUnlessSkipped([], process.argv[2] ?? 'dist');
