import type { QueryClient } from '@tanstack/react-query';

// TanStack Query is loaded with the first screen that caches catalogue data, not by the home page:
// one client for the whole app, created on first need.

let queryClient: Promise<QueryClient> | null = null;

export function loadQueryClient(): Promise<QueryClient> {
  queryClient ??= import('@tanstack/react-query').then(
    ({ QueryClient }) => new QueryClient({ defaultOptions: { queries: { staleTime: 5 * 60_000, retry: 1, refetchOnWindowFocus: false } } }),
  );
  return queryClient;
}
