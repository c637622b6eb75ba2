import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

export default defineConfig({
  sourceLocale: 'es',
  locales: ['es', 'en'],
  fallbackLocales: { default: 'es' },
  catalogs: [{ path: '<rootDir>/src/i18n/locales/{locale}', include: ['<rootDir>/src', '<rootDir>/domain', '<rootDir>/machines'], exclude: ['**/*.test.*', '**/node_modules/**'] }],
  format: formatter({ lineNumbers: false }),
});
