import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, openTestApp, type TestApp } from './support/engines';
import { adults, marchFareWindows, moveToBus, reservationOnBus, seatCell, seatMap, setSeats } from './support/seats';

const MINUTE = 60_000;

describe.each(engines)('websale seats on $name', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(engine, undefined, { fareWindows: marchFareWindows });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('draws the executive 2+1 bus: driver and stairs in front, pairs on the left, singles on the right, WC at the back', async () => {
    const code = await reservationOnBus(t, { date: '2026-03-20', time: '15:30', passengers: { adult: 2, infant: 1 } });
    const { status, map } = await seatMap(t, code);
    expect(status).toBe(200);
    expect(map).toMatchObject({ direction: 'departure', name: 'Ejecutivo 2+1', rows: 11, columns: 4, seats_to_pick: 2, seats_healthy: false });
    expect(map.discount_seats).toEqual({ student: 8, teacher: 2, inapam: 2 });
    expect(map.cells).toHaveLength(44);
    expect(map.cells.filter((c) => c.row === 1).map((c) => c.kind)).toEqual(['driver', 'aisle', 'aisle', 'stairs']);
    const row2 = map.cells.filter((c) => c.row === 2).map((c) => [c.kind, c.seat_number, c.position]);
    expect(row2).toEqual([['seat', 1, 'window'], ['seat', 2, 'aisle'], ['aisle', null, null], ['seat', 3, 'window']]);
    expect(map.cells.filter((c) => c.row === 11).map((c) => [c.kind, c.seat_number])).toEqual([['seat', 28], ['seat', 29], ['aisle', null], ['wc', null]]);
    const seats = map.cells.filter((c) => c.kind === 'seat');
    expect(seats).toHaveLength(29);
    expect(seats.every((c) => c.state === 'free' && c.offered)).toBe(true);
    expect(map.cells.filter((c) => c.kind !== 'seat').every((c) => c.state === null && !c.offered)).toBe(true);
    expect((await seatMap(t, code, 'departure', 'en')).map.name).toBe('Executive 2+1');
  });

  it('draws the first-class 2+2 bus with two aisle seats per row and two seats beside the WC', async () => {
    const code = await reservationOnBus(t, { date: '2026-03-20', time: '13:00' });
    const { map } = await seatMap(t, code);
    expect(map).toMatchObject({ name: 'Primera clase 2+2', rows: 12, columns: 5, seats_to_pick: 1 });
    expect(map.cells.filter((c) => c.kind === 'seat')).toHaveLength(42);
    const row2 = map.cells.filter((c) => c.row === 2).map((c) => [c.seat_number, c.position]);
    expect(row2).toEqual([[1, 'window'], [2, 'aisle'], [null, null], [3, 'aisle'], [4, 'window']]);
    expect(map.cells.filter((c) => c.row === 12).map((c) => c.kind)).toEqual(['seat', 'seat', 'aisle', 'wc', 'wc']);
  });

  it('shows seats held by this reservation as held and those of others as taken, and refuses a map for a leg without a bus', async () => {
    const mine = await reservationOnBus(t, { date: '2026-03-21', time: '15:30', passengers: { adult: 2 } });
    const other = await reservationOnBus(t, { date: '2026-03-21', time: '15:30' });
    const held = await setSeats(t, mine, adults(4, 5));
    expect(held.status).toBe(200);
    expect(held.seats?.departure.seats).toEqual(adults(4, 5));
    expect(held.seats?.return).toEqual({ seats: [], seats_healthy: [] });
    expect(held.released).toEqual([]);
    const own = (await seatMap(t, mine)).map;
    expect([seatCell(own, 4).state, seatCell(own, 4).offered, seatCell(own, 6).state]).toEqual(['held', true, 'free']);
    const theirs = (await seatMap(t, other)).map;
    expect([seatCell(theirs, 4).state, seatCell(theirs, 4).offered, seatCell(theirs, 5).state]).toEqual(['taken', false, 'taken']);
    expect((await seatMap(t, other, 'return')).status).toBe(400);
  });

  it('holds departure and return together or not at all, naming the lost seat', async () => {
    const rival = await reservationOnBus(t, { date: '2026-03-22', time: '10:30', returnDate: '2026-03-24', returnTime: '10:30' });
    const buyer = await reservationOnBus(t, { date: '2026-03-22', time: '10:30', returnDate: '2026-03-24', returnTime: '10:30' });
    expect((await setSeats(t, rival, adults(1), adults(9))).status).toBe(200);
    const lost = await setSeats(t, buyer, adults(2), adults(9));
    expect(lost.status).toBe(409);
    expect(lost.body.content.errors).toEqual([expect.objectContaining({ code: 'seat_taken', field: 'return.seats', seats: [9] })]);
    // The departure seat of the refused request was not kept.
    expect(seatCell((await seatMap(t, rival)).map, 2).state).toBe('free');
    const retry = await setSeats(t, buyer, adults(2), adults(10));
    expect(retry.status).toBe(200);
    expect(retry.seats?.departure.seats).toEqual(adults(2));
    expect(retry.seats?.return.seats).toEqual(adults(10));
    // A round trip with a return bus must choose its return seats too.
    const noReturn = await setSeats(t, buyer, adults(2));
    expect(noReturn.status).toBe(400);
    expect(noReturn.body.content.errors[0]).toMatchObject({ code: 'seats_count_mismatch', field: 'return.seats' });
  });

  it('releases the seats a reservation no longer wants, and keeps them when the change is refused', async () => {
    const code = await reservationOnBus(t, { date: '2026-03-23', time: '15:30', passengers: { adult: 2 } });
    const other = await reservationOnBus(t, { date: '2026-03-23', time: '15:30' });
    expect((await setSeats(t, code, adults(1, 2))).status).toBe(200);
    const changed = await setSeats(t, code, adults(2, 7));
    expect(changed.status).toBe(200);
    expect(changed.released).toEqual([1]);
    expect(changed.seats?.departure.seats).toEqual(adults(2, 7));
    expect(seatCell((await seatMap(t, other)).map, 1).state).toBe('free');
    expect((await setSeats(t, other, adults(8))).status).toBe(200);
    const refused = await setSeats(t, code, adults(8, 9));
    expect(refused.status).toBe(409);
    const still = (await seatMap(t, other)).map;
    expect([2, 7, 9].map((n) => seatCell(still, n).state)).toEqual(['taken', 'taken', 'free']);
  });

  it('enforces the per-bus discount quotas (2 INAPAM, 8 students with flex) and reports what is left', async () => {
    const a = await reservationOnBus(t, { date: '2026-03-25', time: '15:30', passengers: { inapam: 2 } });
    const b = await reservationOnBus(t, { date: '2026-03-25', time: '15:30', passengers: { adult: 1, inapam: 1 } });
    const inapam = (n: number) => ({ seat_number: n, passenger_type: 'inapam' });
    expect((await seatMap(t, b)).map.discount_seats.inapam).toBe(2);
    expect((await setSeats(t, a, [inapam(1), inapam(2)])).status).toBe(200);
    expect((await seatMap(t, b)).map.discount_seats).toEqual({ student: 8, teacher: 2, inapam: 0 });
    // The reservation's own holds do not count against it.
    expect((await seatMap(t, a)).map.discount_seats.inapam).toBe(2);
    const over = await setSeats(t, b, [{ seat_number: 3, passenger_type: 'adult' }, inapam(4)]);
    expect(over.status).toBe(409);
    expect(over.body.content.errors[0]).toMatchObject({ code: 'discount_seats_exhausted', field: 'departure.seats', seats: [4] });
    expect(seatCell((await seatMap(t, a)).map, 3).state).toBe('free');

    const student = (n: number, type = 'student') => ({ seat_number: n, passenger_type: type });
    const groups = await Promise.all([0, 1].map(() => reservationOnBus(t, { date: '2026-03-25', time: '15:30', passengers: { student: 2, student_flex: 2 } })));
    // Chosen while discount seats were left (setSchedules would refuse a full bus afterwards).
    const late = await reservationOnBus(t, { date: '2026-03-25', time: '15:30', passengers: { student: 1 } });
    for (const [i, code] of groups.entries()) {
      const base = 10 + i * 4;
      expect((await setSeats(t, code, [student(base), student(base + 1), student(base + 2, 'student_flex'), student(base + 3, 'student_flex')])).status).toBe(200);
    }
    expect((await seatMap(t, late)).map.discount_seats.student).toBe(0);
    expect((await setSeats(t, late, [student(20)])).body.content.errors[0]?.code).toBe('discount_seats_exhausted');
  });

  it('in healthy-distance mode does not offer or hold seats beside another reservation\'s seat; across the aisle is fine', async () => {
    const a = await reservationOnBus(t, { date: '2026-03-26', time: '18:00', passengers: { adult: 2 } });
    const b = await reservationOnBus(t, { date: '2026-03-26', time: '18:00' });
    expect((await seatMap(t, a)).map.seats_healthy).toBe(true);
    // First class 2+2: row 2 is 1 2 | aisle | 3 4.
    const held = await setSeats(t, a, adults(2, 6));
    expect(held.status).toBe(200);
    expect(held.seats?.departure.seats_healthy).toEqual([1, 5]);
    const seen = (await seatMap(t, b)).map;
    expect([1, 3, 5, 7].map((n) => [seatCell(seen, n).state, seatCell(seen, n).offered])).toEqual([['free', false], ['free', true], ['free', false], ['free', true]]);
    // The reservation's own companions may still sit together.
    expect(seatCell((await seatMap(t, a)).map, 1).offered).toBe(true);
    const refused = await setSeats(t, b, adults(1));
    expect(refused.status).toBe(409);
    expect(refused.body.content.errors[0]).toMatchObject({ code: 'seat_not_offered', seats: [1] });
    expect((await setSeats(t, b, adults(3))).status).toBe(200);
    // Without healthy distance the neighbour is offered.
    const plain = await reservationOnBus(t, { date: '2026-03-26', time: '13:00', passengers: { adult: 1 } });
    const plainOther = await reservationOnBus(t, { date: '2026-03-26', time: '13:00' });
    expect((await setSeats(t, plain, adults(2))).status).toBe(200);
    expect(seatCell((await seatMap(t, plainOther)).map, 1).offered).toBe(true);
  });

  it('refuses a wrong number of seats, a seat not on the bus, a passenger type not on the reservation and a repeated seat', async () => {
    const code = await reservationOnBus(t, { date: '2026-03-27', time: '15:30', passengers: { adult: 1, minor: 1, infant: 1 } });
    const errorOf = async (choices: Array<{ seat_number: number; passenger_type: string }>) => {
      const res = await setSeats(t, code, choices);
      expect(res.status).toBe(400);
      return res.body.content.errors[0];
    };
    expect(await errorOf(adults(1))).toMatchObject({ code: 'seats_count_mismatch', field: 'departure.seats' });
    expect(await errorOf([...adults(1), { seat_number: 30, passenger_type: 'minor' }])).toMatchObject({ code: 'seat_not_on_layout', seats: [30] });
    expect(await errorOf(adults(1, 2))).toMatchObject({ code: 'seat_passenger_mismatch' });
    expect(await errorOf([{ seat_number: 1, passenger_type: 'adult' }, { seat_number: 2, passenger_type: 'infant' }])).toMatchObject({ code: 'seat_passenger_mismatch' });
    expect(await errorOf([...adults(1), { seat_number: 1, passenger_type: 'minor' }])).toMatchObject({ code: 'invalid_request' });
    const ok = await setSeats(t, code, [{ seat_number: 2, passenger_type: 'minor' }, ...adults(1)]);
    expect(ok.status).toBe(200);
    expect(ok.seats?.departure.seats).toEqual([{ seat_number: 1, passenger_type: 'adult' }, { seat_number: 2, passenger_type: 'minor' }]);
  });

  it('frees a seat by its hold\'s timestamp alone once the deadline passes, and the late reservation gets 410', async () => {
    const late = await reservationOnBus(t, { date: '2026-03-28', time: '15:30' });
    expect((await setSeats(t, late, adults(12))).status).toBe(200);
    t.clock.advance(15 * MINUTE + 1);
    try {
      // No clean-up runs anywhere: the expired row is still in the table until a buyer replaces it.
      const next = await reservationOnBus(t, { date: '2026-03-28', time: '15:30' });
      expect(seatCell((await seatMap(t, next)).map, 12)).toMatchObject({ state: 'free', offered: true });
      const taken = await setSeats(t, next, adults(12));
      expect(taken.status).toBe(200);
      expect(taken.seats?.departure.seats).toEqual(adults(12));
      const expired = await setSeats(t, late, adults(13));
      expect(expired.status).toBe(410);
      expect(expired.body.content.errors[0]?.code).toBe('payment_expired');
      expect((await seatMap(t, late)).status).toBe(410);
    } finally {
      t.clock.advance(-(15 * MINUTE + 1));
    }
  });

  it('releases unsold seats when the reservation moves to another bus', async () => {
    const code = await reservationOnBus(t, { date: '2026-03-29', time: '15:30' });
    expect((await setSeats(t, code, adults(3))).status).toBe(200);
    const other = await reservationOnBus(t, { date: '2026-03-29', time: '15:30' });
    expect(seatCell((await seatMap(t, other)).map, 3).state).toBe('taken');
    expect(await moveToBus(t, code, '10:30')).toEqual([3]);
    expect(seatCell((await seatMap(t, other)).map, 3).state).toBe('free');
    expect((await seatMap(t, code)).map.cells.some((c) => c.state === 'held')).toBe(false);
  });
});
