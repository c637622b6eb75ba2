import { setupI18n } from '@lingui/core';
import { describe, expect, it, vi } from 'vitest';
import { createCatalogLoader } from './catalog-loader';

// A variable id keeps the Lingui extractor from copying this test key into the real catalogs.
const GREET = 'greet';

const catalogs = {
  es: { messages: { greet: 'Hola' } },
  en: { messages: { greet: 'Hello' } },
};

describe('catalog loader', () => {
  it('loads and activates the requested catalog, importing each locale once', async () => {
    const i18n = setupI18n();
    const importer = vi.fn(async (locale: 'es' | 'en') => catalogs[locale]);
    const activate = createCatalogLoader(i18n, importer);
    expect(await activate('en')).toBe('en');
    expect(i18n._(GREET)).toBe('Hello');
    await activate('es');
    expect(i18n._(GREET)).toBe('Hola');
    await activate('en');
    expect(i18n.locale).toBe('en');
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('ignores a catalog that fails to load and keeps the current language', async () => {
    const i18n = setupI18n();
    const activate = createCatalogLoader(i18n, async (locale) => {
      if (locale === 'en') throw new Error('chunk failed');
      return catalogs[locale];
    });
    await activate('es');
    expect(await activate('en')).toBe('es');
    expect(i18n.locale).toBe('es');
    expect(i18n._(GREET)).toBe('Hola');
  });

  it('falls back to Spanish when the very first catalog fails, and retries on the next navigation', async () => {
    const i18n = setupI18n();
    let fail = true;
    const activate = createCatalogLoader(i18n, async (locale) => {
      if (fail) throw new Error('offline');
      return catalogs[locale];
    });
    await activate('en');
    expect(i18n.locale).toBe('es');
    fail = false;
    expect(await activate('en')).toBe('en');
    expect(i18n._(GREET)).toBe('Hello');
  });
});

describe('area catalogs', () => {
  const FLOW = 'flow';
  const flowCatalogs = { es: { messages: { flow: 'Horarios' } }, en: { messages: { flow: 'Schedules' } } };

  it('loads an added area for the active language, keeps the shell texts, and follows language changes', async () => {
    const i18n = setupI18n();
    const activate = createCatalogLoader(i18n, async (locale) => catalogs[locale]);
    await activate('en');
    const importFlow = vi.fn(async (locale: 'es' | 'en') => flowCatalogs[locale]);
    await activate.addArea('reservation', importFlow);
    expect(i18n._(FLOW)).toBe('Schedules');
    expect(i18n._(GREET)).toBe('Hello');
    await activate('es');
    expect(i18n._(FLOW)).toBe('Horarios');
    expect(importFlow).toHaveBeenCalledTimes(2);
  });

  it('keeps the page usable when an area catalog fails to load', async () => {
    const i18n = setupI18n();
    const activate = createCatalogLoader(i18n, async (locale) => catalogs[locale]);
    await activate('en');
    await activate.addArea('reservation', async () => {
      throw new Error('chunk failed');
    });
    expect(await activate('en')).toBe('en');
    expect(i18n._(GREET)).toBe('Hello');
  });
});
