import { spawnSync } from 'node:child_process';

/**
 * The one build every test suite runs on: the offline statechart viewer and the site's live feed to it
 * (tests/e2e/statechart-viewer.spec.ts), and the path gate, which holds a chart's calls only when a path test
 * names the chart in session storage (src/features/devtools/path-gate.ts), so the other suites see the site
 * as it is. A production build has neither.
 */
export const testBuildFlags = { VITE_STATECHARTS: 'true', VITE_PATH_GATE: 'true' };

/**
 * Builds the web app for production into `outDir` unless `--no-build` is among the arguments, and
 * returns the folder to serve (`./dist` when the build is skipped). `env` adds build flags (VITE_*). A private folder per run lets
 * several test runs build at once without serving each other's half-written files. Exits on failure.
 */
export function buildUnlessSkipped(argv = process.argv, outDir = 'dist', env = {}) {
  if (argv.includes('--no-build')) return 'dist';
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  // Pre-render the public pages, write the service worker and the .br/.gz files (decision 022).
  const prerender = spawnSync('node', ['--import', 'tsx', 'scripts/prerender.ts', outDir], { stdio: 'inherit', env: { ...process.env, ...env } });
  if (prerender.status !== 0) process.exit(prerender.status ?? 1);
  return outDir;
}

// `node scripts/build-app.mjs <outDir>`: the build alone (scripts/test.mjs runs it with the test flags).
if (import.meta.url === `file://${process.argv[1]}`) buildUnlessSkipped([], process.argv[2] ?? 'dist');
