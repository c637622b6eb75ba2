import type { Locale } from '../../i18n/locale';
import { BRAND_LANDING_PATHS, BUS_CITIES, SERVICE_PAGES, TICKET_DESTINATIONS } from '../shell/shell-provider';

// Every public page the build pre-renders and the sitemap lists (decision 022). A page's address is its
// Spanish path; its English version is the same path with `?lang=en` (decision 014). Some pages also
// answer an English path (/rates, /schedules…): those are aliases, pre-rendered too, whose canonical
// address is the Spanish one.

export type PageKind = 'home' | 'content' | 'landing' | 'booking' | 'tours';

/** What a tour's page says about it in its head (description, structured data), per language. */
export interface TourFacts {
  slug: string;
  name: string;
  description: string;
  image: string;
  location: string;
  duration_minutes: number;
  price_from: number;
  languages: readonly string[];
}

export interface PublicPage {
  path: string;
  kind: PageKind;
  /** Other paths that show the same page (the English aliases, docs/rules/site.md#addresses-and-aliases). */
  aliases: readonly string[];
  /** The place a landing page is about (its slug), for its description and structured data. */
  place?: string;
  /** The tour a tour's page is about (decision 052): its pages come from the catalogue, not from this list. */
  tour?: Record<Locale, TourFacts>;
}

const page = (path: string, kind: PageKind, aliases: readonly string[] = [], place?: string): PublicPage => ({ path, kind, aliases, place });

export const PUBLIC_PAGES: readonly PublicPage[] = [
  page('/', 'home', ['/home']),
  // The booking flow's start page (its search form): pre-rendered for its first paint; the later steps
  // depend on the traveller's booking and are rendered in the browser.
  page('/reservacion', 'booking', ['/reservation']),
  page('/contact-center', 'content'),
  page('/horarios', 'content', ['/schedules']),
  page('/tarifas', 'content', ['/rates']),
  page('/autobuses', 'content', ['/bus']),
  page('/ubicaciones', 'content', ['/locations']),
  page('/servicios', 'content', ['/services']),
  ...SERVICE_PAGES.map((service) => page(`/servicios/${service}`, 'content', [`/services/${service}`])),
  page('/tips-viaje', 'content'),
  page('/contacto', 'content'),
  page('/promotions', 'content'),
  page('/aviso-privacidad', 'content'),
  page('/politicas-seguridad', 'content'),
  page('/compromiso-social', 'content'),
  page('/terminos-condiciones', 'content'),
  page('/quienes-somos', 'content'),
  page('/tours', 'tours'),
  page('/viajero-frecuente', 'landing'),
  page('/covid', 'landing'),
  ...BRAND_LANDING_PATHS.map((path) => page(path, 'landing')),
  ...TICKET_DESTINATIONS.flatMap((place) => [
    page(`/boletos-a-${place}`, 'landing', [], place),
    page(`/boletos-de-autobus-${place}`, 'landing', [], place),
  ]),
  ...BUS_CITIES.flatMap((place) => [page(`/autobus-${place}`, 'landing', [], place), page(`/camion-${place}`, 'landing', [], place)]),
];

/**
 * A tour's page (/tours/detalle/{slug}) for each tour of the catalogue in both languages (the pre-render reads
 * them from the server, scripts/prerender.ts): tours are an operator's data, so they are not listed above.
 */
export function tourPages(tours: Record<Locale, readonly TourFacts[]>): PublicPage[] {
  return tours.es.flatMap((es) => {
    const en = tours.en.find((tour) => tour.slug === es.slug);
    return en ? [{ path: `/tours/detalle/${es.slug}`, kind: 'tours' as const, aliases: [], tour: { es, en } }] : [];
  });
}

/** The page a path shows (its own or an alias), if it is a public page. */
export function publicPageOf(pathname: string): PublicPage | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PUBLIC_PAGES.find((p) => p.path === path || p.aliases.includes(path));
}
