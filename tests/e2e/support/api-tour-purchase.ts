import { API_BUYER } from './api-purchase';

// A paid tour booking made over the tours API, as the site's own pages would make it (same-origin, CSRF cookie
// and header): the cart approved (its places held), the contact with the cancellation policy accepted, the
// approving sandbox card (server/payments/sandbox-card-gateway.ts), the booking confirmed. For specs whose
// subject comes after the purchase (finding it in My reservation); the sale itself is tests/server/tours-sale.test.ts.

// 43 characters, as every CSRF token (domain/http/csrf.ts).
const CSRF_TOKEN = 'e2e-api-tour-purchase-csrf-0123456789-abcde';

interface Envelope<T> {
  content: { data: T; errors: Array<{ code: string; message: string }> };
}

export interface ApiTourPurchase {
  lang: 'es' | 'en';
  /** The tour, by its catalogue slug; Yelapa runs every day at 09:00 with 20 places. */
  slug?: string;
  /** Which of the days still on sale (0 the first): a suite spreads its purchases so none sells a day out. */
  dayIndex: number;
  adults?: number;
}

/** The contact's surname on every tour booking made here: the one My reservation is typed with. */
export const TOUR_BUYER = { ...API_BUYER, email: 'ana.tours@correo.mx' } as const;

/** Buys and pays a tour by card; returns its booking code (T and six characters), its id (what the e-mail's link carries) and the day and time it starts. */
export async function buyTourOverApi(baseURL: string, { lang, slug = 'yelapa', dayIndex, adults = 2 }: ApiTourPurchase): Promise<{ code: string; bookingId: string; date: string; startTime: string; name: string }> {
  const headers: Record<string, string> = {
    origin: baseURL,
    'sec-fetch-site': 'same-origin',
    cookie: `csrf_token=${CSRF_TOKEN}`,
    'x-csrf-token': CSRF_TOKEN,
    'content-type': 'application/json',
    lang,
  };
  const call = async <T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${baseURL}/api/tours${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const envelope = (await response.json()) as Envelope<T>;
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(envelope.content.errors)}`);
    return envelope.content.data;
  };
  const { product } = await call<{ product: Array<{ id: number; name: string }> }>('GET', `/tour/catalog/product?slug=${slug}&lang=${lang}`);
  const tour = product[0];
  if (!tour) throw new Error(`no tour ${slug}`);
  const { dates } = await call<{ dates: Array<{ date: string; available: boolean }> }>('GET', `/tour/catalog/date?product_id=${tour.id}`);
  const open = dates.filter((d) => d.available);
  const date = open[dayIndex % open.length]?.date;
  if (!date) throw new Error(`no day on sale for ${slug}`);
  const { timeslot } = await call<{ timeslot: Array<{ id: number; start_time: string; places_left: number }> }>('GET', `/tour/catalog/timeslot?product_id=${tour.id}&date=${date}`);
  const slot = timeslot.find((s) => s.places_left >= adults);
  if (!slot) throw new Error(`${slug} is full on ${date}`);
  const item = { product_id: tour.id, date, timeslot_id: slot.id, quantities: { adult: adults, minor: 0 } };
  const { booking } = await call<{ booking: { id: string } }>('POST', '/tour/check/shopping', { shopping: { shopping: [item] }, approve: true });
  const contact = { first_name: TOUR_BUYER.firstName, last_name: TOUR_BUYER.lastName, email: TOUR_BUYER.email, cell_phone: TOUR_BUYER.phone, apply: true };
  await call('PUT', `/tour/sale/checkout?booking_id=${booking.id}`, { contact });
  const card = { number: '4242424242424242', name: `${TOUR_BUYER.firstName} ${TOUR_BUYER.lastName}`, expiry: '12/30', cvv: '123' };
  const { payment } = await call<{ payment: { code: string | null } }>('POST', `/tour/sale/payment?booking_id=${booking.id}`, { payment_type: 'credit', card, idempotency_key: `e2e-tour-${booking.id.slice(0, 20)}` });
  await call('POST', `/tour/sale/booking?booking_id=${booking.id}`);
  if (!payment.code) throw new Error('the tour booking has no code');
  return { code: payment.code, bookingId: booking.id, date, startTime: slot.start_time, name: tour.name };
}
