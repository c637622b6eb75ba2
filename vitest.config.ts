import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { linguiMacro } from './scripts/lingui-macro.ts';

// Unit, machine, component and server tests, in two projects (docs/testing.md):
// - `server`: the server's own tests and the server suite (tests/server). They run without isolation: a
//   worker imports the server's modules once for all its files instead of once per file (about 70 of
//   their 250 seconds on two cores went to imports). Each file opens its own app on its own database, and
//   no server module keeps state between requests (tests/architecture/no-timers-or-module-state.test.ts).
// - `pure`: domain, machines, architecture checks, the path planner and the scripts: plain functions and
//   charts, no DOM, no mocks, no fake timers, no environment changes; without isolation too (a worker imports
//   XState and the domain once, not once per file).
// - `app`: the web app (components opt into jsdom with a `// @vitest-environment jsdom` comment at the top of
//   the file), each file isolated (component tests reset their modules to start a fresh page).
const serverFiles = ['server/**/*.test.{ts,tsx}', 'tests/server/**/*.test.ts'];
const pureFiles = ['domain/**/*.test.{ts,tsx}', 'machines/**/*.test.{ts,tsx}', 'tests/architecture/**/*.test.ts', 'tests/paths/**/*.test.ts', 'scripts/**/*.test.ts'];

export default defineConfig({
  plugins: [react(), linguiMacro(), lingui()],
  test: {
    setupFiles: ['tests/support/jsdom-layout.ts'],
    // One id per run, so the server test files share the run's migrated and seeded template databases
    // (tests/server/support/template-databases.ts); they are removed when the run ends.
    globalSetup: ['tests/server/support/template-run.ts'],
    // One worker per core (VITEST_MAX_WORKERS to change it): the suite is mostly waiting on databases.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? availableParallelism()),
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'server', include: serverFiles, isolate: false } },
      { extends: true, test: { name: 'pure', include: pureFiles, isolate: false } },
      { extends: true, test: { name: 'app', include: ['src/**/*.test.{ts,tsx}'] } },
    ],
  },
});
