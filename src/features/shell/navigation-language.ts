import { activateLocale } from '../../i18n/i18n';
import { readStoredLocale, requestedLocale, storeLocale, type Locale } from '../../i18n/locale';

/**
 * Runs on every navigation (root beforeLoad): works out the language (?lang, else the stored one,
 * else es), remembers it, loads its catalog and mirrors the active language on <html lang>.
 */
export async function applyNavigationLanguage(searchLang: Locale | undefined): Promise<void> {
  const locale = requestedLocale(searchLang, readStoredLocale());
  storeLocale(locale);
  const active = await activateLocale(locale);
  if (active && typeof document !== 'undefined') document.documentElement.lang = active;
}
