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

const englishCatalogs = ['./locales/en.po', '../features/reservation/locales/en.po', '../features/content/locales/en.po'];

describe('English catalogs', () => {
  it.each(englishCatalogs)('%s has a translation for every message', (path) => {
    const po = readFileSync(fileURLToPath(new URL(path, import.meta.url)), 'utf8');
    expect(po).toMatch(/^msgid "[^"]+"$/m);
    expect(untranslated(po)).toEqual([]);
  });

  it('the shell catalog holds the shared texts', () => {
    const po = readFileSync(fileURLToPath(new URL('./locales/en.po', import.meta.url)), 'utf8');
    expect(po).toContain('msgid "Aceptar"');
  });

  it('detects an untranslated entry', () => {
    expect(untranslated('msgid "Hola"\nmsgstr ""\n\nmsgid "Adiós"\nmsgstr "Bye"\n')).toEqual(['Hola']);
  });
});
