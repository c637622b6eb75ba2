import { and, eq, gte, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passengers, reservations, seatHolds } from '../../server/db/schema/reservations.schema';
import { cloneReservation } from './support/bulk-reservations';
import { flowTokenOf } from './support/flow-tokens';
import { whileRivalHolds } from './support/rival-hold';
import { engines, openTestApp, sameOriginHeaders, type TestApp } from './support/engines';
import { adults, marchFareWindows, reservationOnBus, setSeats } from './support/seats';

// The one-seat hold (a tap) and the wheelchair place under concurrency. Like seat-races.test.ts, only
// real PostgreSQL can race (PGlite is one connection); without TEST_DATABASE_URL the suite says so.
const postgres = engines.find((e) => e.name === 'postgresql');
const RACE_TIMEOUT = 60_000;
const title = postgres ? 'seat tap races on PostgreSQL' : 'seat tap races (skipped: needs TEST_DATABASE_URL, PGlite has one connection and cannot race)';

describe.skipIf(!postgres)(title, () => {
  let t: TestApp;
  beforeAll(async () => {
    if (!postgres) return;
    t = await openTestApp(postgres, undefined, { fareWindows: marchFareWindows }, 30);
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (path: string, code: string, body: Record<string, unknown>) =>
    t.app.request(`/api/websale${path}`, {
      method: 'POST',
      headers: { ...sameOriginHeaders(), 'content-type': 'application/json', 'x-flow-token': flowTokenOf(code) ?? '' },
      body: JSON.stringify({ code, ...body }),
    });
  async function errorOf(res: Response) {
    const body = (await res.json()) as { content: { errors: Array<{ code: string }> } };
    return body.content.errors[0]?.code ?? null;
  }
  async function passengerOf(codes: string[]) {
    const rows = await t.database.db
      .select({ code: reservations.code, id: passengers.id })
      .from(passengers)
      .innerJoin(reservations, eq(reservations.id, passengers.reservationId))
      .where(inArray(reservations.code, codes));
    return new Map(rows.map((r) => [r.code, r.id]));
  }
  async function departureOf(code: string) {
    const [row] = await t.database.db.select({ id: reservations.departureId }).from(reservations).where(eq(reservations.code, code));
    return row?.id ?? -1;
  }

  it('a tapped seat another buyer wins while the tap waits on it: the passenger keeps the seat held before', { timeout: RACE_TIMEOUT }, async () => {
    // Decision 085: a tap is one statement. The rival's insert of seat 6, not yet committed, is invisible to its check
    // for taken seats; it gives up the passenger's seat 3, waits on 6, and fails when the rival commits.
    const code = await reservationOnBus(t, { date: '2026-03-24', time: '15:30' });
    const passenger = (await passengerOf([code])).get(code);
    expect((await post('/reservation/seat', code, { direction: 'departure', seat_number: 3, passenger_id: passenger })).status).toBe(200);
    const [other] = await cloneReservation(t.database.db, code, 1, ['adult']);
    const [theirs] = await t.database.db.select({ id: reservations.id }).from(reservations).where(eq(reservations.code, other!));
    const tapped = async () => post('/reservation/seat', code, { direction: 'departure', seat_number: 6, passenger_id: passenger });
    const answer = await whileRivalHolds(t, { departureId: await departureOf(code), seat: 6, reservationId: theirs!.id }, tapped);
    expect(answer.status).toBe(409);
    expect(await errorOf(answer)).toBe('seat_taken');
    const held = await t.database.db
      .select({ seat: seatHolds.seatNumber, passenger: seatHolds.passengerId })
      .from(seatHolds)
      .innerJoin(reservations, eq(reservations.id, seatHolds.reservationId))
      .where(eq(reservations.code, code));
    expect(held).toEqual([{ seat: 3, passenger }]);
  });

  it('200 buyers tapping the last free seat at once leave one holder, the one told yes', { timeout: RACE_TIMEOUT }, async () => {
    const template = await reservationOnBus(t, { date: '2026-03-26', time: '15:30' });
    // 28 of the 29 seats are taken first, four buyers of seven seats each; seat 29 is the last.
    const fillers = await cloneReservation(t.database.db, template, 4, Array(7).fill('adult'));
    for (const [index, code] of fillers.entries()) {
      expect((await setSeats(t, code, adults(...Array.from({ length: 7 }, (_, i) => index * 7 + i + 1)))).status).toBe(200);
    }
    const codes = await cloneReservation(t.database.db, template, 200, ['adult']);
    const ids = await passengerOf(codes);
    const outcomes = await Promise.all(
      codes.map(async (code) => {
        const res = await post('/reservation/seat', code, { direction: 'departure', seat_number: 29, passenger_id: ids.get(code) });
        return { code, status: res.status, error: await errorOf(res) };
      }),
    );
    const winners = outcomes.filter((o) => o.status === 200);
    expect(winners).toHaveLength(1);
    expect(outcomes.filter((o) => o.status === 409 && o.error === 'seat_taken')).toHaveLength(199);
    const holds = await t.database.db
      .select({ code: reservations.code, passengerId: seatHolds.passengerId })
      .from(seatHolds)
      .innerJoin(reservations, eq(reservations.id, seatHolds.reservationId))
      .where(and(eq(seatHolds.departureId, await departureOf(template)), eq(seatHolds.seatNumber, 29)));
    expect(holds).toEqual([{ code: winners[0]?.code, passengerId: ids.get(winners[0]!.code) }]);
  });

  it('100 travellers asking for the one wheelchair place of a first-class bus at once: one holds it, the others are told no place is free', { timeout: RACE_TIMEOUT }, async () => {
    const template = await reservationOnBus(t, { date: '2026-03-26', time: '13:00' });
    const codes = await cloneReservation(t.database.db, template, 100, ['adult']);
    const outcomes = await Promise.all(
      codes.map(async (code) => {
        const res = await post('/reservation/additionals', code, { wheelchair: { spaces: 1, note: 'Silla plegable' } });
        return { code, status: res.status, error: await errorOf(res) };
      }),
    );
    const winners = outcomes.filter((o) => o.status === 200);
    expect(winners).toHaveLength(1);
    expect(outcomes.filter((o) => o.status === 409 && o.error === 'wheelchair_place_unavailable')).toHaveLength(99);
    const places = await t.database.db
      .select({ code: reservations.code, seat: seatHolds.seatNumber })
      .from(seatHolds)
      .innerJoin(reservations, eq(reservations.id, seatHolds.reservationId))
      .where(and(eq(seatHolds.departureId, await departureOf(template)), gte(seatHolds.seatNumber, 901), isNotNull(seatHolds.expiresAt)));
    expect(places).toEqual([{ code: winners[0]?.code, seat: 901 }]);
  });
});
