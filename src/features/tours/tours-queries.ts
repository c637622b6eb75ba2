import type { QueryClient } from '@tanstack/react-query';
import type { components } from '../../api/generated/tours';

// The tours catalogue as TanStack Query options (what `queryOptions` would return, without importing the
// library here). The products are catalogue rows (kept ten minutes in a visit); the days and timeslots are
// read live (decision 052), so a visit keeps them only while the traveller looks at them.

export type TourProduct = components['schemas']['TourProduct'];
export type TourDate = components['schemas']['TourDate'];
export type Timeslot = components['schemas']['Timeslot'];
export type Lang = 'es' | 'en';

export interface ProductFilter {
  q?: string;
  category?: string;
  date?: string;
}

export interface ToursQuery<T> {
  queryKey: readonly string[];
  staleTime: number;
  queryFn: () => Promise<T>;
}

const CATALOGUE_STALE_MS = 10 * 60_000;
const AVAILABILITY_STALE_MS = 15_000;

type Answer<T> = Promise<{ ok: true; data: T } | { ok: false }>;
type ToursClient = Awaited<ReturnType<typeof toursClient>>;

/** The API client loads with the first query that is really fetched. */
const toursClient = () => import('../../api/current-clients').then(({ currentServiceClient }) => currentServiceClient('tours'));

function toursQuery<T>(queryKey: readonly string[], staleTime: number, ask: (client: ToursClient) => Answer<T>): ToursQuery<T> {
  return {
    queryKey,
    staleTime,
    queryFn: async () => {
      const result = await ask(await toursClient());
      // Thrown inside the query so a failure is never cached; the loader turns it into null.
      if (!result.ok) throw result;
      return result.data;
    },
  };
}

/** The catalogue in one language, narrowed by the filters given (docs/rules/tours.md#the-catalogue). */
export function productsQuery(lang: Lang, filter: ProductFilter = {}) {
  // Only the filters given: an empty one would be refused by the contract's pattern.
  const query = { lang, ...(filter.q ? { q: filter.q } : {}), ...(filter.category ? { category: filter.category } : {}), ...(filter.date ? { date: filter.date } : {}) };
  return toursQuery<TourProduct[]>(['tours', 'products', lang, filter.q ?? '', filter.category ?? '', filter.date ?? ''], CATALOGUE_STALE_MS, async (client) => {
    const result = await client.call('get', '/tour/catalog/product', { params: { query } });
    return result.ok ? { ok: true, data: result.data.product ?? [] } : { ok: false };
  });
}

/** One tour by its slug; an unknown slug answers an empty list (the page says it does not exist). */
export function productQuery(lang: Lang, slug: string) {
  return toursQuery<{ product: TourProduct | null }>(['tours', 'product', lang, slug], CATALOGUE_STALE_MS, async (client) => {
    const result = await client.call('get', '/tour/catalog/product', { params: { query: { lang, slug } } });
    if (result.ok) return { ok: true, data: { product: result.data.product?.[0] ?? null } };
    return result.errors.some((error) => error.code === 'product_not_found') ? { ok: true, data: { product: null } } : { ok: false };
  });
}

/** The days a tour can still be booked on (docs/rules/tours.md#days-and-timeslots). */
export function datesQuery(productId: number) {
  return toursQuery<TourDate[]>(['tours', 'dates', String(productId)], AVAILABILITY_STALE_MS, async (client) => {
    const result = await client.call('get', '/tour/catalog/date', { params: { query: { product_id: productId } } });
    return result.ok ? { ok: true, data: result.data.dates ?? [] } : { ok: false };
  });
}

/** A day's timeslots, sold-out ones included with their status. */
export function timeslotsQuery(productId: number, date: string) {
  return toursQuery<Timeslot[]>(['tours', 'timeslots', String(productId), date], AVAILABILITY_STALE_MS, async (client) => {
    const result = await client.call('get', '/tour/catalog/timeslot', { params: { query: { product_id: productId, date } } });
    return result.ok ? { ok: true, data: result.data.timeslot ?? [] } : { ok: false };
  });
}

/** For a loader: the query's data through the app's cache, or null when the service failed (the page says so). */
export async function toursData<T>(loadQueryClient: () => Promise<QueryClient>, query: ToursQuery<T>): Promise<T | null> {
  return (await loadQueryClient()).ensureQueryData(query).catch(() => null);
}
