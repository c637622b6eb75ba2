import { performance } from 'node:perf_hooks';
import { api, contact, request, type Envelope } from './http-traveller';

// One traveller of a hot sale, through the public API as the site's pages call it, in the steps' order
// (search, schedules, contact, seats, payment, tickets): each step timed, the first refusal ending the
// journey with its step named. A seat taken between the map and the tap is tried again on another free seat
// (as the seat map does), up to three times; a bus with no free seat left is the clean "sold out".

export type Step = 'search' | 'schedules' | 'choose bus' | 'contact' | 'seat map' | 'hold' | 'pay' | 'confirm' | 'ticket pdf';
export const STEPS: Step[] = ['search', 'schedules', 'choose bus', 'contact', 'seat map', 'hold', 'pay', 'confirm', 'ticket pdf'];

export interface Outcome {
  /** Milliseconds per step the traveller reached (a retried hold counts each try). */
  timings: Array<[Step, number]>;
  /** Where the journey ended short: a refusal a full bus gives, or an error. */
  ended?: { step: Step; kind: 'seat taken' | 'sold out' | 'error'; detail: string };
  /** Milliseconds the traveller spent in its pauses: the journey's length if the server answered at once. */
  paused: number;
}

const none = { adult: 0, minor: 0, inapam: 0, infant: 0, student: 0, student_flex: 0, teacher: 0, teacher_flex: 0 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

class Ended extends Error {
  constructor(readonly step: Step, readonly kind: 'seat taken' | 'sold out' | 'error', readonly detail: string) {
    super(`${step}: ${kind} ${detail}`);
  }
}

const describe = (answer: Envelope) => `${answer.status} ${JSON.stringify(answer.errors)?.slice(0, 160)}`;

export interface Journey {
  base: string;
  /** The departure day, yyyy-mm-dd. */
  date: string;
  /** Picks the bus among those the search offers (index into the list). */
  pickBus: (count: number) => number;
  /** The pause between two steps, as a person reads and taps. */
  think: () => number;
  /** The traveller's own address, sent as a balancer would pass it on; absent, every traveller is 127.0.0.1. */
  address?: string;
}

export async function travel(journey: Journey): Promise<Outcome> {
  const timings: Outcome['timings'] = [];
  const timed = async <T>(step: Step, call: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    try {
      return await call();
    } finally {
      timings.push([step, performance.now() - started]);
    }
  };
  const ok = (step: Step, answer: Envelope) => {
    if (answer.status !== 200) throw new Ended(step, 'error', describe(answer));
    return answer;
  };
  let paused = 0;
  const pause = () => {
    const ms = journey.think();
    paused += ms;
    return sleep(ms);
  };
  try {
    const { base, address } = journey;
    const call = (path: string, body?: unknown, token?: string) => api(base, path, body, token, address);
    const created = await timed('search', async () => ok('search', await call('/reservation/create', {
      origin: 'puerto-vallarta', destination: 'guadalajara', passengers: { ...none, adult: 1 }, round: false,
      departure: { date: journey.date, open: false }, return: { date: null, open: true },
    })));
    const code = String(created.data?.code);
    const token = String(created.data?.flow_token);
    const list = await timed('schedules', async () => ok('schedules', await call(`/reservation/schedules?code=${code}&direction=departure`, undefined, token)));
    const buses = (list.data?.schedules ?? []) as Array<Record<string, unknown>>;
    if (buses.length === 0) throw new Ended('schedules', 'error', `no bus on ${journey.date}`);
    const bus = buses[journey.pickBus(buses.length)]!;
    await pause();
    const departure = { open: false, schedule_id: bus.schedule_id, schedule_detail_id: bus.schedule_detail_id, layout_id: bus.layout_id };
    await timed('choose bus', async () => ok('choose bus', await call('/reservation/schedules', { code, departure, return: null }, token)));
    await pause();
    await timed('contact', async () => ok('contact', await call('/reservation/contact', {
      code, contact, goes_contact: true, travellers: [{ type: 'adult', first_name: contact.first_name, last_name: contact.last_name }],
    }, token)));
    let held = false;
    for (let attempt = 0; attempt < 3 && !held; attempt++) {
      const map = await timed('seat map', async () => ok('seat map', await call(`/reservation/seats?code=${code}&direction=departure`, undefined, token)));
      const cells = (map.data?.cells ?? []) as Array<{ seat_number: number | null; state: string | null; offered: boolean }>;
      const free = cells.filter((c) => c.seat_number !== null && c.state === 'free' && c.offered).map((c) => c.seat_number!);
      if (free.length === 0) throw new Ended('seat map', 'sold out', 'no free seat on the bus');
      await pause();
      const seat = free[Math.floor(Math.random() * free.length)]!;
      const answer = await timed('hold', () => call('/reservation/seats', { code, departure: { seats: [{ seat_number: seat, passenger_type: 'adult' }] } }, token));
      if (answer.status === 200) held = true;
      else if (answer.status >= 500 || answer.status === 0) throw new Ended('hold', 'error', describe(answer));
    }
    if (!held) throw new Ended('hold', 'seat taken', 'three seats taken between the map and the tap');
    await pause();
    const paid = await timed('pay', async () => ok('pay', await call('/reservation/payment', {
      code, method: 'card', idempotency_key: `${code}-1`,
      card: { number: '4242424242424242', name: 'Ana Carga', expiry: '12/30', cvv: '123' },
    }, token)));
    if (paid.data?.payment !== 'approved') throw new Ended('pay', 'error', `payment ${String(paid.data?.payment)}`);
    await timed('confirm', async () => ok('confirm', await call('/reservation/confirm', { code }, token)));
    await timed('ticket pdf', async () => {
      const res = await request(`${base}/api/websale/reservation/pdf?code=${code}&download=1`, 'GET', { 'x-flow-token': token, lang: 'es', ...(address ? { 'x-forwarded-for': address } : {}) });
      if (res.status !== 200 || res.body.byteLength < 1000) throw new Ended('ticket pdf', 'error', `${res.status}, ${res.body.byteLength} bytes`);
    });
    return { timings, paused };
  } catch (error) {
    if (error instanceof Ended) return { timings, paused, ended: { step: error.step, kind: error.kind, detail: error.detail } };
    // The timed call that threw is the last one written.
    const step = timings.at(-1)?.[0] ?? 'search';
    const cause = (error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name;
    return { timings, paused, ended: { step, kind: 'error', detail: `network ${cause}` } };
  }
}
