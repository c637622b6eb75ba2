import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// One catalog per route area, loaded with its area: the shell (every page, home included) and the
// reservation flow (with the PEND hold its tickets page shows), which home does not need until the
// traveller touches the search form, and the content pages. The contract's error texts are not extracted: scripts/generate-api.ts
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
      exclude: [...notSources, '<rootDir>/src/features/reservation/**', '<rootDir>/src/features/pend/**', '<rootDir>/src/features/invoicing/**', '<rootDir>/src/features/itinerary/**', '<rootDir>/src/features/content/**', '<rootDir>/src/features/tours/**', '<rootDir>/src/features/adventures/**', '<rootDir>/src/features/push/**', '<rootDir>/src/features/payment/**', '<rootDir>/src/features/home/sections/**', '<rootDir>/src/features/loyalty/screens/**', '<rootDir>/src/components/inputs/reservation-code-field.tsx', '<rootDir>/src/components/inputs/phone-field.tsx', '<rootDir>/src/components/proof/**'],
    },
    // The content and landing pages (docs/rules/content-pages.md): loaded by their routes, never by home.
    {
      path: '<rootDir>/src/features/content/locales/{locale}',
      include: ['<rootDir>/src/features/content'],
      exclude: notSources,
    },
    // The tours catalogue's pages (docs/rules/tours.md): loaded by the tours routes, never by home.
    {
      path: '<rootDir>/src/features/tours/locales/{locale}',
      // The contact's phone field (a country and a number, decision 071) comes with its texts.
      include: ['<rootDir>/src/features/tours', '<rootDir>/src/components/inputs/phone-field.tsx'],
      exclude: notSources,
    },
    // The partner adventures' pages (docs/decisions/060-partner-adventures-over-octo.md): loaded with their chart,
    // never by home.
    {
      path: '<rootDir>/src/features/adventures/locales/{locale}',
      // The contact's phone field (a country and a number, decision 071) comes with its texts.
      include: ['<rootDir>/src/features/adventures', '<rootDir>/src/components/inputs/phone-field.tsx'],
      exclude: notSources,
    },
    // The frequent-traveller pages (sign-in, registration, recovery, profile): loaded by the loyalty flow's
    // binding with its chart, never by home. What the booking flow shows of the programme (its sign-in, the
    // member's luggage) stays in the shell's.
    {
      path: '<rootDir>/src/features/loyalty/screens/locales/{locale}',
      include: ['<rootDir>/src/features/loyalty/screens', '<rootDir>/src/components/inputs/phone-field.tsx'],
      exclude: notSources,
    },
    // The home sections' texts: read by the build's pre-render only (the browser keeps its HTML).
    {
      path: '<rootDir>/src/features/home/sections/locales/{locale}',
      include: ['<rootDir>/src/features/home/sections'],
      exclude: notSources,
    },
    // The payment screens (the card form, 3-D Secure, what to do after a decline): loaded by every flow that
    // sells something (src/features/payment/payment-provider.ts).
    {
      path: '<rootDir>/src/features/payment/locales/{locale}',
      include: ['<rootDir>/src/features/payment'],
      exclude: notSources,
    },
    {
      path: '<rootDir>/src/features/reservation/locales/{locale}',
      include: ['<rootDir>/src/features/reservation', '<rootDir>/src/features/pend', '<rootDir>/src/features/push', '<rootDir>/src/components/inputs/phone-field.tsx'],
      exclude: notSources,
    },
    {
      path: '<rootDir>/src/features/invoicing/locales/{locale}',
      // The lookups' code field (shared with My reservation) is shown only by these two areas.
      include: ['<rootDir>/src/features/invoicing', '<rootDir>/src/components/inputs/reservation-code-field.tsx', '<rootDir>/src/components/proof'],
      exclude: notSources,
    },
    {
      // "My reservation" shows the tickets page's ticket cards and the seats step's map (a schedule change): their
      // texts come with its own catalog.
      path: '<rootDir>/src/features/itinerary/locales/{locale}',
      include: [
        '<rootDir>/src/features/itinerary',
        '<rootDir>/src/features/reservation/steps/leg-tickets.tsx',
        '<rootDir>/src/features/reservation/steps/seat-map.tsx',
        '<rootDir>/src/features/reservation/steps/reservation-labels.ts',
        '<rootDir>/src/features/reservation/steps/payment-view.ts',
        '<rootDir>/src/features/pend',
        '<rootDir>/src/components/inputs/reservation-code-field.tsx',
        // Proof of the contact by a one-time code (decision 063), shown by My reservation and invoicing only.
        '<rootDir>/src/components/proof',
      ],
      exclude: notSources,
    },
  ],
  format: formatter({ lineNumbers: false }),
});
