import { i18n } from '@lingui/core';
import { createCatalogLoader } from './catalog-loader';

export { i18n };

// The shell catalog (every page, home included); route areas add theirs with
// `activateLocale.addArea` when they load (lingui.config.ts lists the catalogs). The Lingui Vite
// plugin compiles each .po on import and Vite emits each as its own chunk.
export const activateLocale = createCatalogLoader(i18n, (locale) => import(`./locales/${locale}.po`));
