import { dayAhead } from './purchase-driver';

// A paid reservation made over the websale API, as the site's own page makes it (same-origin, CSRF cookie and
// header, the flow token): for specs whose subject comes after the purchase (finding it, changing it). The
// purchase in the browser is proven by purchase.spec.ts, confirmation.spec.ts and the reservation chart's paths.

const CSRF_TOKEN = 'e2e-api-purchase-csrf-0123456789-abcdefghij';

interface Envelope<T> {
  content: { data: T; errors: Array<{ code: string; message: string }> };
}

/**
 * One way from Puerto Vallarta to Guadalajara, `days` ahead, on the day's first bus (of `serviceClass` if given),
 * bought in `lang` (the language of its e-mails and documents).
 */
export interface ApiPurchase {
  lang: 'es' | 'en';
  days: number;
  serviceClass?: 'executive' | 'first';
  /** The approving sandbox card (the default), or cash at OXXO: a PEND reservation with its reference. */
  payment?: 'card' | 'oxxo' | 'office';
  /** This seat of the bus, when it is free (another traveller taking the seat someone is about to pay for). */
  seat?: number;
  /** A family of three (two adults and a child of 8) instead of one adult, seated in the bus's first free seats. */
  family?: boolean;
}

export const API_BUYER = { firstName: 'Ana María', lastName: 'Peña', phone: '3221234567', email: 'ana@correo.mx' } as const;

/** The family's travellers: the buyer, another adult and a child. */
export const API_FAMILY = [
  { type: 'adult', first_name: API_BUYER.firstName, last_name: API_BUYER.lastName },
  { type: 'adult', first_name: 'Luis', last_name: API_BUYER.lastName },
  { type: 'minor', first_name: 'Sofía', last_name: API_BUYER.lastName, age: 8 },
] as const;

/** Buys and pays (by the approving sandbox card unless `payment` says OXXO or the office); returns the reservation code. */
export async function buyOverApi(baseURL: string, { lang, days, serviceClass, payment = 'card', seat, family = false }: ApiPurchase): Promise<string> {
  const headers: Record<string, string> = {
    origin: baseURL,
    'sec-fetch-site': 'same-origin',
    cookie: `csrf_token=${CSRF_TOKEN}`,
    'x-csrf-token': CSRF_TOKEN,
    'content-type': 'application/json',
    lang,
  };
  const call = async <T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${baseURL}/api/websale/reservation${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const envelope = (await response.json()) as Envelope<T>;
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(envelope.content.errors)}`);
    return envelope.content.data;
  };
  const passengers = { adult: family ? 2 : 1, minor: family ? 1 : 0, inapam: 0, infant: 0, student: 0, student_flex: 0, teacher: 0, teacher_flex: 0 };
  const created = await call<{ code: string; flow_token: string }>('POST', '/create', {
    origin: 'puerto-vallarta',
    destination: 'guadalajara',
    passengers,
    round: false,
    departure: { date: dayAhead(days), open: false },
    return: { date: null, open: true },
    // The language the traveller books in: its e-mails and documents are in it.
    lang,
  });
  const { code } = created;
  headers['x-flow-token'] = created.flow_token;
  type Schedule = { schedule_id: number; schedule_detail_id: number; layout_id: number; service_class: string };
  const { schedules } = await call<{ schedules: Schedule[] }>('GET', `/schedules?code=${code}`);
  const bus = schedules.find((s) => !serviceClass || s.service_class === serviceClass);
  if (!bus) throw new Error(`no ${serviceClass ?? ''} departure ${days} days ahead`);
  await call('POST', '/schedules', { code, departure: { open: false, schedule_id: bus.schedule_id, schedule_detail_id: bus.schedule_detail_id, layout_id: bus.layout_id } });
  const contact = { first_name: API_BUYER.firstName, last_name: API_BUYER.lastName, cell_phone: API_BUYER.phone, email: API_BUYER.email, privacy: true };
  const travellers = family ? API_FAMILY : [API_FAMILY[0]];
  await call('POST', '/contact', { code, contact, goes_contact: true, travellers });
  await call('POST', '/additionals', { code });
  const map = await call<{ cells: Array<{ seat_number: number | null; offered: boolean; state: string | null }> }>('GET', `/seats?code=${code}`);
  const free = map.cells.filter((cell) => cell.seat_number && cell.offered && cell.state === 'free' && (seat === undefined || cell.seat_number === seat));
  if (free.length < travellers.length) throw new Error('no free seat');
  const seats = travellers.map((traveller, i) => ({ seat_number: free[i]!.seat_number!, passenger_type: traveller.type }));
  await call('POST', '/seats', { code, departure: { seats } });
  const card = { number: '4242424242424242', name: `${API_BUYER.firstName} ${API_BUYER.lastName}`, expiry: '12/30', cvv: '123' };
  const paid = payment === 'card' ? { method: 'card', card, card_type: 'credit' } : { method: payment };
  await call('POST', '/payment', { code, idempotency_key: `e2e-${code}`, ...paid });
  await call('POST', '/confirm', { code });
  return code;
}
