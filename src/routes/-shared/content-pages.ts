import type { ContentModule } from '../../features/content/content-module';

// The content and landing pages' modules, by page (content-routes.tsx). Loaded with the first content
// page, not with the app: the list of imports is itself code every other page would carry (home's
// budget, docs/rules/performance-budgets.md#homes-first-javascript).

export type PageImport = () => Promise<ContentModule>;

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
