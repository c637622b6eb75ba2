import { activateLocale } from '../../i18n/i18n';

/**
 * The partner adventures' pages' texts are their own catalog (lingui.config.ts), loaded with the flow's chart, so
 * home and the other flows never carry them (docs/rules/performance-budgets.md).
 */
export function loadAdventuresCatalog(): Promise<void> {
  return activateLocale.addArea('adventures', (locale) => import(`./locales/${locale}.po`));
}
