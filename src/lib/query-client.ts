import type { QueryClient } from '@tanstack/react-query';

// TanStack Query is loaded with the first screen that caches catalogue data, not by the home page:
// one client for the whole app, created on first need.

/** The element of a pre-rendered page that holds its dehydrated queries (scripts/prerender-pages.ts). */
export const PRERENDERED_QUERIES_ID = 'prerendered-queries';

let queryClient: Promise<QueryClient> | null = null;

export function loadQueryClient(): Promise<QueryClient> {
  queryClient ??= import('@tanstack/react-query').then(({ QueryClient, hydrate }) => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 5 * 60_000, retry: 1, refetchOnWindowFocus: false } } });
    // A pre-rendered page carries the answers its loaders read at build time (decision 022), so the
    // page hydrates with the data it was rendered with.
    const prerendered = globalThis.document?.getElementById(PRERENDERED_QUERIES_ID)?.textContent;
    if (prerendered) hydrate(client, JSON.parse(prerendered));
    return client;
  });
  return queryClient;
}

/** Whether the client exists: until then a pre-rendered page's loaders read its answers without it (content-queries.ts). */
export const queryClientStarted = () => queryClient !== null;
