import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { linguiMacro } from './scripts/lingui-macro.ts';
import { lingui } from '@lingui/vite-plugin';

// Unit, machine and server tests. Node by default; component tests opt into jsdom with
// a `// @vitest-environment jsdom` comment at the top of the file.
export default defineConfig({
  plugins: [react(), linguiMacro(), lingui()],
  test: {
    include: ['domain/**/*.test.{ts,tsx}', 'machines/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}', 'server/**/*.test.{ts,tsx}', 'tests/server/**/*.test.ts', 'tests/architecture/**/*.test.ts', 'tests/paths/**/*.test.ts', 'scripts/**/*.test.ts'],
    setupFiles: ['tests/support/jsdom-layout.ts'],
    // One id per run, so the server test files share the run's migrated and seeded template databases
    // (tests/server/support/template-databases.ts); they are removed when the run ends.
    globalSetup: ['tests/server/support/template-run.ts'],
    // One worker per core (VITEST_MAX_WORKERS to change it): the suite is mostly waiting on databases.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? availableParallelism()),
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
