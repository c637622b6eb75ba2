// The one test command (`npm test`, docs/testing.md). Every step runs, so one report shows every failure,
// and the end prints each step's wall time.
//   1. at once: typecheck, lint, and the one build of the app with the test flags (scripts/build-app.mjs);
//   2. Vitest: unit, component, machine and server tests (the pre-rendered pages test reads that build);
//   3. both browser suites in one Playwright run on that build (scripts/browser-tests.mjs).
// The first phase's steps are single-threaded or mostly waiting, so on two cores they overlap well; their
// output is printed whole when each ends, not interleaved.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testBuildFlags } from './build-app.mjs';

const runDir = mkdtempSync(join(tmpdir(), 'npm-test-'));
const dist = join(runDir, 'dist');
const timings = [];
const failed = [];

/** Runs a command; `quiet` keeps its output until it ends. Resolves to whether it passed. */
function step(name, command, args, { env = {}, quiet = false } = {}) {
  const started = Date.now();
  if (!quiet) console.log(`\n▶ ${name}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...env } });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = (Date.now() - started) / 1000;
      timings.push([name, seconds, code === 0]);
      if (quiet) {
        console.log(`\n▶ ${name}`);
        process.stdout.write(Buffer.concat(output));
      }
      console.log(`${code === 0 ? '✔' : '✘'} ${name} (${seconds.toFixed(1)} s)`);
      if (code !== 0) failed.push(name);
      resolve(code === 0);
    });
  });
}

const started = Date.now();
const [, , built] = await Promise.all([
  step('typecheck', 'npx', ['tsc', '--noEmit'], { quiet: true }),
  step('lint', 'npm', ['run', 'lint', '--silent'], { quiet: true }),
  step('build with the test flags', 'node', ['scripts/build-app.mjs', dist], { env: testBuildFlags, quiet: true }),
]);
await step('unit, component, machine and server tests (Vitest)', 'npx', ['vitest', 'run'], { env: built ? { PRERENDERED_DIST: dist } : {} });
if (built) await step('browser suites: end-to-end and statechart paths (Playwright)', 'node', ['scripts/browser-tests.mjs'], { env: { TEST_DIST_DIR: dist } });
else failed.push('browser suites (not run: the build failed)');
rmSync(runDir, { recursive: true, force: true });

console.log('\nWall time per step:');
for (const [name, seconds, ok] of timings) console.log(`  ${ok ? '✔' : '✘'} ${name.padEnd(62)} ${seconds.toFixed(1).padStart(7)} s`);
console.log(`  ${'all steps'.padEnd(64)} ${((Date.now() - started) / 1000).toFixed(1).padStart(7)} s`);
if (failed.length) {
  console.error(`\nFailed: ${failed.join(', ')}`);
  process.exit(1);
}
console.log('\nAll test steps passed.');
