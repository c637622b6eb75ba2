import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { gunzipSync, inflateSync } from 'node:zlib';

// A traveller booking through the public API over real HTTP, as the site's page does: the CSRF double
// submit (cookie + header, no Origin: a non-browser client, decision 017), the reservation's flow token
// (decision 019) and an idempotency key per payment. Each call may go to another base URL (another
// instance, or the balancer), which is what the scale-out script needs.

export interface Envelope {
  status: number;
  data: Record<string, unknown> | null;
  errors: unknown;
}

export type Pick = () => string;

const csrf = randomBytes(32).toString('base64url');
/**
 * What the travellers accept, as Chromium asks (FUNNEL_ACCEPT_ENCODING, default `gzip, deflate, br, zstd`): the
 * answers come compressed as a browser's do, and are inflated here. `none`: plain answers (the benches' figures
 * before decision 088).
 */
const ACCEPT_ENCODING = process.env.FUNNEL_ACCEPT_ENCODING === 'none' ? undefined : (process.env.FUNNEL_ACCEPT_ENCODING ?? 'gzip, deflate, br, zstd');
const headers = (flowToken: string | undefined, lang = 'es', address?: string): Record<string, string> => ({
  cookie: `csrf_token=${csrf}`,
  'x-csrf-token': csrf,
  'content-type': 'application/json',
  lang,
  ...(flowToken ? { 'x-flow-token': flowToken } : {}),
  ...(ACCEPT_ENCODING ? { 'accept-encoding': ACCEPT_ENCODING } : {}),
  // The traveller's own address as a balancer in front would pass it on (believed with TRUST_PROXY=1).
  ...(address ? { 'x-forwarded-for': address } : {}),
});

// node:http with kept-alive connections rather than fetch: the load generator shares the server's cores, and
// fetch's Request, Response and streams cost it several times what a plain request does.
// An idle connection is closed here after 4 s, before the server's 5 s keep-alive timeout closes it: otherwise a
// request sent on it at that moment meets a reset (ECONNRESET) that no server fault caused.
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity, timeout: 4_000 });

/**
 * How long a traveller waits for an answer before giving up (and closing the connection, as a browser whose
 * person left does): FUNNEL_TIMEOUT_MS, 30 s by default. A shorter one overloads the server sooner.
 */
const TIMEOUT_MS = Number(process.env.FUNNEL_TIMEOUT_MS ?? 30_000);

/** One request over the kept-alive agent: status and body, or a thrown network error (after TIMEOUT_MS). */
export function request(url: string, method: string, headers: Record<string, string>, body?: string): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent, signal: AbortSignal.timeout(TIMEOUT_MS) }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        try {
          resolve({ status: res.statusCode ?? 0, body: encoding === 'gzip' ? gunzipSync(raw) : encoding === 'deflate' ? inflateSync(raw) : raw });
        } catch (error) {
          reject(error as Error);
        }
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

export async function api(base: string, path: string, body?: unknown, flowToken?: string, address?: string): Promise<Envelope> {
  const res = await request(`${base}/api/websale${path}`, body === undefined ? 'GET' : 'POST', headers(flowToken, 'es', address), body === undefined ? undefined : JSON.stringify(body));
  type Body = { content?: { data?: Record<string, unknown>; errors?: unknown } } | null;
  const parsed = ((): Body => {
    try {
      return JSON.parse(res.body.toString('utf8')) as Body;
    } catch {
      return null;
    }
  })();
  return { status: res.status, data: parsed?.content?.data ?? null, errors: parsed?.content?.errors ?? null };
}

const none = { adult: 0, minor: 0, inapam: 0, infant: 0, student: 0, student_flex: 0, teacher: 0, teacher_flex: 0 };
export const contact = { first_name: 'Ana', last_name: 'Carga Prueba', cell_phone: '3221234567', email: 'carga@example.mx', privacy: true };

