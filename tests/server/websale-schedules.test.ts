import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passengers, reservations, seatHolds } from '../../server/db/schema/reservations.schema';
import { expectMatchesContract } from './support/contract';
import { call, engines, openTestApp, TEST_NOW, type TestApp } from './support/engines';
import { create, noPassengers, reservationCall, searchBody } from './support/websale';

type Schedule = {
  schedule_id: number;
  schedule_detail_id: number;
  layout_id: number;
  departure_date: string;
  departure_time: string;
  arrival_time: string;
  duration: number;
  bus_type: string;
  free_seats: number;
  discount_seats: { student: number; teacher: number; inapam: number };
  prices: Record<string, number>;
  total: number;
};
type Page = { next_day: string | null; prev_day: string | null; schedules: Schedule[] };

const p = (counts: Partial<typeof noPassengers>) => ({ ...noPassengers, ...counts });

describe.each(engines)('websale schedules on $name', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(engine);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function schedules(query: string, lang?: string) {
    const res = await call(t.app, `/api/websale/reservation/schedules?${query}`, { lang });
    expectMatchesContract('websale', 'getSchedules', res.status, res.body);
    return { ...res, page: res.body.content.data as Page };
  }

  async function newCode(overrides: Record<string, unknown> = {}) {
    const res = await create(t, searchBody(overrides));
    expect(res.status).toBe(200);
    return res.payload?.code ?? '';
  }

  /** The row id of a reservation (another buyer's, when holds must count against the one asking). */
  async function rowId(code: string) {
    const [row] = await t.database.db.select().from(reservations).where(eq(reservations.code, code));
    return row!.id;
  }

  it('lists the day\'s departures with times, duration, bus type, seats and fares, leaving out those already gone', async () => {
    // TEST_NOW is 12:00 in Vallarta on 2026-03-10: the 06:00, 08:00 and 10:30 buses have left.
    const code = await newCode({ departure: { date: '2026-03-10', open: false } });
    const { status, page } = await schedules(`code=${code}`);
    expect(status).toBe(200);
    expect(page.schedules.map((s) => s.departure_time)).toEqual(['13:00:00', '15:30:00', '18:00:00', '23:30:00']);
    expect(page.schedules[0]).toMatchObject({ arrival_time: '18:45:00', duration: 345, bus_type: 'Primera clase 2+2', free_seats: 42 });
    expect(page.schedules[1]).toMatchObject({ bus_type: 'Ejecutivo 2+1', free_seats: 29, discount_seats: { student: 8, teacher: 2, inapam: 2 } });
    // The night bus arrives the next day.
    expect(page.schedules[3]).toMatchObject({ departure_date: '2026-03-10', arrival_time: '05:15:00' });
    expect(page.prev_day).toBeNull();
    expect(page.next_day).toBe('2026-03-11');
    const en = await schedules(`code=${code}`, 'en');
    expect(en.page.schedules[0]?.bus_type).toBe('First class 2+2');
  });

  it('prices each passenger type with truncation and the promotional discount, and totals the party', async () => {
    // Teachers are outside their fare window in March; their price is still listed for every bus.
    const party = p({ adult: 1, minor: 1, inapam: 1, infant: 1 });
    const plain = await newCode({ origin: 'puerto-vallarta', destination: 'sayulita', passengers: party, round: false });
    const a = (await schedules(`code=${plain}&date=2026-03-20`)).page.schedules[0];
    // Sayulita $98.50: minor and INAPAM 50%, teacher 25% = 73.875 truncated, infant free.
    expect(a?.prices).toEqual({ adult: 98.5, minor: 49.25, inapam: 49.25, infant: 0, student: 49.25, student_flex: 49.25, teacher: 73.87, teacher_flex: 73.87 });
    expect(a?.total).toBe(197);
    const promo = await newCode({ origin: 'puerto-vallarta', destination: 'sayulita', passengers: party, round: false, promotional_code: 'VERANO15' });
    const b = (await schedules(`code=${promo}&date=2026-03-20`)).page.schedules[0];
    // 15% off after the type discount, truncated again: 98.50 → 83.72, 49.25 → 41.86, 73.87 → 62.78.
    expect(b?.prices).toMatchObject({ adult: 83.72, minor: 41.86, inapam: 41.86, infant: 0, teacher: 62.78 });
    expect(b?.total).toBe(167.44);
  });

  it('counts live holds, and not expired ones, in free seats and discount seats', async () => {
    const code = await newCode({ departure: { date: '2026-03-21', open: false } });
    const first = (await schedules(`code=${code}`)).page.schedules[0];
    if (!first) throw new Error('no departure');
    const db = t.database.db;
    const holder = { id: await rowId(await newCode({ departure: { date: '2026-03-21', open: false } })) };
    const now = Date.parse(TEST_NOW);
    const people = await db
      .insert(passengers)
      .values((['student', 'student_flex', 'inapam', 'teacher', 'student'] as const).map((type) => ({ reservationId: holder!.id, type })))
      .returning({ id: passengers.id });
    const hold = (i: number, expiresAt: Date | null) => ({
      departureId: first.schedule_id,
      seatNumber: i + 1,
      reservationId: holder!.id,
      passengerId: people[i]!.id,
      expiresAt,
      createdAt: new Date(now),
    });
    await db.insert(seatHolds).values([
      hold(0, new Date(now + 5 * 60_000)), // live student hold
      hold(1, null), // sold student_flex seat
      hold(2, new Date(now + 60_000)), // live INAPAM hold
      hold(3, new Date(now - 60_000)), // expired teacher hold: free again
      hold(4, new Date(now)), // expiring exactly now: free
    ]);
    const after = (await schedules(`code=${code}`)).page.schedules[0];
    expect(after).toMatchObject({ free_seats: first.free_seats - 3, discount_seats: { student: 6, teacher: 2, inapam: 1 } });
  });

  it('gives each bus its INAPAM places left, its class and amenities, and refuses a third INAPAM passenger on a 2-place bus', async () => {
    const code = await newCode({ passengers: p({ inapam: 3 }), departure: { date: '2026-03-22', open: false }, round: false });
    const page = (await schedules(`code=${code}`)).page;
    // docs/rules/booking.md#discount-quotas-per-bus: every bus takes 2 INAPAM passengers; prices are still listed per type.
    expect(page.schedules.map((s) => s.discount_seats.inapam)).toEqual(page.schedules.map(() => 2));
    // The class is a code the web app names in the traveller's language, with what the class offers.
    const byClass = (c: string) => page.schedules.find((s) => (s as Schedule & { service_class: string }).service_class === c);
    expect(byClass('first')).toMatchObject({ bus_type: 'Primera clase 2+2', amenities: ['wifi', 'usb', 'wc', 'ac', 'seatbelts'] });
    expect(byClass('executive')).toMatchObject({ bus_type: 'Ejecutivo 2+1', amenities: ['wifi', 'usb', 'wc', 'ac', 'entertainment', 'seatbelts'] });
    const pick = (s: Schedule) => ({ open: false, schedule_id: s.schedule_id, schedule_detail_id: s.schedule_detail_id, layout_id: s.layout_id });
    const res = await reservationCall(t, 'setSchedules', '/reservation/schedules', { method: 'POST', body: { code, departure: pick(page.schedules[0]!) } });
    expect(res.status).toBe(409);
    expect(res.body.content.errors[0]).toMatchObject({ code: 'discount_seats_exhausted', field: 'departure' });
  });

  it('counts another buyer\'s INAPAM hold against the quota, and never the asking reservation\'s own holds', async () => {
    const day = { departure: { date: '2026-03-23', open: false }, round: false };
    const code = await newCode({ passengers: p({ inapam: 2 }), ...day });
    const bus = (await schedules(`code=${code}`)).page.schedules[0]!;
    const db = t.database.db;
    const hold = async (holderCode: string, seatNumber: number) => {
      const reservationId = await rowId(holderCode);
      const [person] = await db.insert(passengers).values({ reservationId, type: 'inapam' }).returning({ id: passengers.id });
      await db.insert(seatHolds).values({ departureId: bus.schedule_id, seatNumber, reservationId, passengerId: person!.id, expiresAt: null, createdAt: new Date(TEST_NOW) });
    };
    await hold(code, 1);
    await hold(code, 2);
    const own = (await schedules(`code=${code}`)).page.schedules[0]!;
    expect(own).toMatchObject({ free_seats: bus.free_seats, discount_seats: { inapam: 2 } });
    await hold(await newCode(day), 3);
    const other = (await schedules(`code=${code}`)).page.schedules[0]!;
    expect(other).toMatchObject({ free_seats: bus.free_seats - 1, discount_seats: { inapam: 1 } });
  });

  it('browses days: no previous day before today, no next day past the 120-day window', async () => {
    const code = await newCode({ departure: { date: '2026-03-11', open: false } });
    expect((await schedules(`code=${code}`)).page).toMatchObject({ prev_day: '2026-03-10', next_day: '2026-03-12' });
    const last = await schedules(`code=${code}&date=2026-07-07`);
    expect(last.page).toMatchObject({ next_day: null, prev_day: '2026-07-06' });
    const past = await schedules(`code=${code}&date=2026-03-09`);
    expect(past.status).toBe(404);
    expect(past.body.content.errors[0]).toMatchObject({ code: 'schedules_not_found' });
    const beyond = await schedules(`code=${code}&date=2026-07-08`);
    expect(beyond.body.content.errors[0]?.code).toBe('schedules_not_found');
  });

  it('lists the return leg in the other direction and refuses it on a one-way trip', async () => {
    const code = await newCode();
    const ret = await schedules(`code=${code}&direction=return`);
    expect(ret.page.schedules[0]).toMatchObject({ departure_date: '2026-03-25', departure_time: '06:00:00', arrival_time: '11:45:00' });
    const oneWay = await newCode({ round: false });
    const res = await schedules(`code=${oneWay}&direction=return`);
    expect(res.status).toBe(400);
    expect(res.body.content.errors[0]).toMatchObject({ code: 'invalid_request', field: 'direction' });
  });

  it('answers an unknown code with reservation_not_found and an expired one with payment_expired (410)', async () => {
    expect((await schedules('code=ZZZZZZ')).body.content.errors[0]?.code).toBe('reservation_not_found');
    const code = await newCode();
    t.clock.advance(16 * 60_000);
    try {
      const res = await schedules(`code=${code}`, 'en');
      expect(res.status).toBe(410);
      expect(res.body.content.errors[0]?.message).toMatch(/^The time to pay for your reservation has expired/);
      const resume = await reservationCall(t, 'getReservation', `/reservation?code=${code}`, {});
      expect(resume.status).toBe(410);
    } finally {
      t.clock.set(TEST_NOW);
    }
  });

  describe('choosing schedules', () => {
    it('stores the departure and return, prices the legs and totals the summary', async () => {
      const code = await newCode({ passengers: p({ adult: 1, minor: 1 }) });
      const dep = (await schedules(`code=${code}`)).page.schedules[1]!;
      const ret = (await schedules(`code=${code}&direction=return`)).page.schedules[0]!;
      const pick = (s: Schedule) => ({ open: false, schedule_id: s.schedule_id, schedule_detail_id: s.schedule_detail_id, layout_id: s.layout_id });
      const res = await reservationCall(t, 'setSchedules', '/reservation/schedules', { method: 'POST', body: { code, departure: pick(dep), return: pick(ret) } });
      expect(res.status).toBe(200);
      expect(res.reservation).toMatchObject({
        departure: { date: '2026-03-20', schedule_id: dep.schedule_id, schedule_detail_id: dep.schedule_detail_id, layout_id: dep.layout_id },
        return: { date: '2026-03-25', schedule_id: ret.schedule_id },
        price_departure: dep.total,
        price_return: ret.total,
      });
      expect(res.payload?.summary.total).toBe(dep.total + ret.total);
      expect(res.payload?.summary.lines).toContainEqual({ concept: 'departure', passenger_type: 'minor', quantity: 1, unit_price: dep.prices.minor, amount: dep.prices.minor });
      const resumed = await reservationCall(t, 'getReservation', `/reservation?code=${code}`, {});
      expect(resumed.reservation?.price_return).toBe(ret.total);
    });

    it('lets the return be open, valid for a year', async () => {
      const code = await newCode();
      const dep = (await schedules(`code=${code}`)).page.schedules[0]!;
      const body = { code, departure: { open: false, schedule_id: dep.schedule_id, schedule_detail_id: dep.schedule_detail_id, layout_id: dep.layout_id }, return: { open: true } };
      const res = await reservationCall(t, 'setSchedules', '/reservation/schedules', { method: 'POST', body });
      expect(res.reservation).toMatchObject({ return: { open: true, date: null, schedule_id: null }, price_return: 915 });
    });

    it('refuses a departure of another pair, mismatched ids, a return leaving before arrival and a full bus', async () => {
      const code = await newCode({ return: { date: '2026-03-20', open: false } });
      const dep = (await schedules(`code=${code}`)).page.schedules[0]!;
      const ret = (await schedules(`code=${code}&direction=return`)).page.schedules[0]!;
      const pick = (s: Schedule, extra = {}) => ({ open: false, schedule_id: s.schedule_id, schedule_detail_id: s.schedule_detail_id, layout_id: s.layout_id, ...extra });
      const post = (body: unknown) => reservationCall(t, 'setSchedules', '/reservation/schedules', { method: 'POST', body });
      const swapped = await post({ code, departure: pick(ret), return: pick(dep) });
      expect(swapped.status).toBe(409);
      expect(swapped.body.content.errors[0]).toMatchObject({ code: 'schedule_unavailable', field: 'departure' });
      expect((await post({ code, departure: pick(dep, { layout_id: dep.layout_id + 1 }), return: pick(ret) })).body.content.errors[0]?.code).toBe('schedule_unavailable');
      // A bus that does not exist (its row is read beside the reservation's, decision 085), on either leg.
      expect((await post({ code, departure: pick(dep, { schedule_id: 2_000_000_000 }), return: pick(ret) })).body.content.errors[0]).toMatchObject({ code: 'schedule_unavailable', field: 'departure' });
      expect((await post({ code, departure: pick(dep), return: pick(ret, { schedule_id: 2_000_000_000 }) })).body.content.errors[0]).toMatchObject({ code: 'schedule_unavailable', field: 'return' });
      // Same day: the 06:00 return leaves before the 06:00 departure arrives in Guadalajara.
      const early = await post({ code, departure: pick(dep), return: pick(ret) });
      expect(early.body.content.errors[0]).toMatchObject({ code: 'return_before_departure', field: 'return' });
      expect((await post({ code, departure: pick(dep) })).body.content.errors[0]?.code).toBe('return_required');
      const holder = await rowId(await newCode());
      const seats = Array.from({ length: dep.free_seats }, (_, i) => ({ departureId: dep.schedule_id, seatNumber: i + 1, reservationId: holder, expiresAt: null, createdAt: new Date() }));
      await t.database.db.insert(seatHolds).values(seats);
      const late = (await schedules(`code=${code}&direction=return`)).page.schedules.at(-1)!;
      const full = await post({ code, departure: pick(dep), return: pick(late) });
      expect(full.body.content.errors[0]).toMatchObject({ code: 'schedule_unavailable', field: 'departure' });
    });
  });
});

