import { OctoError } from './octo-errors';
import type { OctoAvailability, OctoBooking, OctoCalendarDay, OctoConfirmRequest, OctoErrorBody, OctoProduct, OctoReserveRequest } from './octo-types';
import { changingElsewhere } from '../../platform/client-presence';

// The OCTO partner port: one HTTP client configured by base URL and API key (Bearer), asking for the
// `octo/pricing` capability on every call. Each call has its own time limit; a failure is an OctoError of a
// kind (octo-errors.ts). Reads may be repeated; `reserve` and `confirm` are idempotent by the booking's uuid on
// the partner's side (OCTO's rule), so a call whose answer was lost is asked again with the same uuid.

export interface OctoSettings {
  /** The partner's OCTO root, e.g. https://api.partner.example/octo (no trailing slash needed). */
  baseUrl: string;
  apiKey: string;
  /** Milliseconds a call may take before it fails with `timeout`. */
  timeoutMs: number;
}

export interface OctoPartner {
  products(lang: string): Promise<OctoProduct[]>;
  product(productId: string, lang: string): Promise<OctoProduct>;
  calendar(query: { productId: string; optionId: string; localDateStart: string; localDateEnd: string }): Promise<OctoCalendarDay[]>;
  availability(query: { productId: string; optionId: string; localDateStart?: string; localDateEnd?: string; availabilityIds?: string[] }): Promise<OctoAvailability[]>;
  reserve(request: OctoReserveRequest): Promise<OctoBooking>;
  confirm(uuid: string, request: OctoConfirmRequest): Promise<OctoBooking>;
  cancel(uuid: string, reason: string): Promise<OctoBooking>;
  /** The booking, or null when the partner has none with that uuid. */
  booking(uuid: string): Promise<OctoBooking | null>;
  bookingsByReference(resellerReference: string): Promise<OctoBooking[]>;
}

type Fetch = typeof fetch;

export function createOctoClient(settings: OctoSettings, fetcher: Fetch = fetch): OctoPartner {
  const root = settings.baseUrl.replace(/\/+$/, '');

  async function call<T>(operation: string, method: string, path: string, init: { body?: unknown; lang?: string; notFoundIsNull?: boolean } = {}): Promise<T> {
    const headers: Record<string, string> = {
      authorization: `Bearer ${settings.apiKey}`,
      'octo-capabilities': 'octo/pricing',
      accept: 'application/json',
    };
    if (init.lang) headers['accept-language'] = init.lang;
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    // A call that books, confirms or cancels with the partner: the request records it whatever its client does (decision 078).
    if (method !== 'GET') changingElsewhere();
    const send = () => fetcher(`${root}${path}`, { method, headers, body: init.body === undefined ? undefined : JSON.stringify(init.body), signal: AbortSignal.timeout(settings.timeoutMs) });
    let res: Response | undefined;
    // A connection that fails before any answer (a kept-alive socket the partner had just closed, a reset) is
    // tried once more on a new one: every call is a read, or idempotent by the booking's uuid.
    for (let attempt = 1; res === undefined; attempt++) {
      try {
        res = await send();
      } catch (error) {
        const name = (error as { name?: string }).name;
        if (name === 'TimeoutError' || name === 'AbortError') throw new OctoError('timeout', operation);
        // Nothing listened (refused), the connection broke, the name did not resolve.
        if (attempt >= 2) throw new OctoError('down', operation);
      }
    }
    let text: string;
    try {
      text = await res.text();
    } catch (error) {
      const name = (error as { name?: string }).name;
      throw new OctoError(name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'bad_response', operation, res.status);
    }
    if (res.status >= 500) throw new OctoError('server_error', operation, res.status, errorCodeOf(text));
    if (res.status >= 400) {
      const code = errorCodeOf(text);
      if (init.notFoundIsNull && (res.status === 404 || code === 'INVALID_BOOKING_UUID')) return null as T;
      throw new OctoError('rejected', operation, res.status, code);
    }
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new OctoError('bad_response', operation, res.status);
    }
  }

  return {
    products: (lang) => call<OctoProduct[]>('products', 'GET', '/products', { lang }),
    product: (productId, lang) => call<OctoProduct>('product', 'GET', `/products/${encodeURIComponent(productId)}`, { lang }),
    calendar: (query) => call<OctoCalendarDay[]>('calendar', 'POST', '/availability/calendar', { body: query }),
    availability: (query) => call<OctoAvailability[]>('availability', 'POST', '/availability', { body: query }),
    reserve: (request) => call<OctoBooking>('reserve', 'POST', '/bookings', { body: request }),
    confirm: (uuid, request) => call<OctoBooking>('confirm', 'POST', `/bookings/${encodeURIComponent(uuid)}/confirm`, { body: request }),
    cancel: (uuid, reason) => call<OctoBooking>('cancel', 'DELETE', `/bookings/${encodeURIComponent(uuid)}`, { body: { reason } }),
    booking: (uuid) => call<OctoBooking | null>('booking', 'GET', `/bookings/${encodeURIComponent(uuid)}`, { notFoundIsNull: true }),
    bookingsByReference: (resellerReference) => call<OctoBooking[]>('bookings', 'GET', `/bookings?resellerReference=${encodeURIComponent(resellerReference)}`),
  };
}

function errorCodeOf(text: string): string | undefined {
  try {
    const body = JSON.parse(text) as Partial<OctoErrorBody>;
    return typeof body.error === 'string' ? body.error.slice(0, 64) : undefined;
  } catch {
    return undefined;
  }
}

/** A partner that is not configured: every call fails as if it were down (the site still serves everything else). */
export const unconfiguredPartner: OctoPartner = new Proxy({} as OctoPartner, {
  get: (_target, operation) => () => Promise.reject(new OctoError('down', String(operation))),
});
