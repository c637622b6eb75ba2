import type { I18n, Messages } from '@lingui/core';
import type { Locale } from './locale';

export type CatalogImporter = (locale: Locale) => Promise<{ messages: Messages }>;

/**
 * Returns `activate(locale)`, which loads the catalog once per locale and activates it.
 * SPEC §8: a catalog that fails to load is ignored; the page stays in the language it had
 * (or Spanish, the source language, when nothing was active yet), and the next navigation
 * tries again.
 */
export function createCatalogLoader(i18n: I18n, importCatalog: CatalogImporter) {
  const loaded = new Set<Locale>();
  return async function activate(locale: Locale): Promise<Locale | undefined> {
    if (!loaded.has(locale)) {
      try {
        const { messages } = await importCatalog(locale);
        i18n.load(locale, messages);
        loaded.add(locale);
      } catch {
        if (!i18n.locale) i18n.activate('es');
        return currentLocale(i18n);
      }
    }
    if (i18n.locale !== locale) i18n.activate(locale);
    return locale;
  };
}

function currentLocale(i18n: I18n): Locale | undefined {
  return i18n.locale === 'en' || i18n.locale === 'es' ? i18n.locale : undefined;
}
