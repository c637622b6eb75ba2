import { lazyRouteComponent, redirect } from '@tanstack/react-router';
import { loadContentCatalog } from '../../features/content/content-catalog';
import type { ContentModule } from '../../features/content/content-module';
import { isOneOf, SERVICE_PAGES } from '../../features/shell/route-catalog';
import { i18n } from '../../i18n/i18n';
import { parseLocale } from '../../i18n/locale';
import type { QueryClient } from '@tanstack/react-query';

// The content and landing pages (issue 12), each its own lazily loaded module (src/features/content/),
// defined once for its Spanish and English addresses: the route files only name their page. The
// loader loads the page's module and the content catalog, and lets the page fill TanStack Query's
// cache with what it shows, so the page renders complete on the first paint and on a server.

type PageImport = () => Promise<ContentModule>;

const page = (load: () => Promise<Record<string, unknown>>, name: string): PageImport => () =>
  load().then((module) => ({ default: module[name] as ContentModule['default'], loadData: module.loadData as ContentModule['loadData'] }));

export const contentPages = {
  'contact-center': () => import('../../features/content/pages/contact-center-page'),
  schedules: () => import('../../features/content/pages/schedules-page'),
  rates: () => import('../../features/content/pages/rates-page'),
  bus: () => import('../../features/content/pages/buses-page'),
  locations: () => import('../../features/content/pages/locations-page'),
  services: () => import('../../features/content/pages/services-page'),
  'travel-tips': () => import('../../features/content/pages/travel-tips-page'),
  contact: () => import('../../features/content/pages/contact-page'),
  'notice-privacy': () => import('../../features/content/pages/privacy-page'),
  'security-policy': () => import('../../features/content/pages/security-page'),
  'social-commitment': () => import('../../features/content/pages/social-commitment-page'),
  'terms-conditions': () => import('../../features/content/pages/terms-page'),
  'who-we-are': () => import('../../features/content/pages/who-we-are-page'),
  promotions: () => import('../../features/content/pages/promotions-page'),
  'frequent-traveller': () => import('../../features/content/pages/frequent-traveller-page'),
  covid: () => import('../../features/content/pages/covid-page'),
  'hot-sale': () => import('../../features/content/pages/hot-sale-page'),
  landing: () => import('../../features/content/landing/landing-page'),
  'schedules-reservation': page(() => import('../../features/content/pages/brand-pages'), 'SchedulesReservationPage'),
  'buy-tickets-bus': page(() => import('../../features/content/pages/brand-pages'), 'BuyTicketsPage'),
  'line-buses': page(() => import('../../features/content/pages/brand-pages'), 'LinePage'),
  'brand-buses': page(() => import('../../features/content/pages/brand-pages'), 'BrandBusesPage'),
  'brand-group': page(() => import('../../features/content/pages/brand-pages'), 'GroupPage'),
  'brand-company': page(() => import('../../features/content/pages/brand-pages'), 'CompanyPage'),
  app: page(() => import('../../features/content/pages/app-pages'), 'AppPage'),
  'app-ios': page(() => import('../../features/content/pages/app-pages'), 'AppIosPage'),
  'app-android': page(() => import('../../features/content/pages/app-pages'), 'AppAndroidPage'),
  'hotels-puerto-vallarta': page(() => import('../../features/content/pages/hotels-pages'), 'HotelsPuertoVallartaPage'),
  'hotels-nuevo-vallarta': page(() => import('../../features/content/pages/hotels-pages'), 'HotelsNuevoVallartaPage'),
} satisfies Record<string, PageImport>;

export type ContentPageName = keyof typeof contentPages;

interface LoaderArgs {
  // The router context's (src/routes/__root.tsx RouterContext), named here so -shared does not import the root route.
  context: { loadQueryClient: () => Promise<QueryClient> };
  params: Record<string, string>;
}

export function contentRoute(name: ContentPageName) {
  const load: PageImport = contentPages[name];
  return {
    // The page's data follows the language (?lang=, decision 014): promotions are listed per language.
    loaderDeps: ({ search }: { search: { lang?: string } }) => ({ lang: search.lang }),
    loader: async ({ context, params }: LoaderArgs) => {
      const [module] = await Promise.all([load(), loadContentCatalog()]);
      if (!module.loadData) return null;
      return module.loadData({ queryClient: await context.loadQueryClient(), params, lang: parseLocale(i18n.locale) });
    },
    component: lazyRouteComponent(load),
  };
}

/** /servicios/$service and /services/$service: only the values SPEC §2 lists exist; anything else goes home. */
export function serviceRoute() {
  return {
    ...contentRoute('services'),
    beforeLoad: ({ params }: { params: { service: string } }) => {
      if (!isOneOf(SERVICE_PAGES, params.service)) throw redirect({ to: '/', replace: true });
    },
  };
}

/**
 * A landing page about one place (/autobus-{city} and /camion-{city}, /boletos-a-{destination} and
 * /boletos-de-autobus-{destination}): only the places SPEC §2 lists exist; anything else goes home.
 */
export function placeRoute(param: 'city' | 'destination', places: readonly string[]) {
  return {
    ...contentRoute('landing'),
    beforeLoad: ({ params }: { params: Record<string, string> }) => {
      if (!isOneOf(places, params[param] ?? '')) throw redirect({ to: '/', replace: true });
    },
  };
}
