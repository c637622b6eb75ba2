import type { I18n, Messages } from '@lingui/core';
import type { Locale } from './locale';

export type CatalogImporter = (locale: Locale) => Promise<{ messages: Messages }>;

export interface CatalogLoader {
  /** Loads the shell catalog (and every added area's) for `locale` once, then activates it. */
  (locale: Locale): Promise<Locale | undefined>;
  /**
   * Adds a route area's catalog (e.g. the reservation flow's), loaded now for the active language
   * and with every later language change, so an area's texts only ship with the area.
   */
  addArea(name: string, importCatalog: CatalogImporter): Promise<void>;
}

/**
 * docs/rules/site.md#language-catalogs: a catalog that fails to load is ignored; the page stays in the language it had (or
 * Spanish, the source language, when nothing was active yet), and the next navigation tries again.
 * An area catalog that fails leaves the area's texts in Spanish rather than blocking the page.
 */
export function createCatalogLoader(i18n: I18n, importShell: CatalogImporter): CatalogLoader {
  const areas = new Map<string, CatalogImporter>();
  const loaded = new Set<string>();

  async function load(area: string, importer: CatalogImporter, locale: Locale): Promise<boolean> {
    const key = `${area}:${locale}`;
    if (loaded.has(key)) return true;
    try {
      const { messages } = await importer(locale);
      i18n.load(locale, messages);
      loaded.add(key);
      return true;
    } catch {
      return false;
    }
  }

  const activate = async (locale: Locale): Promise<Locale | undefined> => {
    const [shellLoaded] = await Promise.all([
      load('shell', importShell, locale),
      ...[...areas].map(([area, importer]) => load(area, importer, locale)),
    ]);
    if (!shellLoaded) {
      if (!i18n.locale) i18n.activate('es');
      return currentLocale(i18n);
    }
    if (i18n.locale !== locale) i18n.activate(locale);
    return locale;
  };

  return Object.assign(activate, {
    async addArea(name: string, importCatalog: CatalogImporter) {
      areas.set(name, importCatalog);
      const locale = currentLocale(i18n);
      if (locale) await load(name, importCatalog, locale);
    },
  });
}

function currentLocale(i18n: I18n): Locale | undefined {
  return i18n.locale === 'en' || i18n.locale === 'es' ? i18n.locale : undefined;
}
