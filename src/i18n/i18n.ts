import { i18n } from '@lingui/core';
import { createCatalogLoader } from './catalog-loader';

export { i18n };

// One catalog per locale (lingui.config.ts has a single catalog); the Lingui Vite plugin compiles
// the .po file on import, and Vite emits each locale as its own chunk, so only the active one loads.
export const activateLocale = createCatalogLoader(i18n, (locale) => import(`./locales/${locale}.po`));
