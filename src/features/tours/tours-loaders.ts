import type { QueryClient } from '@tanstack/react-query';
import { i18n } from '../../i18n/i18n';
import { parseLocale } from '../../i18n/locale';
import { loadToursCatalog } from './tours-catalog';
import { parseTourDay, parseTourSearch } from './tour-search';
import { datesQuery, productQuery, productsQuery, timeslotsQuery, toursData, type Lang, type ProductFilter, type Timeslot, type TourDate, type TourProduct } from './tours-queries';

// What each tours page's loader reads (src/routes/-shared/tours-routes.tsx); null is a service that failed.

export interface CatalogueData {
  filter: ProductFilter;
  products: TourProduct[] | null;
}

export async function loadCatalogue(loadQueryClient: () => Promise<QueryClient>, lang: Lang, filter: ProductFilter): Promise<CatalogueData> {
  return { filter, products: await toursData(loadQueryClient, productsQuery(lang, filter)) };
}

export interface Availability {
  dates: TourDate[] | null;
  /** The picked day (from the address), when it is one of the days offered. */
  day?: string;
  timeslots: Timeslot[] | null;
}

export interface TourData {
  /** undefined: the service failed; null: no tour has this slug. */
  product: TourProduct | null | undefined;
  /** Read live, in the browser only: a build's pre-render must not freeze places left into the page (decision 052). */
  availability: Availability | null;
}

export async function loadTour(loadQueryClient: () => Promise<QueryClient>, lang: Lang, slug: string, date?: string): Promise<TourData> {
  // A name the contract could never match is no tour; asking would only be refused.
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) || slug.length > 120) return { product: null, availability: null };
  const found = await toursData(loadQueryClient, productQuery(lang, slug));
  const product = found === null ? undefined : found.product;
  if (!product) return { product, availability: null };
  if (import.meta.env.SSR) return { product, availability: null };
  const dates = await toursData(loadQueryClient, datesQuery(product.id));
  const day = date && dates?.some((d) => d.date === date) ? date : undefined;
  const timeslots = day ? await toursData(loadQueryClient, timeslotsQuery(product.id, day)) : null;
  return { product, availability: { dates, day, timeslots } };
}

type RouterContext = { loadQueryClient: () => Promise<QueryClient> };
/** The page's language, active once the root route has applied `?lang=`. */
const lang = () => parseLocale(i18n.locale);

/**
 * The catalogue's and the search's loader (src/routes/-shared/tours-routes.tsx): the tours catalog and the tours
 * that match the address's filters, each kept only when the contract accepts it (tour-search.ts).
 */
export async function catalogueLoader(context: RouterContext, search: Record<string, unknown>): Promise<CatalogueData> {
  const [data] = await Promise.all([loadCatalogue(context.loadQueryClient, lang(), parseTourSearch(search)), loadToursCatalog()]);
  return data;
}

/** A tour page's loader: the tours catalog, the tour and, in the browser, its availability. */
export async function tourLoader(context: RouterContext, slug: string, search: Record<string, unknown>): Promise<TourData> {
  const [data] = await Promise.all([loadTour(context.loadQueryClient, lang(), slug, parseTourDay(search).date), loadToursCatalog()]);
  return data;
}
