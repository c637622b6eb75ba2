import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { scrollToTop } from './features/shell/scroll-to-top';
import { loadQueryClient } from './lib/query-client';
import { routeTree } from './route-tree.gen';

/** `history`: the pre-render passes a memory history (src/entry-server.tsx); the browser uses its own. */
export function createAppRouter(history?: RouterHistory) {
  const router = createRouter({
    routeTree,
    ...(history ? { history } : {}),
    context: {
      loadQueryClient,
      // The page shown before the one being loaded (null on the first page of the visit): the flow
      // bindings tell a chart how its page was reached (src/lib/flow-binding).
      previousPath: () => router.state.resolvedLocation?.pathname ?? null,
    },
    defaultPreload: 'intent',
    // React Query owns catalogue caching; the router should not hold a second copy.
    defaultPreloadStaleTime: 0,
    scrollRestoration: false,
  });
  router.subscribe('onResolved', ({ pathChanged }) => {
    // docs/rules/site.md#on-every-navigation: every navigation scrolls smoothly to the top; a language switch (same path) stays put.
    if (pathChanged && typeof window !== 'undefined') scrollToTop(window);
  });
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
