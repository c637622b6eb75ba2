import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// English must be complete: an empty msgstr would show Spanish to English visitors.
// Run `npm run i18n:extract` and translate whatever this lists.
function untranslated(po: string): string[] {
  return po
    .split(/\n\s*\n/)
    .map((block) => {
      const id = /^msgid "((?:[^"\\]|\\.)*)"/m.exec(block)?.[1];
      const emptyStr = /^msgstr ""\s*$/m.test(block) && !/^msgstr ""\n"/m.test(block);
      return id && emptyStr ? id : undefined;
    })
    .filter((id): id is string => Boolean(id));
}

const englishCatalogs = ['./locales/en.po', '../features/reservation/locales/en.po', '../features/content/locales/en.po', '../features/tours/locales/en.po'];

/** Every English catalog under `dir` (src), by absolute path. */
function everyEnglishCatalog(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return everyEnglishCatalog(path);
    return entry.name === 'en.po' && basename(dir) === 'locales' ? [path] : [];
  });
}

/** msgid → msgstr of a catalog (single-line entries: the ones a shared short text has). */
function translations(path: string): Map<string, string> {
  const po = readFileSync(path.startsWith('/') ? path : fileURLToPath(new URL(path, import.meta.url)), 'utf8');
  return new Map([...po.matchAll(/^msgid "((?:[^"\\]|\\.)+)"\nmsgstr "((?:[^"\\]|\\.)*)"$/gm)].map((m) => [m[1]!, m[2]!]));
}

describe('English catalogs', () => {
  it.each(englishCatalogs)('%s has a translation for every message', (path) => {
    const po = readFileSync(fileURLToPath(new URL(path, import.meta.url)), 'utf8');
    expect(po).toMatch(/^msgid "[^"]+"$/m);
    expect(untranslated(po)).toEqual([]);
  });

  // Catalogs of one language are merged when their areas load together (the pre-render renders every page in one
  // process; a visit that opens a content page and then the tours loads both; a member who signs in on the contact
  // step loads the loyalty pages' catalog over the booking's): the same Spanish text must read the same in English
  // in each, or the last area loaded rewords the others' (a booking's "Mobile phone" became "Mobile" after a sign-in).
  it('every catalog translates a text it shares with another the same way', () => {
    const catalogs = everyEnglishCatalog(fileURLToPath(new URL('..', import.meta.url)));
    expect(catalogs.length).toBeGreaterThan(5);
    const first = new Map<string, { text: string; path: string }>();
    const differing: string[] = [];
    for (const path of catalogs) {
      for (const [id, text] of translations(path)) {
        const seen = first.get(id);
        if (!seen) first.set(id, { text, path });
        else if (seen.text !== text) differing.push(`"${id}": "${seen.text}" (${seen.path}) / "${text}" (${path})`);
      }
    }
    expect(differing).toEqual([]);
  });

  it('the shell catalog holds the shared texts', () => {
    const po = readFileSync(fileURLToPath(new URL('./locales/en.po', import.meta.url)), 'utf8');
    expect(po).toContain('msgid "Aceptar"');
  });

  it('detects an untranslated entry', () => {
    expect(untranslated('msgid "Hola"\nmsgstr ""\n\nmsgid "Adiós"\nmsgstr "Bye"\n')).toEqual(['Hola']);
  });
});
