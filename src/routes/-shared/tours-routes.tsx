import { lazyRouteComponent } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { ToursPage } from '../../../machines/tours/tours-pages';
import type { TourSearch } from '../../features/tours/tour-search';

// The tours catalogue's pages (docs/rules/tours.md#the-tours-area): the catalogue, its search (route
// `tours-search`) and a tour's page. Each loader loads the tours catalog and fills TanStack Query's cache with
// what the page shows, as the content pages do (decision 021); English is the same address with ?lang=en
// (decision 014). What is here is in every page's first JavaScript (home's budget,
// docs/rules/performance-budgets.md#homes-first-javascript), so it only names the address's values: the
// loaders, which check them (tour-search.ts), and the pages load with their route.

interface LoaderArgs {
  // The router context's (src/routes/__root.tsx RouterContext), named here so -shared does not import the root route.
  context: { loadQueryClient: () => Promise<QueryClient> };
  params: { name?: string };
  deps: Record<string, unknown>;
}

// A page's module carries its loader too: one request brings both, and home's JavaScript names one chunk per page.
const cataloguePage = () => import('../../features/tours/catalogue-page');
const detailPage = () => import('../../features/tours/shop/tour-page-with-cart');
/** The address's values as the route's types name them; their checks run in the loader. */
const named = <T,>(search: Record<string, unknown>) => search as T;
const deps = ({ search }: { search: Record<string, unknown> }) => search;

/** /tours: every tour of the catalogue. */
export const toursCatalogueRoute = () => ({
  loaderDeps: deps,
  loader: ({ context }: LoaderArgs) => cataloguePage().then((m) => m.catalogueLoader(context, {})),
  component: lazyRouteComponent(cataloguePage, 'ToursCataloguePage'),
});

/** /tours/buscar (`tours-search`): the tours that match `q`, `category` and `date`. */
export const toursSearchRoute = () => ({
  validateSearch: named<TourSearch>,
  loaderDeps: deps,
  loader: ({ context, deps }: LoaderArgs) => cataloguePage().then((m) => m.catalogueLoader(context, deps)),
  component: lazyRouteComponent(cataloguePage, 'ToursSearchPage'),
});

/** /tours/detalle/$name: one tour, its days and, for the day in the address, its timeslots. */
export const tourDetailRoute = () => ({
  validateSearch: named<{ date?: string }>,
  loaderDeps: deps,
  loader: ({ context, params, deps }: LoaderArgs) => detailPage().then((m) => m.tourLoader(context, params.name ?? '', deps)),
  // With the shop's party picker and "add to cart" (src/features/tours/shop/tour-page-with-cart.tsx).
  component: lazyRouteComponent(detailPage, 'TourPageWithCart'),
});

// The shop's pages (/tours/reservacion, revisa-tour, cliente, pago, boleto): the chart's state decides where the
// traveller lands (src/features/tours/shop/tours-binding.ts); the binding loads with the first of them.
const shopPage = () => import('../../features/tours/shop/shop-page');

interface ShopGuardArgs {
  location: { pathname: string };
  context: { previousPath: () => string | null };
  preload: boolean;
}

/** A page of the tours shop, by the chart's page it shows; its module brings the binding its guard asks. */
export const toursShopRoute = (page: ToursPage) => ({
  beforeLoad: async (args: ShopGuardArgs) => (await shopPage()).toursFlow.pageBeforeLoad(page)(args),
  loader: ({ context }: LoaderArgs) => shopPage().then((m) => m.shopLoader(context)),
  component: lazyRouteComponent(() =>
    shopPage().then(({ ToursShopPage }) => ({
      default: function ToursShopRoutePage() {
        return <ToursShopPage page={page} />;
      },
    })),
  ),
});
