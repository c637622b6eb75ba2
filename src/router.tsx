import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { scrollToTop } from './features/shell/scroll-to-top';
import { routeTree } from './route-tree.gen';

let queryClient: Promise<QueryClient> | null = null;

/** TanStack Query is loaded with the first screen that caches catalogue data, not by the home page. */
export function loadQueryClient(): Promise<QueryClient> {
  queryClient ??= import('@tanstack/react-query').then(
    ({ QueryClient }) => new QueryClient({ defaultOptions: { queries: { staleTime: 5 * 60_000, retry: 1, refetchOnWindowFocus: false } } }),
  );
  return queryClient;
}

export function createAppRouter() {
  const router = createRouter({
    routeTree,
    context: { loadQueryClient },
    defaultPreload: 'intent',
    // React Query owns catalogue caching; the router should not hold a second copy.
    defaultPreloadStaleTime: 0,
    scrollRestoration: false,
  });
  router.subscribe('onResolved', ({ pathChanged }) => {
    // SPEC §2: every navigation scrolls smoothly to the top; a language switch (same path) stays put.
    if (pathChanged && typeof window !== 'undefined') scrollToTop(window);
  });
  return router;
}


declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
