import { defaultFareWindows, type FareWindows } from '../../domain/search/fare-windows';
import { SALES_HORIZON_DAYS } from '../../domain/search/sales-horizon';
import { defaultRateLimits, type RateLimitSettings } from './rate-limit-settings';

/** Prices of the additional services, in whole cents of MXN. */
export interface AdditionalPrices {
  /** Travel insurance, per insured passenger. */
  insuranceCents: number;
  /** Shuttle connection in Guadalajara or Zapopan, per passenger with a seat (infants ride on a lap). */
  shuttleCentsPerPassenger: number;
  /** A small pet in a carrier (at most one per reservation). */
  petCents: number;
}

// Runtime settings read once at start-up; handlers receive them through createApp's deps.
export interface ServerConfig {
  /** Days ahead for which departures are kept generated (docs/rules/booking.md#sales-horizon: sales open 120 days ahead). */
  salesHorizonDays: number;
  /** Directory of the built SPA; undefined in tests. */
  staticDir?: string;
  /** One JSON line per request on stdout (method, route pattern, status, time; never query or body). */
  logRequests: boolean;
  /** Minutes an unpaid reservation is kept before the flow stops with payment_expired. */
  paymentMinutes: number;
  /** Sale and travel windows of the student and teacher fares (seeded demo windows by default). */
  fareWindows: FareWindows;
  /**
   * Values of the `authorization` header the websale service accepts. Empty means the local setup,
   * where clients send no such header: any request that carries one is answered 401 unauthorized_token.
   */
  acceptedTokens: readonly string[];
  /**
   * Origins (scheme://host[:port]) of deployments whose web app calls this server from another address
   * (CORS_ORIGINS). They get CORS answers, and their state-changing calls need no CSRF cookie: the browser
   * vouches for their Origin header (decision 017). Empty: only this server's own pages call it.
   */
  corsOrigins: readonly string[];
  additionalPrices: AdditionalPrices;
  /** Discounted seats per bus (docs/rules/booking.md#discount-quotas-per-bus). Students and teachers count their flex variants. */
  discountSeatsPerBus: { student: number; teacher: number; inapam: number };
  /** Open tickets are valid this many days from purchase (docs/rules/tickets-and-documents.md#ticket-validity: one year). */
  openTicketValidityDays: number;
  /**
   * The `x-api-key` the ticket-office operations (mark a PEND paid, exchange an E-ticket for OK) require.
   * Unset means those operations are disabled (403), so a deployment never exposes them by accident.
   */
  officeApiKey?: string;
  /** Milliseconds between outbox delivery runs in server/index.ts (OUTBOX_INTERVAL_MS). */
  outboxIntervalMs: number;
  /** Requests per client and window (RATE_LIMIT_*), answered 429 too_many_requests past them (decision 018). */
  rateLimits: RateLimitSettings;
  /**
   * Proxies in front of the server whose `X-Forwarded-For` is believed (TRUST_PROXY): the client is the
   * address that many entries from the right. 0 (default) ignores the header and uses the socket's address.
   */
  trustProxy: number;
  /** Size limits of a request (decision 016); refused with the envelope's 413, 414 or 431. */
  limits: RequestLimits;
  /** SIGTERM/SIGINT: milliseconds in-flight work may take before the process is forced out (SHUTDOWN_TIMEOUT_MS). */
  shutdownTimeoutMs: number;
  /**
   * SIGTERM/SIGINT: milliseconds the process keeps accepting, its readiness probe already answering 503,
   * before it closes its port (SHUTDOWN_DRAIN_MS): time for a balancer that checks readiness to stop
   * sending. 0 (default) closes the port at once; the shutdown timeout counts from the close.
   */
  shutdownDrainMs: number;
  /**
   * Where travellers reach this site (PUBLIC_URL), for links in e-mails: the confirmation e-mail's link
   * to the tickets (decision 019) is this plus the API path.
   */
  publicUrl: string;
  /** Who sells the tickets, printed on every ticket document (COMPANY_* variables). */
  company: CompanyDetails;
  /** Where the contact page's messages go (CONTACT_INBOX), through the outbox. */
  contactInbox: string;
  /**
   * The contact page's captcha (CAPTCHA_SECRET, CAPTCHA_VERIFY_URL): unset means no captcha. Set, every
   * message must carry a token the provider's siteverify endpoint (hCaptcha, reCAPTCHA, Turnstile) accepts.
   */
  captcha?: { secret: string; verifyUrl: string };
  /** The locations page embeds a map (the build had VITE_MAPS_EMBED_KEY): the CSP lets its frame in. */
  mapsEmbed?: boolean;
}

/** The seller's details on the tickets: trade name, legal name, tax id (RFC) and customer phone. */
export interface CompanyDetails {
  name: string;
  legalName: string;
  taxId: string;
  phone: string;
}

/** Decision 016. Everything a client legitimately sends fits far below these. */
export interface RequestLimits {
  /** The JSON a request carries, plain or once a base64 `data` is unwrapped (docs/rules/services-and-api.md#wrapped-input) (MAX_BODY_BYTES). */
  maxBodyBytes: number;
  /** The request target, path and query (MAX_URL_BYTES). */
  maxUrlBytes: number;
  /** All header names and values together (MAX_HEADER_BYTES). */
  maxHeaderBytes: number;
}

export const defaultRequestLimits: RequestLimits = { maxBodyBytes: 64 * 1024, maxUrlBytes: 8 * 1024, maxHeaderBytes: 16 * 1024 };

export const defaultServerConfig: ServerConfig = {
  salesHorizonDays: SALES_HORIZON_DAYS,
  logRequests: false,
  paymentMinutes: 15,
  fareWindows: defaultFareWindows,
  acceptedTokens: [],
  corsOrigins: [],
  // DEMO VALUES: the rules name the services but not their prices.
  additionalPrices: { insuranceCents: 3500, shuttleCentsPerPassenger: 6000, petCents: 25000 },
  discountSeatsPerBus: { student: 8, teacher: 2, inapam: 2 },
  openTicketValidityDays: 365,
  outboxIntervalMs: 15_000,
  rateLimits: defaultRateLimits,
  trustProxy: 0,
  limits: defaultRequestLimits,
  shutdownTimeoutMs: 10_000,
  shutdownDrainMs: 0,
  publicUrl: 'http://localhost:3000',
  // DEMO VALUES: the rules name no company (docs/rules/content-pages.md#company-facts); a deployment sets COMPANY_LEGAL_NAME, COMPANY_TAX_ID and COMPANY_PHONE.
  company: { name: 'Ruta Bahía', legalName: 'Ruta Bahía Autotransportes, S.A. de C.V.', taxId: 'RBA120315KM3', phone: '322 226 7100' },
  // DEMO VALUE: a deployment sets CONTACT_INBOX.
  contactInbox: 'contacto@rutabahia.example',
};
