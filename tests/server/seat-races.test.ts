import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passengers, reservations, seatHolds } from '../../server/db/schema/reservations.schema';
import { cloneReservation } from './support/bulk-reservations';
import { flowTokenOf } from './support/flow-tokens';
import { engines, openTestApp, sameOriginHeaders, type TestApp } from './support/engines';
import { whileRivalHolds } from './support/rival-hold';
import { adults, marchFareWindows, reservationOnBus, setSeats } from './support/seats';

// Races need several connections at once. PGlite is one connection in one process, so every request
// would run one after another and nothing could race: these tests run only on real PostgreSQL
// (TEST_DATABASE_URL), as docs/testing.md says (PGlite has one connection and cannot show a race); without it the suite is reported skipped with that reason.
const postgres = engines.find((e) => e.name === 'postgresql');
const RACE_TIMEOUT = 60_000;

type Attempt = { code: string; seat: number; type: string };
type Outcome = Attempt & { status: number; error: string | null };

const title = postgres ? 'seat races on PostgreSQL' : 'seat races (skipped: needs TEST_DATABASE_URL, PGlite has one connection and cannot race)';

describe.skipIf(!postgres)(title, () => {
  let t: TestApp;
  beforeAll(async () => {
    if (!postgres) return;
    // A pool as large as a server would run with, so many holds are really in flight together.
    t = await openTestApp(postgres, undefined, { fareWindows: marchFareWindows }, 30);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Fires every attempt at once through the app and waits for all of them. */
  async function storm(attempts: Attempt[]): Promise<Outcome[]> {
    return Promise.all(
      attempts.map(async (a) => {
        const res = await t.app.request('/api/websale/reservation/seats', {
          method: 'POST',
          headers: { ...sameOriginHeaders(), 'content-type': 'application/json', 'x-flow-token': flowTokenOf(a.code) ?? '' },
          body: JSON.stringify({ code: a.code, departure: { seats: [{ seat_number: a.seat, passenger_type: a.type }] } }),
        });
        const body = (await res.json()) as { content: { errors: Array<{ code: string }> } };
        return { ...a, status: res.status, error: body.content.errors[0]?.code ?? null };
      }),
    );
  }

  /** Live holds on the bus of `code`, with the holder's code and passenger type. */
  async function holdsOnBusOf(code: string) {
    const [row] = await t.database.db.select({ departureId: reservations.departureId }).from(reservations).where(eq(reservations.code, code));
    return t.database.db
      .select({ seat: seatHolds.seatNumber, code: reservations.code, type: passengers.type })
      .from(seatHolds)
      .innerJoin(reservations, eq(reservations.id, seatHolds.reservationId))
      .innerJoin(passengers, eq(passengers.id, seatHolds.passengerId))
      .where(and(eq(seatHolds.departureId, row?.departureId ?? -1), isNotNull(seatHolds.expiresAt)));
  }

  it('500 buyers on one seat leave exactly one hold, owned by the one buyer told yes', { timeout: RACE_TIMEOUT }, async () => {
    const template = await reservationOnBus(t, { date: '2026-03-20', time: '15:30' });
    const codes = await cloneReservation(t.database.db, template, 500, ['adult']);
    const outcomes = await storm(codes.map((code) => ({ code, seat: 5, type: 'adult' })));
    const winners = outcomes.filter((o) => o.status === 200);
    expect(winners).toHaveLength(1);
    expect(outcomes.filter((o) => o.status === 409 && o.error === 'seat_taken')).toHaveLength(499);
    expect(await holdsOnBusOf(template)).toEqual([{ seat: 5, code: winners[0]?.code, type: 'adult' }]);
  });

  it('1,000 buyers on a 29-seat bus, one random seat each: every seat asked for is held once, by a buyer told yes', { timeout: RACE_TIMEOUT }, async () => {
    const template = await reservationOnBus(t, { date: '2026-03-21', time: '15:30' });
    const codes = await cloneReservation(t.database.db, template, 1000, ['adult']);
    const outcomes = await storm(codes.map((code) => ({ code, seat: 1 + Math.floor(Math.random() * 29), type: 'adult' })));
    const winners = outcomes.filter((o) => o.status === 200);
    expect(outcomes.filter((o) => o.status !== 200).every((o) => o.status === 409 && o.error === 'seat_taken')).toBe(true);
    const holds = await holdsOnBusOf(template);
    // Zero double bookings: no seat twice, and no buyer told yes without the seat (or told no with it).
    expect(new Set(holds.map((h) => h.seat)).size).toBe(holds.length);
    expect(holds.length).toBeLessThanOrEqual(29);
    expect(holds.map((h) => `${h.code}:${h.seat}`).sort()).toEqual(winners.map((w) => `${w.code}:${w.seat}`).sort());
    // A seat someone asked for cannot end up free: the first to commit keeps it.
    expect(holds.map((h) => h.seat).sort((a, b) => a - b)).toEqual([...new Set(outcomes.map((o) => o.seat))].sort((a, b) => a - b));
  });

  it('a seat another buyer wins while the hold waits on it: nothing of the hold stays, the seats held before stay held', { timeout: RACE_TIMEOUT }, async () => {
    // Decision 085: an adult's hold is one statement. Another buyer's insert of seat 6, not yet committed, is invisible to
    // its check for taken seats; the statement gives up seats 3 and 4, holds 5, waits on 6, and fails when the other commits.
    const code = await reservationOnBus(t, { date: '2026-03-23', time: '15:30', passengers: { adult: 2 } });
    expect((await setSeats(t, code, adults(3, 4))).status).toBe(200);
    const [other] = await cloneReservation(t.database.db, code, 1, ['adult']);
    const [mine] = await t.database.db.select({ id: reservations.id, departureId: reservations.departureId }).from(reservations).where(eq(reservations.code, code));
    const [theirs] = await t.database.db.select({ id: reservations.id }).from(reservations).where(eq(reservations.code, other!));
    const answer = await whileRivalHolds(t, { departureId: mine!.departureId!, seat: 6, reservationId: theirs!.id }, () => setSeats(t, code, adults(5, 6)));
    expect(answer.status).toBe(409);
    expect(answer.body.content.errors).toEqual([expect.objectContaining({ code: 'seat_taken', field: 'departure.seats', seats: [6] })]);
    const holds = await holdsOnBusOf(code);
    expect(holds.filter((h) => h.code === code).map((h) => h.seat).sort((a, b) => a - b)).toEqual([3, 4]);
  });

  it('200 students, 100 teachers and 100 INAPAM buyers at once get exactly 8, 2 and 2 seats', { timeout: RACE_TIMEOUT }, async () => {
    const template = await reservationOnBus(t, { date: '2026-03-22', time: '13:00' });
    const db = t.database.db;
    const [students, teachers, seniors] = await Promise.all([
      cloneReservation(db, template, 200, ['student']),
      cloneReservation(db, template, 100, ['teacher']),
      cloneReservation(db, template, 100, ['inapam']),
    ]);
    // Seats spread over 40 of the 42 so that seats are never what runs out: only the quotas can refuse.
    const attempts = [
      ...students.map((code, i) => ({ code, seat: 1 + (i % 40), type: 'student' })),
      ...teachers.map((code, i) => ({ code, seat: 1 + ((i * 7) % 40), type: 'teacher' })),
      ...seniors.map((code, i) => ({ code, seat: 1 + ((i * 11) % 40), type: 'inapam' })),
    ].sort(() => Math.random() - 0.5);
    const outcomes = await storm(attempts);
    const won = (type: string) => outcomes.filter((o) => o.status === 200 && o.type === type).length;
    expect([won('student'), won('teacher'), won('inapam')]).toEqual([8, 2, 2]);
    expect(outcomes.filter((o) => o.status !== 200).every((o) => o.error === 'discount_seats_exhausted' || o.error === 'seat_taken')).toBe(true);
    const holds = await holdsOnBusOf(template);
    expect(holds).toHaveLength(12);
    expect(new Set(holds.map((h) => h.seat)).size).toBe(12);
  });
});
