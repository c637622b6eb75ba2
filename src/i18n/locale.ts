export const LOCALES = ['es', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'es';
/** Local-storage key that keeps the visitor's language across visits (docs/rules/site.md#language). */
export const LANGUAGE_STORAGE_KEY = 'language';

/** The BCP 47 tag `Intl` formats each language with (Mexican Spanish, US English). */
const intlTags: Record<Locale, string> = { es: 'es-MX', en: 'en-US' };

/** docs/rules/site.md#language: the language is forced to es or en; any other value becomes es. */
export function parseLocale(value: unknown): Locale {
  return value === 'en' ? 'en' : DEFAULT_LOCALE;
}

export function intlTag(locale: string): string {
  return intlTags[parseLocale(locale)];
}

// Storage can throw (private mode, disabled storage); the language then simply is not remembered.
export function readStoredLocale(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): Locale | undefined {
  try {
    const stored = storage?.getItem(LANGUAGE_STORAGE_KEY);
    return stored == null ? undefined : parseLocale(stored);
  } catch {
    return undefined;
  }
}

export function storeLocale(locale: Locale, storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, locale);
  } catch {
    // Not remembering the language is acceptable; failing the navigation is not.
  }
}

/** The language a navigation asks for: an explicit `?lang=` wins, then the stored choice, then Spanish. */
export function requestedLocale(searchLang: unknown, stored: Locale | undefined): Locale {
  if (searchLang !== undefined && searchLang !== null) return parseLocale(searchLang);
  return stored ?? DEFAULT_LOCALE;
}
