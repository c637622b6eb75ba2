import type { components } from '../../api/generated/common';
import type { components as toursComponents } from '../../api/generated/tours';
import { PRERENDERED_QUERIES_ID, queryClientStarted } from '../../lib/query-client';
import type { PageDataInput } from './content-module';

// The catalogue data of the content and landing pages, as TanStack Query options: each route's loader
// reads them through the cache (`catalogueData`), so a prerender that fills the same keys renders the
// same page. A failure is thrown inside the query so it is never cached; the loader turns it into null.
// A pre-rendered first page reads the answers it was rendered with straight from the page: neither
// TanStack Query nor the API client loads before it hydrates (they load on the first query that needs
// them, and the client then takes the same answers into its cache: src/lib/query-client.ts).

export type ScheduleListItem = components['schemas']['ScheduleListItem'];
export type RateListItem = components['schemas']['RateListItem'];
export type Terminal = components['schemas']['Terminal'];
export type SliderItem = components['schemas']['SliderItem'];
export type TourProduct = toursComponents['schemas']['TourProduct'];

export interface PairFilter {
  origin?: string;
  destination?: string;
}

/** TanStack Query options (what `queryOptions` would return) without importing the library. */
export interface CatalogueQuery<T> {
  queryKey: readonly string[];
  staleTime: number;
  queryFn: () => Promise<T>;
}

// Timetables, fares and terminals change rarely; a visit keeps them ten minutes.
const CATALOGUE_STALE_MS = 10 * 60_000;

type Answer<T> = Promise<{ ok: true; data: T } | { ok: false }>;
type CommonClient = Awaited<ReturnType<typeof commonClient>>;

/** The API client loads with the first query that is really fetched. */
const commonClient = () => import('../../api/current-clients').then(({ currentServiceClient }) => currentServiceClient('common'));

function catalogueQuery<T>(queryKey: readonly string[], ask: (client: CommonClient) => Answer<T>): CatalogueQuery<T> {
  return {
    queryKey,
    staleTime: CATALOGUE_STALE_MS,
    queryFn: async () => {
      const result = await ask(await commonClient());
      if (!result.ok) throw result;
      return result.data;
    },
  };
}

/** The tours catalogue in one language (a landing page shows the tours that meet at its place's terminal). */
export function toursListQuery(lang: 'es' | 'en'): CatalogueQuery<{ product: TourProduct[] }> {
  return {
    queryKey: ['tours', 'products', lang],
    staleTime: CATALOGUE_STALE_MS,
    queryFn: async () => {
      const client = await import('../../api/current-clients').then(({ currentServiceClient }) => currentServiceClient('tours'));
      const result = await client.call('get', '/tour/catalog/product', { params: { query: { lang } } });
      if (!result.ok) throw result;
      return result.data;
    },
  };
}

export function schedulesListQuery(filter: PairFilter = {}) {
  return catalogueQuery(['common', 'schedules', filter.origin ?? '', filter.destination ?? ''], (client) =>
    client.call('get', '/schedules/list_select', { params: { query: filter } }),
  );
}

export function ratesListQuery(filter: PairFilter = {}) {
  return catalogueQuery(['common', 'rates', filter.origin ?? '', filter.destination ?? ''], (client) =>
    client.call('get', '/rates/list_select', { params: { query: filter } }),
  );
}

export function terminalsListQuery() {
  return catalogueQuery(['common', 'terminals'], (client) => client.call('get', '/terminals/list'));
}

/** The promotions of one language (the home slider's items). */
export function promotionsQuery(lang: 'es' | 'en') {
  return catalogueQuery(['common', 'slider', lang], (client) => client.call('get', '/slider/list', { params: { query: { lang } } }));
}

/**
 * For a loader: the query's data, or null when the service failed (the page says so). Before the query
 * client exists, the pre-rendered page's own answer if it carries one (what the client would find in
 * its cache once it took the page's answers); otherwise through the client's cache.
 */
export async function catalogueData<T>({ loadQueryClient }: PageDataInput, query: CatalogueQuery<T>): Promise<T | null> {
  const prerendered = queryClientStarted() ? undefined : prerenderedAnswers().get(JSON.stringify(query.queryKey));
  if (prerendered !== undefined) return prerendered as T;
  return (await loadQueryClient()).ensureQueryData(query).catch(() => null);
}

/**
 * The page's dehydrated queries (TanStack Query's `dehydrate` format, scripts/prerender-pages.ts) by
 * query hash: for keys made of strings, as these are, TanStack's hash is the key's JSON. Read afresh on
 * each call (a page's loaders ask once or twice before the query client starts) rather than kept in
 * module state, which features do not hold (tests/architecture/no-timers-or-module-state.test.ts).
 */
function prerenderedAnswers(): Map<string, unknown> {
  const text = globalThis.document?.getElementById(PRERENDERED_QUERIES_ID)?.textContent;
  const queries = text ? (JSON.parse(text) as { queries?: { queryHash: string; state: { data?: unknown; status: string } }[] }).queries : undefined;
  return new Map((queries ?? []).filter((query) => query.state.status === 'success').map((query) => [query.queryHash, query.state.data]));
}
