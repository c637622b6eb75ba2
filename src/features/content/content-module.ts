import type { QueryClient } from '@tanstack/react-query';
import { useLoaderData } from '@tanstack/react-router';
import type { ComponentType } from 'react';

/** What a content route's loader gives a page module: the app's query client (loaded on demand) and the route's params. */
export interface PageDataInput {
  /** TanStack Query's client, loaded when first asked for (not on a pre-rendered first page: content-queries.ts). */
  loadQueryClient: () => Promise<QueryClient>;
  params: Record<string, string>;
  /** The page's language, active once the root route has applied `?lang=`. */
  lang: 'es' | 'en';
}

/**
 * A content page as its route loads it: the component and, for a page that shows catalogue data
 * (schedules, rates, terminals, a landing page's timetable), the loader step that reads it through
 * TanStack Query's cache (`catalogueData`, content-queries.ts). A prerender that fills the same cache
 * renders the same page on the server.
 */
export interface ContentModule {
  default: ComponentType;
  loadData?: (input: PageDataInput) => Promise<unknown>;
}

/** The data the page's route loader answered (`loadData`), read by the page it belongs to. */
export function usePageData<T>(): T {
  // The nearest match is the page's own route; its loader's answer has the page's own shape.
  return useLoaderData({ strict: false } as never) as T;
}
