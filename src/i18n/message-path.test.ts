import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Every text of the web app reaches the screen through Lingui (use-message.ts): no screen picks a
// language's text by hand, and the contract's texts come from the generated catalogs, not from the
// server's table (domain/errors/catalogue.gen.ts), which would put both languages in the bundle.

const srcRoot = fileURLToPath(new URL('..', import.meta.url));

function productFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'i18n' || entry.name === 'generated' ? [] : productFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.(test|fixture)\.tsx?$/.test(entry.name) && !entry.name.endsWith('.gen.ts') ? [path] : [];
  });
}

const offences = (pattern: RegExp) =>
  productFiles(srcRoot)
    .filter((file) => pattern.test(readFileSync(file, 'utf8')))
    .map((file) => relative(srcRoot, file));

describe('one message path', () => {
  it('no screen chooses a text by comparing the language', () => {
    expect(offences(/===\s*'en'\s*\?|'en'\s*===|Record<'es'\s*\|\s*'en'/)).toEqual([]);
  });

  it("no screen reads the server's error table; its codes are translated by Lingui", () => {
    expect(offences(/^import\s+(?!type\b)[^;]*catalogue\.gen'/m)).toEqual([]);
  });

  it('finds an offence where there is one', () => {
    expect(/===\s*'en'\s*\?/.test("const text = locale === 'en' ? a : b;")).toBe(true);
    expect(/^import\s+(?!type\b)[^;]*catalogue\.gen'/m.test("import { errorCatalogue } from '../../domain/errors/catalogue.gen';")).toBe(true);
    expect(/^import\s+(?!type\b)[^;]*catalogue\.gen'/m.test("import type { ServiceName } from '../../domain/errors/catalogue.gen';")).toBe(false);
  });
});
