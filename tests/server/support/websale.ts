import { count } from 'drizzle-orm';
import { decodeReservation } from '../../../domain/reservation/reservation-state';
import { passengers, reservations } from '../../../server/db/schema/reservations.schema';
import { decodeBase64Json } from '../../../domain/base64';
import { expectMatchesContract, expectMatchesSchema } from './contract';
import { call, type TestApp } from './engines';

export const noPassengers = { adult: 0, minor: 0, inapam: 0, infant: 0, student: 0, student_flex: 0, teacher: 0, teacher_flex: 0 };

/** A valid round trip Puerto Vallarta → Guadalajara for one adult, relative to TEST_NOW (2026-03-10). */
export function searchBody(overrides: Record<string, unknown> = {}) {
  return {
    origin: 'puerto-vallarta',
    destination: 'guadalajara',
    passengers: { ...noPassengers, adult: 1 },
    round: true,
    departure: { date: '2026-03-20', open: false },
    return: { date: '2026-03-25', open: false },
    ...overrides,
  };
}

export interface Payload {
  code: string;
  reservation: string;
  payment_deadline: string;
  payment_seconds_left: number;
  summary: { lines: Array<Record<string, unknown>>; tickets_total: number; additionals_total: number; total: number };
}

/** Calls a reservation-changing operation; on success checks the envelope and the decoded reservation against the contract. */
export async function reservationCall(t: TestApp, operationId: string, path: string, init: { method?: string; lang?: string; body?: unknown; headers?: Record<string, string> }) {
  const res = await call(t.app, `/api/websale${path}`, init);
  expectMatchesContract('websale', operationId, res.status, res.body);
  if (res.status !== 200) return { ...res, payload: null, reservation: null };
  const payload = res.body.content.data as Payload;
  // Both readers of the base64 value must accept it: the contract's schema and the client's decoder.
  const raw = decodeBase64Json(payload.reservation) as Record<string, unknown>;
  expectMatchesSchema('websale', 'Reservation', raw);
  if (!decodeReservation(payload.reservation)) throw new Error('the client cannot decode the reservation');
  return { ...res, payload, reservation: raw };
}

export function create(t: TestApp, body: unknown, lang?: string) {
  return reservationCall(t, 'createReservation', '/reservation/create', { method: 'POST', body, lang });
}

/** Rows stored, to prove a refused request wrote nothing. */
export async function storedRows(t: TestApp) {
  const [r] = await t.database.db.select({ n: count() }).from(reservations);
  const [p] = await t.database.db.select({ n: count() }).from(passengers);
  return { reservations: Number(r?.n), passengers: Number(p?.n) };
}
