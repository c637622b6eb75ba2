import { spawnSync } from 'node:child_process';

/** Builds the web app for production unless `--no-build` is among the arguments; exits on failure. */
export function buildUnlessSkipped(argv = process.argv) {
  if (argv.includes('--no-build')) return;
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
