import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../server/auth/password';
import { addDays, createFixedClock } from '../../server/platform/clock';
import { openDatabase, type OpenedDatabase } from '../../server/db/open/open-database';
import type { Database } from '../../server/db/database';
import { busLayouts, layoutSeats } from '../../server/db/schema/fleet.schema';
import { loyaltyMembers, pointsLedger } from '../../server/db/schema/loyalty.schema';
import { departures, terminals } from '../../server/db/schema/network.schema';
import { promotionalCodes } from '../../server/db/schema/pricing.schema';
import { tourDates } from '../../server/db/schema/tours.schema';
import { everyEngine, TEST_NOW, type TestStore } from './support/engines';

const TODAY = '2026-03-10'; // TEST_NOW is noon in central Mexico

const tables = ['terminals', 'routes', 'route_stops', 'timetables', 'departures', 'bus_layouts', 'layout_seats', 'buses', 'fares', 'promotional_codes', 'loyalty_members', 'points_ledger', 'tour_products', 'tour_meeting_points', 'tour_plans', 'tour_dates', 'tour_timeslots', 'slider_items', 'app_versions'];

// Both drivers answer execute() with { rows }; the shared Database type cannot know that.
async function countOf(db: Database, query: SQL): Promise<number> {
  const result = (await db.execute(query)) as { rows: Array<{ n: number }> };
  return Number(result.rows[0]?.n);
}

async function rowCounts(db: Database): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of tables) {
    out[table] = await countOf(db, sql.raw(`select count(*)::int as n from ${table}`));
  }
  return out;
}

describe.each(everyEngine)('database on $name', (engine) => {
  let store: TestStore;
  let opened: OpenedDatabase;
  let db: Database;
  beforeAll(async () => {
    store = await engine.createStore(true);
    opened = await openDatabase({ ...store.options, clock: createFixedClock(TEST_NOW) });
    db = opened.db;
  });
  afterAll(async () => {
    await opened?.close();
    await store?.dispose();
  });

  it('generates departures for every day from today to today+119, and none outside', async () => {
    const [range] = await db
      .select({ first: sql<string>`min(${departures.serviceDate})`, last: sql<string>`max(${departures.serviceDate})`, days: sql<number>`count(distinct ${departures.serviceDate})::int` })
      .from(departures);
    expect(range).toEqual({ first: TODAY, last: addDays(TODAY, 119), days: 120 });
    // 7 + 7 Guadalajara departures, 10 + 10 coastal ones and 2 + 2 between Guadalajara and the coast, every day.
    const [lastDay] = await db.select({ n: count() }).from(departures).where(eq(departures.serviceDate, addDays(TODAY, 119)));
    expect(lastDay?.n).toBe(38);
  });

  it('stores departure instants in the origin terminal time zone', async () => {
    const rows = await db
      .select({ at: departures.departsAt })
      .from(departures)
      .where(eq(departures.serviceDate, TODAY))
      .orderBy(asc(departures.departsAt))
      .limit(1);
    // 06:00 central time (UTC-6) is 12:00 UTC.
    expect(rows[0]?.at.toISOString()).toBe('2026-03-10T12:00:00.000Z');
  });

  it('seeds the executive 2+1 and first-class 2+2 layouts with a WC', async () => {
    const layouts = await db.select().from(busLayouts).orderBy(asc(busLayouts.code));
    expect(layouts.map((l) => [l.code, l.seatCount])).toEqual([['EXEC-2-1', 29], ['FIRST-2-2', 42]]);
    for (const layout of layouts) {
      const cells = await db.select().from(layoutSeats).where(eq(layoutSeats.layoutId, layout.id));
      const seats = cells.filter((c) => c.kind === 'seat');
      expect(seats).toHaveLength(layout.seatCount);
      expect(seats.map((s) => s.seatNumber).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(Array.from({ length: layout.seatCount }, (_, i) => i + 1));
      expect(cells.some((c) => c.kind === 'wc')).toBe(true);
      expect(cells.some((c) => c.kind === 'driver')).toBe(true);
      expect(seats.every((s) => s.position === 'window' || s.position === 'aisle')).toBe(true);
    }
  });

  it('seeds the terminals with accents, addresses and coordinates', async () => {
    const rows = await db.select().from(terminals).orderBy(asc(terminals.slug));
    expect(rows.map((r) => r.city)).toEqual(['Bucerías', 'Guadalajara', 'Rincón de Guayabitos', 'La Peñita de Jaltemba', 'Nuevo Vallarta', 'Puerto Vallarta', 'Sayulita', 'Zapopan']);
    for (const row of rows) {
      expect(row.address.length).toBeGreaterThan(10);
      expect(Number(row.latitude)).toBeGreaterThan(20);
      expect(Number(row.longitude)).toBeLessThan(-103);
    }
  });

  it('seeds three loyalty members whose documented passwords verify', async () => {
    const members = await db.select().from(loyaltyMembers).orderBy(asc(loyaltyMembers.cardNumber));
    expect(members.map((m) => m.tier)).toEqual(['classic', 'gold', 'platinum']);
    expect(members.every((m) => m.passwordHash.startsWith('scrypt$'))).toBe(true);
    expect(await verifyPassword('Oro#2024', members[1]!.passwordHash)).toBe(true);
    expect(await verifyPassword('oro#2024', members[1]!.passwordHash)).toBe(false);
    const [points] = await db.select({ n: count() }).from(pointsLedger);
    expect(points?.n).toBe(3);
  });

  it('seeds valid promotional codes and one expired code', async () => {
    const now = new Date(TEST_NOW);
    const codes = await db.select().from(promotionalCodes).orderBy(asc(promotionalCodes.code));
    const valid = codes.filter((c) => c.validFrom <= now && now < c.validTo).map((c) => c.code);
    expect(valid).toEqual(['BIENVENIDA10', 'VERANO15']);
    expect(codes.find((c) => c.code === 'BUENFIN20')!.validTo < now).toBe(true);
  });

  it('reopening migrates nothing new and duplicates no row, and moves the horizon with the clock', async () => {
    const before = await rowCounts(db);
    await opened.close();
    opened = await openDatabase({ ...store.options, clock: createFixedClock(TEST_NOW) });
    db = opened.db;
    expect(await rowCounts(db)).toEqual(before);

    await opened.close();
    opened = await openDatabase({ ...store.options, clock: createFixedClock(new Date(Date.parse(TEST_NOW) + 3 * 86_400_000)) });
    db = opened.db;
    const after = await rowCounts(db);
    expect(after.departures).toBe(before.departures! + 3 * 38);
    expect(after.loyalty_members).toBe(3);
    expect(after.terminals).toBe(8);
    const [last] = await db.select({ last: sql<string>`max(${departures.serviceDate})` }).from(departures);
    expect(last?.last).toBe(addDays(TODAY, 122));
    expect(await countOf(db, sql`select count(*)::int as n from (select timetable_id, service_date from departures group by 1, 2 having count(*) > 1) d`)).toBe(0);
    const [tourDay] = await db.select({ n: count() }).from(tourDates).where(and(eq(tourDates.date, addDays(TODAY, 92))));
    // A Wednesday in June: every tour but the whale watching (December to March only).
    expect(tourDay?.n).toBe(7);
  });
});
