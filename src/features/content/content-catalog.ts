import { activateLocale } from '../../i18n/i18n';

/**
 * The content pages' texts are their own catalog (lingui.config.ts), loaded by each content route's
 * loader before it renders, so neither home nor the booking flow carries them and a server render
 * (prerender) finds them active.
 */
export function loadContentCatalog(): Promise<void> {
  return activateLocale.addArea('content', (locale) => import(`./locales/${locale}.po`));
}
