import { lazyRouteComponent, redirect } from '@tanstack/react-router';
import { loadContentCatalog } from '../../features/content/content-catalog';
import type { ContentPageName, PageImport } from './content-pages';
import { isOneOf, SERVICE_PAGES } from '../../features/shell/route-catalog';
import { i18n } from '../../i18n/i18n';
import { parseLocale } from '../../i18n/locale';
import type { QueryClient } from '@tanstack/react-query';

// The content and landing pages (docs/rules/content-pages.md), each its own lazily loaded module (src/features/content/),
// defined once for its Spanish and English addresses: the route files only name their page. The
// loader loads the page's module and the content catalog, and lets the page read what it shows through
// TanStack Query's cache (on a pre-rendered first page, from the page itself: content-queries.ts), so
// the page renders complete on the first paint and on a server.

interface LoaderArgs {
  // The router context's (src/routes/__root.tsx RouterContext), named here so -shared does not import the root route.
  context: { loadQueryClient: () => Promise<QueryClient> };
  params: Record<string, string>;
}

/** The page's module: the list of pages loads with the first of them. */
const load = (name: ContentPageName) => import('./content-pages').then(({ contentPages }) => (contentPages[name] as PageImport)());

export function contentRoute(name: ContentPageName) {
  return {
    // The page's data follows the language (?lang=, decision 014): promotions are listed per language.
    loaderDeps: ({ search }: { search: { lang?: string } }) => ({ lang: search.lang }),
    loader: async ({ context, params }: LoaderArgs) => {
      const [module] = await Promise.all([load(name), loadContentCatalog()]);
      if (!module.loadData) return null;
      return module.loadData({ loadQueryClient: context.loadQueryClient, params, lang: parseLocale(i18n.locale) });
    },
    component: lazyRouteComponent(() => load(name)),
  };
}

/** /servicios/$service and /services/$service: only the values docs/rules/content-pages.md#service-sub-pages lists exist; anything else goes home. */
export function serviceRoute() {
  return {
    ...contentRoute('services'),
    beforeLoad: ({ params }: { params: { service: string } }) => {
      if (!isOneOf(SERVICE_PAGES, params.service)) throw redirect({ to: '/', replace: true });
    },
  };
}

/**
 * A landing page about one place (/autobus-{city} and /camion-{city}, /boletos-a-{destination} and
 * /boletos-de-autobus-{destination}): only the places docs/rules/content-pages.md#landing-pages lists exist; anything else goes home.
 */
export function placeRoute(param: 'city' | 'destination', places: readonly string[]) {
  return {
    ...contentRoute('landing'),
    beforeLoad: ({ params }: { params: Record<string, string> }) => {
      if (!isOneOf(places, params[param] ?? '')) throw redirect({ to: '/', replace: true });
    },
  };
}
