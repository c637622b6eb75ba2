import type { TestApp } from '../engines';
import { cardOf, contactOf, personal, travellerOf } from './personal';
import { sendJson, type WireAnswer } from './send';

/** A reservation the seed made through the API, in a given state of the flow. */
export interface SeededReservation {
  code: string;
  /**
   * INTEGRATION POINT: headers this reservation's own calls carry (the flow token issued at create).
   * Filled from the create answer in `createOne`; `send` adds them to every request about this code.
   */
  headers: Record<string, string>;
  /** A schedule choice valid for it (departure leg). */
  choice: { open: false; schedule_id: number; schedule_detail_id: number; layout_id: number };
  seat: number | null;
  /** Its one passenger (the seat map's id), for the one-seat hold. */
  passengerId: number | null;
  ticket: string | null;
}

export type SeedState = 'created' | 'ready' | 'paid' | 'pend';

export interface Seed {
  byState: Record<SeedState, SeededReservation[]>;
  all: SeededReservation[];
  /** Every value a log must never show: the personal values plus the seeded reservation codes. */
  secrets: string[];
}

const envelopeData = (a: WireAnswer) => (a.json as { content?: { data?: Record<string, unknown> } } | undefined)?.content?.data ?? {};

function expectOk(what: string, a: WireAnswer): Record<string, unknown> {
  if (a.status !== 200) throw new Error(`seed: ${what} answered ${a.status} ${a.text.slice(0, 300)}`);
  return envelopeData(a);
}

const passengers = { adult: 1, minor: 0, inapam: 0, infant: 0, student: 0, student_flex: 0, teacher: 0, teacher_flex: 0 };
export const seedSearch = {
  origin: 'puerto-vallarta',
  destination: 'guadalajara',
  passengers,
  round: false,
  departure: { date: '2026-03-20', open: false },
  return: { date: null, open: true },
};

async function createOne(t: TestApp, time: string): Promise<SeededReservation> {
  const created = expectOk('create', await sendJson(t.app, 'POST', '/api/websale/reservation/create', seedSearch));
  const code = String(created.code);
  // The reservation's own calls carry the flow token create answered (decision 019).
  const headers: Record<string, string> = { 'x-flow-token': String(created.flow_token) };
  const r = { code, headers };
  const list = expectOk('schedules', await sendJson(t.app, 'GET', `/api/websale/reservation/schedules?code=${code}`, undefined, { reservation: r }));
  const schedules = list.schedules as Array<{ schedule_id: number; schedule_detail_id: number; layout_id: number; departure_time: string }>;
  const bus = schedules.find((s) => s.departure_time === `${time}:00`) ?? schedules[0];
  if (!bus) throw new Error('seed: no departure to choose');
  const choice = { open: false as const, schedule_id: bus.schedule_id, schedule_detail_id: bus.schedule_detail_id, layout_id: bus.layout_id };
  expectOk('setSchedules', await sendJson(t.app, 'POST', '/api/websale/reservation/schedules', { code, departure: choice }, { reservation: r }));
  return { code, headers, choice, seat: null, passengerId: null, ticket: null };
}

/** Only a first-class bus has a wheelchair place (domain/seats/wheelchair.ts): `wheelchair` is asked for there. */
async function makeReady(t: TestApp, r: SeededReservation, wheelchair: boolean): Promise<void> {
  const o = { reservation: r };
  expectOk('setContact', await sendJson(t.app, 'POST', '/api/websale/reservation/contact', { code: r.code, contact: contactOf(), goes_contact: true, travellers: [travellerOf()] }, o));
  const additionals = { code: r.code, ...(wheelchair ? { wheelchair: { spaces: 1, note: personal.note } } : {}), insurance: [0] };
  expectOk('setAdditionals', await sendJson(t.app, 'POST', '/api/websale/reservation/additionals', additionals, o));
  const map = expectOk('getSeats', await sendJson(t.app, 'GET', `/api/websale/reservation/seats?code=${r.code}`, undefined, o));
  const free = (map.cells as Array<{ seat_number: number | null; offered: boolean; state: string | null }>).find((c) => c.seat_number && c.offered && c.state === 'free');
  if (!free?.seat_number) throw new Error('seed: no free seat');
  r.seat = free.seat_number;
  r.passengerId = (map.passengers as Array<{ id: number }>)[0]?.id ?? null;
  expectOk('setSeats', await sendJson(t.app, 'POST', '/api/websale/reservation/seats', { code: r.code, departure: { seats: [{ seat_number: r.seat, passenger_type: 'adult' }] } }, o));
}

async function pay(t: TestApp, r: SeededReservation, method: 'card' | 'office'): Promise<void> {
  const o = { reservation: r };
  const body = { code: r.code, method, idempotency_key: `seed-${r.code}-key`, ...(method === 'card' ? { card: cardOf() } : {}) };
  expectOk('confirmPayment', await sendJson(t.app, 'POST', '/api/websale/reservation/payment', body, o));
  const confirmed = expectOk('confirm', await sendJson(t.app, 'POST', '/api/websale/reservation/confirm', { code: r.code }, o));
  r.ticket = (confirmed.tickets as Array<{ number: string }>)[0]?.number ?? null;
}

/**
 * Reservations in each state the operations need, so a mutated request about a real code reaches the
 * validation behind the lookup (not only 404): `created` (bus chosen), `ready` (contact with the personal
 * values, a wheelchair note, a held seat), `paid` (card, tickets issued) and `pend` (to pay at the office).
 * `perState` reservations of each, so an operation that changes one can have its own.
 */
export async function seedReservations(t: TestApp, perState: Partial<Record<SeedState, number>> = {}): Promise<Seed> {
  const count = { created: 2, ready: 5, paid: 2, pend: 2, ...perState };
  const byState: Record<SeedState, SeededReservation[]> = { created: [], ready: [], paid: [], pend: [] };
  const times = ['06:00', '10:30', '15:30', '23:30'];
  let i = 0;
  for (const state of ['created', 'ready', 'paid', 'pend'] as const) {
    for (let n = 0; n < count[state]; n++) {
      // The first two ready reservations ride the first-class buses, each holding its wheelchair place.
      const firstClass = state === 'ready' && n < 2 ? (['08:00', '13:00'] as const)[n] : undefined;
      const r = await createOne(t, firstClass ?? times[i++ % times.length]!);
      if (state !== 'created') await makeReady(t, r, firstClass !== undefined);
      if (state === 'paid') await pay(t, r, 'card');
      if (state === 'pend') await pay(t, r, 'office');
      byState[state].push(r);
    }
  }
  const all = Object.values(byState).flat();
  const secrets = [...Object.values(personal).filter((v) => v.length >= 6), ...all.map((r) => r.code)];
  return { byState, all, secrets };
}
