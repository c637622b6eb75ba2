import { BRAND_LANDING_PATHS, BUS_CITIES, SERVICE_PAGES, TICKET_DESTINATIONS } from '../shell/shell-provider';

// Every public page the build pre-renders and the sitemap lists (decision 022). A page's address is its
// Spanish path; its English version is the same path with `?lang=en` (decision 014). Some pages also
// answer an English path (/rates, /schedules…): those are aliases, pre-rendered too, whose canonical
// address is the Spanish one.

export type PageKind = 'home' | 'content' | 'landing' | 'booking';

export interface PublicPage {
  path: string;
  kind: PageKind;
  /** Other paths that show the same page (the English aliases, docs/rules/site.md#addresses-and-aliases). */
  aliases: readonly string[];
  /** The place a landing page is about (its slug), for its description and structured data. */
  place?: string;
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
  page('/viajero-frecuente', 'landing'),
  page('/covid', 'landing'),
  ...BRAND_LANDING_PATHS.map((path) => page(path, 'landing')),
  ...TICKET_DESTINATIONS.flatMap((place) => [
    page(`/boletos-a-${place}`, 'landing', [], place),
    page(`/boletos-de-autobus-${place}`, 'landing', [], place),
  ]),
  ...BUS_CITIES.flatMap((place) => [page(`/autobus-${place}`, 'landing', [], place), page(`/camion-${place}`, 'landing', [], place)]),
];

/** The page a path shows (its own or an alias), if it is a public page. */
export function publicPageOf(pathname: string): PublicPage | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PUBLIC_PAGES.find((p) => p.path === path || p.aliases.includes(path));
}
