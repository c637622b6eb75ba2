// Lint: TypeScript's recommended rules plus the one-way import flow of DESIGN §2:
// domain <- machines <- src, domain <- server; generated contract types may be used by src and server.
import tseslint from 'typescript-eslint';

const restrict = (...patterns) => ['error', { patterns: [{ group: patterns, message: 'Imports flow one way: domain <- machines <- src; domain <- server (see DESIGN.md §2).' }] }];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', '.tmp/**', 'test-results/**', 'playwright-report/**', '**/*.gen.ts', 'src/api/generated/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  { files: ['domain/**'], rules: { 'no-restricted-imports': restrict('**/machines/**', '**/src/**', '**/server/**', 'react', 'react-dom', 'xstate') } },
  { files: ['machines/**'], rules: { 'no-restricted-imports': restrict('**/src/**', '**/server/**', 'react', 'react-dom') } },
  { files: ['src/**'], rules: { 'no-restricted-imports': restrict('**/server/**') } },
  { files: ['server/**'], rules: { 'no-restricted-imports': restrict('**/machines/**', '**/src/**', '!**/src/api/generated/**', 'react', 'react-dom') } },
);
