import { I18nProvider } from '@lingui/react';
import { createMemoryHistory, RouterContextProvider, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { HomeSectionsView, type HomeData } from './features/home/home-provider';
import { activateLocale, i18n } from './i18n/i18n';
import { loadQueryClient, PRERENDERED_QUERIES_ID } from './lib/query-client';
import { createAppRouter } from './router';
import { PictureInline } from './features/tours/first-picture';
import { StepFrame } from './features/reservation/screens/step-frame';
import type { StepPage } from './features/reservation/flow/flow-pages';

export { PUBLIC_PAGES, tourPages } from './features/seo/page-catalog';
export { headTagsHtml, pageHead, ORIGIN_MARK, placeTitle } from './features/seo/page-head';
export { busStation, busTrip, organization, touristTrip } from './features/seo/structured-data';
export { placeName } from './features/shell/shell-provider';
export { popularRoutes } from './features/home/home-provider';

export interface RenderedPage {
  /** The app's markup for #root. */
  html: string;
  /** The language the page was rendered in. */
  lang: string;
  /** Where the router sent the address instead, if it redirected. */
  redirect?: string;
  /** The page's queries (what its loaders read), dehydrated, as a <script> for the browser's cache. */
  queries?: string;
}

export { PRERENDERED_QUERIES_ID };

/**
 * Build-time pre-render (scripts/prerender.ts, decision 022): renders one address (`/tarifas?lang=en`)
 * of the app to HTML once its route loaders and its language's catalogs have loaded (the root
 * beforeLoad does both). `home` is what the home page's sections show, put into their element. `inlinePicture` gives a first picture's
 * markup, when it is a small SVG the page can draw itself (scripts/prerender-pictures.ts).
 */
export async function renderPage(url: string, home: HomeData, inlinePicture: (src: string) => string | undefined = () => undefined): Promise<RenderedPage> {
  await activateLocale.addArea('home-sections', (locale) => import(`./features/home/sections/locales/${locale}.po`));
  const router = createAppRouter(createMemoryHistory({ initialEntries: [url] }));
  await router.load();
  // A route that redirects (a place not in the catalogue) leaves the address somewhere else.
  const landed = router.state.location.href;
  if (landed !== url) return { html: '', lang: i18n.locale, redirect: landed };
  const html = renderToString(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <PictureInline.Provider value={inlinePicture}>
          <RouterProvider router={router} />
        </PictureInline.Provider>
      </I18nProvider>
    </StrictMode>,
  );
  const sections = renderToString(
    <I18nProvider i18n={i18n}>
      <RouterContextProvider router={router}>
        <HomeSectionsView data={home} />
      </RouterContextProvider>
    </I18nProvider>,
  );
  // The element src/features/home/home-sections.tsx renders empty on the server.
  const filled = html.replace(/(<div id="home-sections"[^>]*>)(<\/div>)/, (_, open: string, close: string) => open + sections + close);
  return { html: filled, lang: i18n.locale, queries: await takeQueries() };
}

/** The queries this page's loaders filled, as JSON safe inside <script>; the cache is emptied for the next page. */
async function takeQueries(): Promise<string | undefined> {
  const [{ dehydrate }, client] = await Promise.all([import('@tanstack/react-query'), loadQueryClient()]);
  const state = dehydrate(client);
  client.clear();
  return state.queries.length > 0 ? JSON.stringify(state).replace(/</g, '\\u003c') : undefined;
}

/**
 * A booking step's frame in `lang` (src/features/reservation/screens/step-frame.tsx), for the step's shell
 * (scripts/prerender-booking-shell.ts, decision 041): painted before the app loads, replaced by it.
 */
export async function renderStepFrame(page: StepPage, lang: 'es' | 'en'): Promise<string> {
  await activateLocale(lang);
  await activateLocale.addArea('reservation', (locale) => import(`./features/reservation/locales/${locale}.po`));
  return renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <StepFrame page={page} />
    </I18nProvider>,
  );
}

/** Every route path of the app (`/servicios/$service`, `/autobus-{$city}`…), for the server's list of known paths. */
export function routePaths(): string[] {
  const router = createAppRouter(createMemoryHistory({ initialEntries: ['/'] }));
  return Object.keys(router.routesByPath);
}
