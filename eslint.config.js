// Lint: TypeScript's recommended rules plus the architecture. Imports flow one way (domain <- machines <- src,
// domain <- server; generated contract types may be used by src and server); each layer keeps to what it is
// (domain pure, machines free of React, router and fetch); features meet only through their provider file and
// services only through their index.ts (eslint.architecture.js); product files stay under 250 lines. tests/architecture/ proves each rule fires.
import { builtinModules } from 'node:module';
import tseslint from 'typescript-eslint';
import { architecture } from './eslint.architecture.js';

const oneWay = 'Imports flow one way: domain <- machines <- src; domain <- server (see docs/architecture.md).';
const pureDomain = 'domain/ holds pure rules shared by all: no I/O, no Node built-ins, no framework, no database.';
const chartsOnly = 'machines/ holds charts only: no React, router, query cache or fetch client; I/O is provided at the edge in src/.';

const restrict = (...groups) => ['error', { patterns: groups.map(([group, message]) => ({ group, message })) }];
const nodeBuiltins = builtinModules.filter((name) => !name.startsWith('_'));

// Product files are the TypeScript of the four layers; tests, the support only tests use and generated
// files are not (bench/code-shape-scan.ts classifies files the same way, tests/architecture checks both agree).
const productFiles = ['{domain,machines,src,server}/**/*.{ts,tsx}'];
const testAndSupportFiles = [
  '**/*.test.{ts,tsx}',
  '**/*.test-*.{ts,tsx}',
  '**/test-support/**',
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', '.tmp/**', 'test-results/**', 'playwright-report/**', '**/*.gen.ts', 'src/api/generated/**', 'tests/architecture/fixtures/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['domain/**'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: nodeBuiltins.map((name) => ({ name, message: pureDomain })),
        patterns: [
          { group: ['**/machines/**', '**/src/**', '**/server/**'], message: oneWay },
          { group: ['node:*', 'hono', 'hono/*', '@hono/*', 'drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*'], message: pureDomain },
          { group: ['xstate', 'xstate/*', '@xstate/*', 'react', 'react/*', 'react-dom', 'react-dom/*', '@tanstack/*', 'openapi-fetch'], message: pureDomain },
        ],
      }],
    },
  },
  {
    files: ['machines/**'],
    rules: {
      'no-restricted-imports': restrict(
        [['**/src/**', '**/server/**'], oneWay],
        [['react', 'react/*', 'react-dom', 'react-dom/*', '@xstate/react', '@tanstack/*', 'openapi-fetch'], chartsOnly],
      ),
    },
  },
  { files: ['src/**'], rules: { 'no-restricted-imports': restrict([['**/server/**'], oneWay]) } },
  { files: ['src/**'], plugins: { architecture }, rules: { 'architecture/feature-boundaries': 'error' } },
  { files: ['server/services/**'], plugins: { architecture }, rules: { 'architecture/service-boundaries': 'error' } },
  // The server may read the generated contract types under src/api/generated, nothing else of src/.
  { files: ['server/**'], rules: { 'no-restricted-imports': ['error', { patterns: [
    { group: ['**/machines/**', 'react', 'react-dom'], message: oneWay },
    { regex: '(^|/)src/(?!api/generated/)', message: oneWay },
  ] }] } },
  // The end-to-end specs take `test` from their support (a kept tab per worker, decision 047), so a spec
  // importing Playwright's own `test` would quietly pay a new browser context per test again.
  { files: ['tests/e2e/*.spec.ts'], rules: { 'no-restricted-imports': ['error', { paths: [
    { name: '@playwright/test', message: "Import test, expect and the types from './support/test' (decision 047)." },
  ] }] } },
  // Counted as written, blank lines and comments included: a file long with comments is still long to read.
  { files: productFiles, ignores: testAndSupportFiles, rules: { 'max-lines': ['error', { max: 250, skipBlankLines: false, skipComments: false }] } },
);