export class StepFailed extends Error {
  constructor(readonly step: string, readonly answer: Envelope | string) {
    super(`${step}: ${typeof answer === 'string' ? answer : `${answer.status} ${JSON.stringify(answer.errors)}`}`);
  }
}

function expectOk(step: string, answer: Envelope): Envelope {
  if (answer.status !== 200) throw new StepFailed(step, answer);
  return answer;
}

export interface Booking {
  code: string;
  flowToken: string;
}

/** Creates a one-way reservation Puerto Vallarta → Guadalajara on `date` and chooses the bus at `time` (or the first). */
export async function reservationOnBus(pick: Pick, date: string, time?: string): Promise<Booking> {
  const created = expectOk('create', await api(pick(), '/reservation/create', {
    origin: 'puerto-vallarta', destination: 'guadalajara', passengers: { ...none, adult: 1 }, round: false,
    departure: { date, open: false }, return: { date: null, open: true },
  }));
  const code = String(created.data?.code);
  const flowToken = String(created.data?.flow_token);
  const list = expectOk('schedules', await api(pick(), `/reservation/schedules?code=${code}&direction=departure`, undefined, flowToken));
  const buses = (list.data?.schedules ?? []) as Array<Record<string, unknown>>;
  // Without a time, the day's first bus that still has a free seat, as a traveller picks from the list (a quicker
  // machine fills the first buses of the scale-out's days within its run).
  const bus = time ? buses.find((s) => s.departure_time === `${time}:00`) : buses.find((s) => Number(s.free_seats) > 0);
  if (!bus) throw new StepFailed('schedules', `no bus${time ? ` at ${time}` : ' with a free seat'} on ${date}`);
  const departure = { open: false, schedule_id: bus.schedule_id, schedule_detail_id: bus.schedule_detail_id, layout_id: bus.layout_id };
  expectOk('choose bus', await api(pick(), '/reservation/schedules', { code, departure, return: null }, flowToken));
  expectOk('contact', await api(pick(), '/reservation/contact', {
    code, contact, goes_contact: true, travellers: [{ type: 'adult', first_name: contact.first_name, last_name: contact.last_name }],
  }, flowToken));
  return { code, flowToken };
}

/** Holds `seat`; answers the call as it came (409-like refusals are the caller's to count). */
export function holdSeat(base: string, booking: Booking, seat: number): Promise<Envelope> {
  return api(base, '/reservation/seats', { code: booking.code, departure: { seats: [{ seat_number: seat, passenger_type: 'adult' }] } }, booking.flowToken);
}

/** The free seats the seat map offers. */
export async function freeSeats(pick: Pick, booking: Booking): Promise<number[]> {
  const map = expectOk('seat map', await api(pick(), `/reservation/seats?code=${booking.code}&direction=departure`, undefined, booking.flowToken));
  const cells = (map.data?.cells ?? []) as Array<{ seat_number: number | null; state: string | null; offered: boolean }>;
  return cells.filter((c) => c.seat_number !== null && c.state === 'free' && c.offered).map((c) => c.seat_number as number);
}

/** Pays by the sandbox's approving card and confirms: the ticket numbers, or a StepFailed. */
export async function payAndConfirm(pick: Pick, booking: Booking): Promise<string[]> {
  const paid = expectOk('pay', await api(pick(), '/reservation/payment', {
    code: booking.code, method: 'card', idempotency_key: `${booking.code}-1`,
    card: { number: '4242424242424242', name: 'Ana Carga', expiry: '12/30', cvv: '123' },
  }, booking.flowToken));
  if (paid.data?.payment !== 'approved') throw new StepFailed('pay', `payment ${String(paid.data?.payment)}`);
  const confirmed = expectOk('confirm', await api(pick(), '/reservation/confirm', { code: booking.code }, booking.flowToken));
  return ((confirmed.data?.tickets ?? []) as Array<{ number: string }>).map((t) => t.number);
}
