import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// One catalog per route area, loaded with its area: the shell (every page, home included) and the
// reservation flow (with the PEND hold its tickets page shows), which home does not need until the
// traveller touches the search form. The contract's error texts are not extracted: scripts/generate-api.ts
// writes them as compiled catalogs (src/i18n/errors/), loaded with the flows that show them.
const notSources = ['**/*.test.*', '**/*.fixture.*', '**/node_modules/**'];

export default defineConfig({
  sourceLocale: 'es',
  locales: ['es', 'en'],
  fallbackLocales: { default: 'es' },
  catalogs: [
    {
      path: '<rootDir>/src/i18n/locales/{locale}',
      include: ['<rootDir>/src', '<rootDir>/domain', '<rootDir>/machines'],
      exclude: [...notSources, '<rootDir>/src/features/reservation/**', '<rootDir>/src/features/pend/**'],
    },
    {
      path: '<rootDir>/src/features/reservation/locales/{locale}',
      include: ['<rootDir>/src/features/reservation', '<rootDir>/src/features/pend'],
      exclude: notSources,
    },
  ],
  format: formatter({ lineNumbers: false }),
});
