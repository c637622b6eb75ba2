import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Navigate, retainSearchParams } from '@tanstack/react-router';
import { applyNavigationLanguage } from '../features/shell/navigation-language';
import { createFirstArrivalRule } from '../features/shell/first-arrival';
import { RootShell } from '../features/shell/root-shell';
import { parseLocale, type Locale } from '../i18n/locale';

export interface RouterContext {
  loadQueryClient: () => Promise<QueryClient>;
  /** The path shown before the one being loaded; null on the first page of the visit. */
  previousPath: () => string | null;
}

const onFirstArrival = createFirstArrivalRule();

export const Route = createRootRouteWithContext<RouterContext>()({
  // `?lang=` is accepted on every route; any value other than en becomes es (docs/rules/site.md#language). Checked by
  // hand: a valibot schema here would put the library in every page's first load (2.2 KB gzip on
  // home, over its budget); the rule itself is `parseLocale`.
  validateSearch: (search: Record<string, unknown>): { lang?: Locale } =>
    search.lang === undefined ? {} : { lang: parseLocale(search.lang) },
  // On a page addressed in a language (`?lang=en`, decision 022) every link keeps it: an English page
  // links to English pages, also for a reader or crawler without JavaScript (the pre-render's links).
  search: { middlewares: [retainSearchParams(['lang'])] },
  beforeLoad: async ({ search, location, preload }) => {
    // Hover preloads must not switch the language or count as the visitor's arrival.
    if (preload) return;
    await applyNavigationLanguage(search.lang);
    onFirstArrival(location.pathname);
  },
  component: RootShell,
  notFoundComponent: () => <Navigate to="/" replace />,
});
