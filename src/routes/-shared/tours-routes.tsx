import { lazyRouteComponent } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { loadToursCatalog } from '../../features/tours/tours-catalog';
import { parseTourDay, parseTourSearch, type TourSearch } from '../../features/tours/tour-search';
import { i18n } from '../../i18n/i18n';
import { parseLocale } from '../../i18n/locale';

// The tours catalogue's pages (docs/rules/tours.md#the-tours-area): the catalogue, its search (route
// `tours-search`) and a tour's page. Each loader loads the tours catalog and the page's module and fills
// TanStack Query's cache with what the page shows, as the content pages do (decision 021); English is the
// same address with ?lang=en (decision 014). Everything of the tours comes in with these routes, never with home.

interface LoaderArgs<Deps> {
  // The router context's (src/routes/__root.tsx RouterContext), named here so -shared does not import the root route.
  context: { loadQueryClient: () => Promise<QueryClient> };
  params: Record<string, string>;
  deps: Deps;
}

const loaders = () => import('../../features/tours/tours-loaders');
const lang = () => parseLocale(i18n.locale);

/** /tours: every tour of the catalogue. */
export function toursCatalogueRoute() {
  return {
    loaderDeps: ({ search }: { search: { lang?: string } }) => ({ lang: search.lang }),
    loader: async ({ context }: LoaderArgs<unknown>) => {
      const [module] = await Promise.all([loaders(), loadToursCatalog()]);
      return module.loadCatalogue(context.loadQueryClient, lang(), {});
    },
    component: lazyRouteComponent(() => import('../../features/tours/catalogue-page'), 'ToursCataloguePage'),
  };
}

/** /tours/buscar (`tours-search`): the tours that match `q`, `category` and `date`. */
export function toursSearchRoute() {
  return {
    validateSearch: (search: Record<string, unknown>): TourSearch => parseTourSearch(search),
    loaderDeps: ({ search }: { search: TourSearch & { lang?: string } }) => ({ lang: search.lang, q: search.q, category: search.category, date: search.date }),
    loader: async ({ context, deps }: LoaderArgs<TourSearch>) => {
      const [module] = await Promise.all([loaders(), loadToursCatalog()]);
      return module.loadCatalogue(context.loadQueryClient, lang(), { q: deps.q, category: deps.category, date: deps.date });
    },
    component: lazyRouteComponent(() => import('../../features/tours/catalogue-page'), 'ToursSearchPage'),
  };
}

/** /tours/detalle/$name: one tour, its days and, for the day in the address, its timeslots. */
export function tourDetailRoute() {
  return {
    validateSearch: (search: Record<string, unknown>): { date?: string } => parseTourDay(search),
    loaderDeps: ({ search }: { search: { lang?: string; date?: string } }) => ({ lang: search.lang, date: search.date }),
    loader: async ({ context, params, deps }: LoaderArgs<{ date?: string }>) => {
      const [module] = await Promise.all([loaders(), loadToursCatalog()]);
      return module.loadTour(context.loadQueryClient, lang(), params.name ?? '', deps.date);
    },
    component: lazyRouteComponent(() => import('../../features/tours/detail-page'), 'TourDetailPage'),
  };
}
