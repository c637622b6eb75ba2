import type { WalletId } from '../../../../domain/payments/payment-methods';

// What the home page's sections show: promotions (common slider/list), the popular routes with their
// lowest fare (common rates/list_select) and the company's facts (server configuration, COMPANY_*).
// The build's pre-render fills it from the server app; a client navigation to home fetches it.

export interface HomeSlide {
  id: number;
  title: string;
  link: string | null;
}

export interface PopularRoute {
  origin: string;
  destination: string;
  /** The destination's slug (terminal id), for the link to its landing page. */
  destinationId: string;
  /** The lowest fare of the pair, MXN. */
  from: number;
}

export interface HomeCompany {
  name: string;
  legalName: string;
  taxId: string;
  phone: string;
  whatsapp: string;
}

export interface HomeData {
  slides: readonly HomeSlide[];
  routes: readonly PopularRoute[];
  company: HomeCompany;
  /** The wallets the site takes, as configured when the pages were built (never one it does not). */
  wallets: readonly WalletId[];
}

interface RateRow {
  origin: { id: string; name: string };
  destination: { id: string; name: string };
  fares: { adult: number };
}

/** The popular routes: pairs leaving the first origin listed (the company's hub), from the adult fare. */
export function popularRoutes(rates: readonly RateRow[], limit = 6): PopularRoute[] {
  const routes = rates
    .map((row) => ({
      origin: row.origin.name,
      destination: row.destination.name,
      destinationId: row.destination.id,
      from: row.fares.adult,
    }))
    .filter((route) => route.from > 0);
  const hub = routes[0]?.origin;
  return routes.filter((route) => route.origin === hub).slice(0, limit);
}
