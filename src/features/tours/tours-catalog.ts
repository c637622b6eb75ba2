import { activateLocale } from '../../i18n/i18n';

/**
 * The tours pages' texts are their own catalog (lingui.config.ts), loaded by the tours routes' loaders before
 * they render, so home and the bus booking never carry them (docs/rules/performance-budgets.md).
 */
export function loadToursCatalog(): Promise<void> {
  return activateLocale.addArea('tours', (locale) => import(`./locales/${locale}.po`));
}