describe.each(engines)('websale student and teacher fares in their window on $name', (engine) => {
  let t: TestApp;
  // 2026-06-15: inside the seeded summer sale window, for travel in July.
  const NOW = '2026-06-15T18:00:00Z';
  beforeAll(async () => {
    t = await openTestApp(engine, NOW);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('prices students and teachers and refuses a bus without enough discounted seats left', async () => {
    const search = searchBody({ passengers: p({ student: 2, teacher: 1 }), departure: { date: '2026-07-05', open: false }, round: false });
    const created = await create(t, search);
    expect(created.status).toBe(200);
    const code = created.payload?.code ?? '';
    const res = await call(t.app, `/api/websale/reservation/schedules?code=${code}`);
    const [first, second] = (res.body.content.data as Page).schedules;
    if (!first || !second) throw new Error('no departures');
    // The 06:00 executive bus, $1,085.00: student 50%, teacher 25%.
    expect(first).toMatchObject({ bus_type: 'Ejecutivo 2+1', prices: { student: 542.5, teacher: 813.75 }, total: 1898.75 });
    // The seven students holding seats travel on another reservation.
    const other = await create(t, searchBody({ passengers: p({ adult: 1 }), departure: { date: '2026-07-05', open: false }, round: false }));
    const [holder] = await t.database.db.select().from(reservations).where(eq(reservations.code, other.payload?.code ?? ''));
    const students = await t.database.db
      .insert(passengers)
      .values(Array.from({ length: 7 }, () => ({ reservationId: holder!.id, type: 'student' as const })))
      .returning({ id: passengers.id });
    await t.database.db.insert(seatHolds).values(
      students.map((s, i) => ({ departureId: first.schedule_id, seatNumber: i + 1, reservationId: holder!.id, passengerId: s.id, expiresAt: null, createdAt: new Date(NOW) })),
    );
    const pick = (s: Schedule) => ({ open: false, schedule_id: s.schedule_id, schedule_detail_id: s.schedule_detail_id, layout_id: s.layout_id });
    const post = (s: Schedule) => reservationCall(t, 'setSchedules', '/reservation/schedules', { method: 'POST', body: { code, departure: pick(s) } });
    // One student seat left on that bus for a party of two students.
    expect((await post(first)).body.content.errors[0]).toMatchObject({ code: 'discount_seats_exhausted', field: 'departure' });
    const ok = await post(second);
    expect(ok.status).toBe(200);
    expect(ok.reservation).toMatchObject({ price_departure: second.total, departure: { schedule_id: second.schedule_id } });
    // An open departure is refused for student fares, as in the search.
    const open = await reservationCall(t, 'setSchedules', '/reservation/schedules', { method: 'POST', body: { code, departure: { open: true } } });
    expect(open.body.content.errors[0]?.code).toBe('student_cannot_be_open');
  });
});
