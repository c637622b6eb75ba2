import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';

// Unit, machine and server tests. Node by default; component tests opt into jsdom with
// a `// @vitest-environment jsdom` comment at the top of the file.
export default defineConfig({
  plugins: [react(), babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }), lingui()],
  test: {
    include: ['domain/**/*.test.{ts,tsx}', 'machines/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}', 'server/**/*.test.{ts,tsx}', 'tests/server/**/*.test.ts', 'tests/architecture/**/*.test.ts', 'tests/paths/**/*.test.ts', 'scripts/**/*.test.ts'],
    setupFiles: ['tests/support/jsdom-layout.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
