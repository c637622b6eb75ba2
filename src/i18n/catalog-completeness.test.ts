import { readFileSync } from 'node:fs';
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

/** msgid → msgstr of a catalog (single-line entries: the ones a shared short text has). */
function translations(path: string): Map<string, string> {
  const po = readFileSync(fileURLToPath(new URL(path, import.meta.url)), 'utf8');
  return new Map([...po.matchAll(/^msgid "((?:[^"\\]|\\.)+)"\nmsgstr "((?:[^"\\]|\\.)*)"$/gm)].map((m) => [m[1]!, m[2]!]));
}

describe('English catalogs', () => {
  it.each(englishCatalogs)('%s has a translation for every message', (path) => {
    const po = readFileSync(fileURLToPath(new URL(path, import.meta.url)), 'utf8');
    expect(po).toMatch(/^msgid "[^"]+"$/m);
    expect(untranslated(po)).toEqual([]);
  });

  // Catalogs of one language are merged when their areas load together (the pre-render renders every page in one
  // process; a visit that opens a content page and then the tours loads both): the same Spanish text must read the
  // same in English in each, or the page the server wrote and the one the browser hydrates differ.
  it('the tours catalog translates a text it shares with the shell or the content pages the same way', () => {
    const tours = translations('../features/tours/locales/en.po');
    for (const other of ['./locales/en.po', '../features/content/locales/en.po']) {
      const differing = [...translations(other)].filter(([id, text]) => tours.has(id) && tours.get(id) !== text);
      expect(differing, other).toEqual([]);
    }
  });

  it('the shell catalog holds the shared texts', () => {
    const po = readFileSync(fileURLToPath(new URL('./locales/en.po', import.meta.url)), 'utf8');
    expect(po).toContain('msgid "Aceptar"');
  });

  it('detects an untranslated entry', () => {
    expect(untranslated('msgid "Hola"\nmsgstr ""\n\nmsgid "Adiós"\nmsgstr "Bye"\n')).toEqual(['Hola']);
  });
});
