// The one test command (`npm test`): typecheck, lint, unit/machine/server tests, then the
// end-to-end suite and the statechart path tests in the system Chromium. Every step runs so one report shows every failure.
import { spawnSync } from 'node:child_process';

const steps = [
  ['typecheck', 'npx', ['tsc', '--noEmit']],
  ['lint', 'npm', ['run', 'lint', '--silent']],
  ['unit, machine and server tests', 'npx', ['vitest', 'run']],
  ['end-to-end tests', 'node', ['scripts/e2e.mjs']],
  ['statechart path tests in the browser', 'node', ['scripts/paths.mjs']],
];

const failed = [];
for (const [name, command, args] of steps) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status === 0) console.log(`✔ ${name} (${seconds} s)`);
  else { console.log(`✘ ${name} (${seconds} s)`); failed.push(name); }
}
if (failed.length) {
  console.error(`\nFailed: ${failed.join(', ')}`);
  process.exit(1);
}
console.log('\nAll test steps passed.');
