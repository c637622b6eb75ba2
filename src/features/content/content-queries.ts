import { queryOptions } from '@tanstack/react-query';
import { currentServiceClient } from '../../api/current-clients';
import type { components } from '../../api/generated/common';

// The catalogue data of the content and landing pages, as TanStack Query options: each route's loader
// fills the cache through them (`ensureQueryData`), so a prerender that fills the same keys renders the
// same page. A failure is thrown inside the query so it is never cached; the loader turns it into null.

export type ScheduleListItem = components['schemas']['ScheduleListItem'];
export type RateListItem = components['schemas']['RateListItem'];
export type Terminal = components['schemas']['Terminal'];
export type SliderItem = components['schemas']['SliderItem'];

export interface PairFilter {
  origin?: string;
  destination?: string;
}

// Timetables, fares and terminals change rarely; a visit keeps them ten minutes.
const CATALOGUE_STALE_MS = 10 * 60_000;

async function data<T>(answer: Promise<{ ok: true; data: T } | { ok: false }>): Promise<T> {
  const result = await answer;
  if (!result.ok) throw result;
  return result.data;
}

export function schedulesListQuery(filter: PairFilter = {}) {
  return queryOptions({
    queryKey: ['common', 'schedules', filter.origin ?? '', filter.destination ?? ''] as const,
    staleTime: CATALOGUE_STALE_MS,
    queryFn: () => data(currentServiceClient('common').call('get', '/schedules/list_select', { params: { query: filter } })),
  });
}

export function ratesListQuery(filter: PairFilter = {}) {
  return queryOptions({
    queryKey: ['common', 'rates', filter.origin ?? '', filter.destination ?? ''] as const,
    staleTime: CATALOGUE_STALE_MS,
    queryFn: () => data(currentServiceClient('common').call('get', '/rates/list_select', { params: { query: filter } })),
  });
}

export function terminalsListQuery() {
  return queryOptions({
    queryKey: ['common', 'terminals'] as const,
    staleTime: CATALOGUE_STALE_MS,
    queryFn: () => data(currentServiceClient('common').call('get', '/terminals/list')),
  });
}

/** The promotions of one language (the home slider's items). */
export function promotionsQuery(lang: 'es' | 'en') {
  return queryOptions({
    queryKey: ['common', 'slider', lang] as const,
    staleTime: CATALOGUE_STALE_MS,
    queryFn: () => data(currentServiceClient('common').call('get', '/slider/list', { params: { query: { lang } } })),
  });
}

/** For a loader: the cached or fetched data, or null when the service failed (the page says so). */
export function orNull<T>(promise: Promise<T>): Promise<T | null> {
  return promise.catch(() => null);
}
