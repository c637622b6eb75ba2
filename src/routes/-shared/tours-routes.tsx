import { lazyRouteComponent } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { parseTourDay, parseTourSearch, type TourSearch } from '../../features/tours/tour-search';

// The tours catalogue's pages (docs/rules/tours.md#the-tours-area): the catalogue, its search (route
// `tours-search`) and a tour's page. Each loader loads the tours catalog and fills TanStack Query's cache with
// what the page shows, as the content pages do (decision 021); English is the same address with ?lang=en
// (decision 014). What is here is in every page's first JavaScript (home's budget,
// docs/rules/performance-budgets.md#homes-first-javascript): the loaders and the pages load with their route.

interface LoaderArgs<Deps> {
  // The router context's (src/routes/__root.tsx RouterContext), named here so -shared does not import the root route.
  context: { loadQueryClient: () => Promise<QueryClient> };
  params: Record<string, string>;
  deps: Deps;
}

const loaders = () => import('../../features/tours/tours-loaders');

/** /tours: every tour of the catalogue. */
export function toursCatalogueRoute() {
  return {
    loaderDeps: ({ search }: { search: { lang?: string } }) => ({ lang: search.lang }),
    loader: ({ context }: LoaderArgs<unknown>) => loaders().then((m) => m.catalogueLoader(context, {})),
    component: lazyRouteComponent(() => import('../../features/tours/catalogue-page'), 'ToursCataloguePage'),
  };
}

/** /tours/buscar (`tours-search`): the tours that match `q`, `category` and `date`. */
export function toursSearchRoute() {
  return {
    validateSearch: parseTourSearch,
    loaderDeps: ({ search: { lang, q, category, date } }: { search: TourSearch & { lang?: string } }) => ({ lang, q, category, date }),
    loader: ({ context, deps }: LoaderArgs<TourSearch>) => loaders().then((m) => m.catalogueLoader(context, deps)),
    component: lazyRouteComponent(() => import('../../features/tours/catalogue-page'), 'ToursSearchPage'),
  };
}

/** /tours/detalle/$name: one tour, its days and, for the day in the address, its timeslots. */
export function tourDetailRoute() {
  return {
    validateSearch: parseTourDay,
    loaderDeps: ({ search: { lang, date } }: { search: { lang?: string; date?: string } }) => ({ lang, date }),
    loader: ({ context, params, deps }: LoaderArgs<{ date?: string }>) => loaders().then((m) => m.tourLoader(context, params.name ?? '', deps.date)),
    component: lazyRouteComponent(() => import('../../features/tours/detail-page'), 'TourDetailPage'),
  };
}
