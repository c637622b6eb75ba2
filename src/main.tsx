import { I18nProvider } from '@lingui/react';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { applyNavigationLanguage } from './features/shell/navigation-language';
import { i18n } from './i18n/i18n';
import { parseLocale, readStoredLocale } from './i18n/locale';
import { nextTask } from './lib/next-task';
import { createAppRouter } from './router';
import './styles/theme.css';
import './styles/base.css';
import './styles/layout.css';
import './styles/feedback.css';

const root = document.getElementById('root')!;
const lang = new URLSearchParams(window.location.search).get('lang');
const address = location.href;

/**
 * Starts the app. On a phone each of its first jobs is a long task: evaluating its modules, building the
 * router (every route of the site), loading the page's route, hydrating. Each waits for a task of its own,
 * so none blocks a tap for long, and hydration runs as a transition, which React does in slices (decision 044).
 */
async function boot() {
  await nextTask();
  const router = createAppRouter();
  // After a client navigation the head (description, canonical, alternates) follows the page and home
  // gets its sections (src/features/seo/seo-provider.ts); that code loads then, never with the first page.
  router.subscribe('onResolved', (event) => {
    if (event.fromLocation) void import('./features/seo/seo-provider').then((seo) => seo.afterNavigation(document, location));
  });
  // Activate the first catalog before the first render so the page never flashes untranslated ids;
  // the root route's beforeLoad does the same on every later navigation. A catalog that fails to load
  // is ignored (docs/rules/site.md#language-catalogs): the page renders anyway.
  await applyNavigationLanguage(lang === null ? undefined : parseLocale(lang)).catch(() => undefined);
  const app = (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </StrictMode>
  );
  // A pre-rendered page (decision 022) in the visitor's language is hydrated once its route has
  // loaded, so the first render matches the HTML; in another language (a stored choice), or when the
  // route sent the visitor elsewhere (a booking restored at a later step), it is redrawn.
  const prerendered = root.dataset.prerendered === i18n.locale;
  if (prerendered) {
    // Render the matches as the server did (no Suspense around the root match: TanStack Router's
    // hydration marker); the route's code and data load before the first render.
    router.ssr = { manifest: undefined };
    await router.load();
    await nextTask();
  }
  // A booking step's shell paints the step's frame (decision 041): the app renders once the step's page has
  // loaded (its route's code, the chart restored), so the frame is replaced by the page, not by an empty layout.
  else if (root.querySelector('[data-step-frame]')) await router.load();
  if (prerendered && location.href === address) {
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    // React replaces whatever the container holds.
    createRoot(root).render(app);
  }
}
// A returning visitor who chose English, on a page's bare address (a bookmark, a typed `/`): the server sent the
// Spanish pre-rendered page. Go to the page's English address, which the server pre-rendered whole (home's
// sections and data included), instead of redrawing the Spanish page in English (decision 036: the address
// carries the language).
const stored = readStoredLocale();
const pageLanguage = root.dataset.prerendered;
if (lang === null && pageLanguage !== undefined && stored !== undefined && stored !== pageLanguage) {
  const english = new URL(address);
  english.searchParams.set('lang', stored);
  location.replace(english);
} else void boot();

// The service worker (scripts/prerender-assets.ts) makes the site installable and the tickets page
// work offline; registered once the page has loaded, so it never competes with it.
if (import.meta.env.PROD) onload = () => navigator.serviceWorker?.register('/sw.js').catch(() => 0);
