import { expect } from 'vitest';
import type { FareWindow, FareWindows } from '../../../domain/search/fare-windows';
import { expectMatchesContract } from './contract';
import { call, type TestApp } from './engines';
import { create, noPassengers, reservationCall, searchBody } from './websale';

export type Cell = {
  row: number;
  column: number;
  floor: number;
  kind: 'seat' | 'aisle' | 'driver' | 'wc' | 'stairs';
  seat_number: number | null;
  position: 'window' | 'aisle' | null;
  state: 'free' | 'taken' | 'held' | null;
  offered: boolean;
};
export type SeatMap = {
  direction: string;
  schedule_id: number;
  layout_id: number;
  name: string;
  rows: number;
  columns: number;
  cells: Cell[];
  seats_to_pick: number;
  discount_seats: { student: number; teacher: number; inapam: number };
  seats_healthy: boolean;
  held_until: string | null;
};
export type Choice = { seat_number: number; passenger_type: string };
export type LegSeats = { seats: Choice[]; seats_healthy: number[] };

// Student and teacher fares sell in March for these tests (the seeded windows are summer and winter).
const march: FareWindow = { name: 'test-march', sale: { from: '2026-03-01', to: '2026-03-31' }, travel: { from: '2026-03-01', to: '2026-04-30' } };
export const marchFareWindows: FareWindows = { student: [march], teacher: [march], student_flex: [march], teacher_flex: [march] };

type Schedule = { schedule_id: number; schedule_detail_id: number; layout_id: number; departure_time: string };
const pick = (s: Schedule) => ({ open: false, schedule_id: s.schedule_id, schedule_detail_id: s.schedule_detail_id, layout_id: s.layout_id });

async function scheduleAt(t: TestApp, code: string, direction: 'departure' | 'return', time: string): Promise<Schedule> {
  const res = await call(t.app, `/api/websale/reservation/schedules?code=${code}&direction=${direction}`);
  expect(res.status).toBe(200);
  const found = (res.body.content.data as { schedules: Schedule[] }).schedules.find((s) => s.departure_time === `${time}:00`);
  if (!found) throw new Error(`no ${direction} bus at ${time}`);
  return found;
}

/**
 * A reservation Puerto Vallarta → Guadalajara on the bus leaving at `time` (and back at `returnTime`).
 * Intercity buses: 06:00, 10:30, 15:30, 23:30 executive 2+1; 08:00, 13:00 first 2+2; 18:00 first 2+2 with healthy distance.
 */
export async function reservationOnBus(
  t: TestApp,
  opts: { date: string; time: string; passengers?: Partial<typeof noPassengers>; returnDate?: string; returnTime?: string },
): Promise<string> {
  const round = opts.returnDate !== undefined;
  const created = await create(
    t,
    searchBody({
      passengers: { ...noPassengers, ...(opts.passengers ?? { adult: 1 }) },
      round,
      departure: { date: opts.date, open: false },
      return: round ? { date: opts.returnDate, open: false } : { date: null, open: true },
    }),
  );
  expect(created.status, JSON.stringify(created.body.content.errors)).toBe(200);
  const code = created.payload?.code ?? '';
  const departure = pick(await scheduleAt(t, code, 'departure', opts.time));
  const ret = round ? pick(await scheduleAt(t, code, 'return', opts.returnTime ?? opts.time)) : null;
  const chosen = await reservationCall(t, 'setSchedules', '/reservation/schedules', { method: 'POST', body: { code, departure, return: ret } });
  expect(chosen.status, JSON.stringify(chosen.body.content.errors)).toBe(200);
  return code;
}

export async function seatMap(t: TestApp, code: string, direction: 'departure' | 'return' = 'departure', lang?: string) {
  const res = await call(t.app, `/api/websale/reservation/seats?code=${code}&direction=${direction}`, { lang });
  expectMatchesContract('websale', 'getSeats', res.status, res.body);
  return { ...res, map: res.body.content.data as SeatMap };
}

/** setSchedules to the departure bus at another time on the same day; returns the released seats. */
export async function moveToBus(t: TestApp, code: string, time: string) {
  const departure = pick(await scheduleAt(t, code, 'departure', time));
  const res = await reservationCall(t, 'setSchedules', '/reservation/schedules', { method: 'POST', body: { code, departure } });
  expect(res.status).toBe(200);
  return (res.reservation as { released_seats: number[] }).released_seats;
}

/** setSchedules: the departure bus at `time`, and on a round trip the return's at `returnTime` (else `open` for an open return); the whole answer. */
export async function chooseBus(t: TestApp, code: string, time: string, returnTime?: string | 'open') {
  const departure = pick(await scheduleAt(t, code, 'departure', time));
  const open = { open: true, schedule_id: null, schedule_detail_id: null, layout_id: null };
  const ret = returnTime === undefined ? null : returnTime === 'open' ? open : pick(await scheduleAt(t, code, 'return', returnTime));
  return reservationCall(t, 'setSchedules', '/reservation/schedules', { method: 'POST', body: { code, departure, return: ret } });
}

/** POST reservation/seats; on success also returns the decoded reservation's seats and released_seats. */
export async function setSeats(t: TestApp, code: string, departure: Choice[], ret?: Choice[]) {
  const body = { code, departure: { seats: departure }, ...(ret ? { return: { seats: ret } } : {}) };
  const res = await reservationCall(t, 'setSeats', '/reservation/seats', { method: 'POST', body });
  const reservation = res.reservation as { seats: { departure: LegSeats; return: LegSeats }; released_seats: number[] } | null;
  return { ...res, seats: reservation?.seats ?? null, released: reservation?.released_seats ?? null };
}

export const adults = (...numbers: number[]): Choice[] => numbers.map((n) => ({ seat_number: n, passenger_type: 'adult' }));

export function seatCell(map: SeatMap, seat: number): Cell {
  const cell = map.cells.find((c) => c.seat_number === seat);
  if (!cell) throw new Error(`seat ${seat} is not on the map`);
  return cell;
}
