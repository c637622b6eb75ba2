// Lint: TypeScript's recommended rules plus the one-way import flow of DESIGN §2:
// domain <- machines <- src, domain <- server; generated contract types may be used by src and server.
import tseslint from 'typescript-eslint';

const message = 'Imports flow one way: domain <- machines <- src; domain <- server (see DESIGN.md §2).';
const restrict = (...patterns) => ['error', { patterns: [{ group: patterns, message }] }];

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
  // The server may read the generated contract types under src/api/generated, nothing else of src/.
  { files: ['server/**'], rules: { 'no-restricted-imports': ['error', { patterns: [
    { group: ['**/machines/**', 'react', 'react-dom'], message },
    { regex: '(^|/)src/(?!api/generated/)', message },
  ] }] } },
);
