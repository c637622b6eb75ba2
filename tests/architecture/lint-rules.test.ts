import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { scanFiles } from '../../bench/code-shape-scan';

// Each architecture rule of eslint.config.js, proven to fire: a fixture that breaks it is linted as if it
// sat at a path of the layer it breaks (lintText's filePath; the fixtures themselves are not linted), and
// its allowed counterpart lints clean.

const root = resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root, overrideConfigFile: join(root, 'eslint.config.js') });
const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures/lint', name), 'utf8');

async function lint(name: string, virtualPath: string) {
  const [result] = await eslint.lintText(fixture(name), { filePath: join(root, virtualPath) });
  return result!.messages.map(({ ruleId, line, message }) => ({ ruleId, line, message }));
}

/** The lines the rule flags, each message checked to name the reason. */
async function flagged(name: string, virtualPath: string, ruleId: string, reason: string | RegExp) {
  const messages = await lint(name, virtualPath);
  expect(messages.filter((m) => m.ruleId !== ruleId)).toEqual([]);
  for (const { message } of messages) expect(message).toMatch(reason);
  return messages.map((m) => m.line);
}

const featureReason = /^Feature 'home' may use feature '(search|reservation)' only through src\/features\/\1\/\1-provider\.ts\(x\)/;
const oneWay = /^.* is restricted .*Imports flow one way: domain <- machines <- src; domain <- server/;
const pureDomain = /domain\/ holds pure rules shared by all: no I\/O, no Node built-ins, no framework, no database\./;
const chartsOnly = /machines\/ holds charts only: no React, router, query cache or fetch client/;

describe('features meet only through their provider file', () => {
  it('flags imports, re-exports and dynamic imports of another feature\'s internals', async () => {
    expect(await flagged('cross-feature.tsx', 'src/features/home/home-hero.tsx', 'architecture/feature-boundaries', featureReason)).toEqual([2, 3, 4, 6]);
  });

  it('allows another feature\'s provider, the feature\'s own files, shared code and packages', async () => {
    expect(await lint('cross-feature-allowed.tsx', 'src/features/home/home-hero.tsx')).toEqual([]);
  });

  it('lets routes, the router and main compose any feature', async () => {
    expect(await lint('routes-compose-features.tsx', 'src/routes/reservacion/horarios.tsx')).toEqual([]);
    expect(await lint('routes-compose-features.tsx', 'src/router.tsx')).toEqual([]);
    expect(await lint('routes-compose-features.tsx', 'src/main.tsx')).toEqual([]);
  });
});

describe('services meet only through their public entry', () => {
  const serviceReason = /^Service 'itinerary' may use service '(reservations|loyalty|websale)' only through server\/services\/\1\/index\.ts/;

  it('flags imports, re-exports and dynamic imports of another service\'s internals', async () => {
    expect(await flagged('cross-service.ts', 'server/services/itinerary/find-itinerary.ts', 'architecture/service-boundaries', serviceReason)).toEqual([2, 3, 4, 6]);
  });

  it('allows another service\'s index.ts, the service\'s own files, the shared services files, the rest of the server and packages', async () => {
    expect(await lint('cross-service-allowed.ts', 'server/services/itinerary/find-itinerary.ts')).toEqual([]);
  });
});

describe('shared code never imports a feature', () => {
  it('flags src/components/ importing a feature, even its provider', async () => {
    const reason = /^src\/components\/ is shared by every feature and never imports one/;
    expect(await flagged('components-import-feature.tsx', 'src/components/layout/site-banner.tsx', 'architecture/feature-boundaries', reason)).toEqual([2, 3]);
  });

  it('flags src/lib/ importing a feature', async () => {
    const reason = /^src\/lib\/ is shared by every feature/;
    expect(await flagged('components-import-feature.tsx', 'src/lib/banners/site-banner.ts', 'architecture/feature-boundaries', reason)).toEqual([2, 3]);
  });

  it('allows shared code to use shared code and packages', async () => {
    expect(await lint('components-allowed.tsx', 'src/components/layout/site-banner.tsx')).toEqual([]);
  });
});

describe('machines/ holds charts only', () => {
  it('flags React, React DOM, @xstate/react, TanStack and openapi-fetch', async () => {
    expect(await flagged('machines-import-frameworks.ts', 'machines/booking/booking.machine.ts', 'no-restricted-imports', chartsOnly)).toEqual([3, 4, 5, 6, 7, 8]);
  });

  it('flags the web app and the server', async () => {
    expect(await flagged('machines-import-layers.ts', 'machines/booking/booking.machine.ts', 'no-restricted-imports', oneWay)).toEqual([2, 3]);
  });

  it('allows XState, Lingui descriptors and domain rules', async () => {
    expect(await lint('machines-allowed.ts', 'machines/booking/booking.machine.ts')).toEqual([]);
  });
});

describe('domain/ holds pure rules', () => {
  it('flags node:* and bare Node built-ins, hono, drizzle-orm, xstate and react', async () => {
    expect(await flagged('domain-import-io.ts', 'domain/fares/fare-rules.ts', 'no-restricted-imports', pureDomain)).toEqual([2, 3, 4, 5, 6, 7]);
  });

  it('flags machines, the web app and the server', async () => {
    expect(await flagged('domain-import-layers.ts', 'domain/fares/fare-rules.ts', 'no-restricted-imports', oneWay)).toEqual([2, 3, 4]);
  });

  it('allows valibot and other domain rules', async () => {
    expect(await lint('domain-allowed.ts', 'domain/fares/fare-rules.ts')).toEqual([]);
  });
});

describe('the one-way flow between src/ and server/', () => {
  it('flags src/ importing server code', async () => {
    expect(await flagged('src-import-server.ts', 'src/lib/prices.ts', 'no-restricted-imports', oneWay)).toEqual([2]);
  });

  it('flags server/ importing the web app beyond its generated contract types, or a chart', async () => {
    expect(await flagged('server-import-app.ts', 'server/services/websale/fares.ts', 'no-restricted-imports', oneWay)).toEqual([2, 3]);
  });

  it('allows server/ the generated contract types and domain rules', async () => {
    expect(await lint('server-allowed.ts', 'server/services/websale/fares.ts')).toEqual([]);
  });
});

describe('product files stay under 250 lines', () => {
  it('flags a product file of 251 lines', async () => {
    const messages = await lint('long-file.ts', 'domain/fares/fare-table.ts');
    expect(messages).toEqual([{ ruleId: 'max-lines', line: 251, message: 'File has too many lines (251). Maximum allowed is 250.' }]);
  });

  it('lets 250 lines pass, and leaves tests and test support alone', async () => {
    const text = fixture('long-file.ts').split('\n').slice(1).join('\n');
    const [exact] = await eslint.lintText(text, { filePath: join(root, 'domain/fares/fare-table.ts') });
    expect(exact!.messages).toEqual([]);
    expect(await lint('long-file.ts', 'domain/fares/fare-table.test.ts')).toEqual([]);
    expect(await lint('long-file.ts', 'machines/booking/booking.test-harness.ts')).toEqual([]);
  });

  it('applies to exactly the files bench/code-shape counts as product files', async () => {
    const mismatched: string[] = [];
    for (const file of scanFiles(root)) {
      const config = (await eslint.calculateConfigForFile(join(root, file.path))) as { rules?: Record<string, unknown> } | undefined;
      const limited = config?.rules?.['max-lines'] !== undefined;
      if (limited !== (file.kind === 'product')) mismatched.push(`${file.path} (${file.kind}, max-lines ${limited ? 'on' : 'off'})`);
    }
    expect(mismatched).toEqual([]);
  });
});
