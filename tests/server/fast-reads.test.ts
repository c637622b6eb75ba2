import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { CATALOGUE_TTL_MS } from '../../server/db/queries/catalogue-cache';
import { openDatabase } from '../../server/db/open/open-database';
import { sliderItems } from '../../server/db/schema/content.schema';
import { topUpCalendar } from '../../server/db/seed/seed';
import { addDays, createFixedClock, localDate } from '../../server/platform/clock';
import { defaultServerConfig } from '../../server/platform/config';
import { call, engines, openTestApp, TEST_NOW, type TestApp } from './support/engines';
import { adults, reservationOnBus, seatCell, seatMap, setSeats } from './support/seats';
import { create, reservationCall, searchBody } from './support/websale';

// docs/rules/performance-budgets.md#api-reads (decisions 020, 042): probes, catalogue reads answered from a kept copy with an ETag,
// and the reads that must never be kept (seat holds, the reservation, a day the top-up adds) showing a
// change at once, also when the schedules search takes its leg's timetable from memory and answers
// several searches with one statement. Timings are in bench/api.ts, not here.

type Schedule = { departure_time: string; free_seats: number; schedule_id: number };

describe.each(engines)('fast reads on $name', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(engine);
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('probes', () => {
    it('GET /api/health answers 200 with a tiny body that nobody caches', async () => {
      const res = await call(t.app, '/api/health');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ http: { code: 200, status: 'success' }, content: { data: { status: 'ok' }, errors: [] } });
      expect(res.headers.get('cache-control')).toBe('no-store');
    });

    it('GET /api/ready answers 200 when the database answers', async () => {
      const res = await call(t.app, '/api/ready');
      expect(res.status).toBe(200);
      expect(res.body.content.data).toEqual({ status: 'ready' });
      expect(res.headers.get('cache-control')).toBe('no-store');
    });

    it('GET /api/ready answers 503 service_unavailable once the database is gone, while /api/health still answers', async () => {
      const store = await engine.createStore();
      const clock = createFixedClock(TEST_NOW);
      const database = await openDatabase({ ...store.options, clock });
      const app = createApp({ db: database.db, clock, config: defaultServerConfig });
      try {
        expect((await call(app, '/api/ready')).status).toBe(200);
        await database.close();
        const ready = await call(app, '/api/ready', { lang: 'en' });
        expect(ready.status).toBe(503);
        expect(ready.body.http).toEqual({ code: 503, status: 'error' });
        expect(ready.body.content.data).toEqual({ status: 'database_unavailable' });
        expect(ready.body.content.errors.map((e) => e.code)).toEqual(['service_unavailable']);
        expect(ready.body.content.errors[0]?.message).toMatch(/\S/);
        expect((await call(app, '/api/health')).status).toBe(200);
      } finally {
        await store.dispose();
      }
    });

    it('GET /api/ready answers 503 draining once the process is stopping, while /api/health and the services still answer', async () => {
      const stopping = createApp({ db: t.database.db, clock: t.clock, config: defaultServerConfig, readiness: { draining: true } });
      const ready = await call(stopping, '/api/ready');
      expect(ready.status).toBe(503);
      expect(ready.body.content.data).toEqual({ status: 'draining' });
      expect(ready.body.content.errors.map((e) => e.code)).toEqual(['service_unavailable']);
      expect(ready.headers.get('cache-control')).toBe('no-store');
      expect((await call(stopping, '/api/health')).status).toBe(200);
      expect((await call(stopping, '/api/websale/reservation/origins')).status).toBe(200);
    });
  });

  describe('catalogue reads: ETag and 304', () => {
    const reads = [
      '/api/websale/reservation/origins',
      '/api/common/slider/list',
      '/api/common/schedules/list_select',
      '/api/common/schedules/list_select?origin=puerto-vallarta&destination=guadalajara',
      '/api/common/rates/list_select',
      '/api/common/version/select/1',
    ];

    it.each(reads)('%s carries an ETag, and answers 304 without a body to a client that has it', async (path) => {
      const first = await t.app.request(path);
      expect(first.status).toBe(200);
      const etag = first.headers.get('etag');
      expect(etag).toMatch(/^"[\w-]+"$/);
      expect(first.headers.get('cache-control')).toBe('public, no-cache');
      const body = await first.text();
      const again = await t.app.request(path, { headers: { 'if-none-match': etag ?? '' } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('etag')).toBe(etag);
      // Weak tags and lists match too; any other tag gets the full answer, identical to the first.
      expect((await t.app.request(path, { headers: { 'if-none-match': `"other", W/${etag}` } })).status).toBe(304);
      const other = await t.app.request(path, { headers: { 'if-none-match': '"something-else"' } });
      expect(other.status).toBe(200);
      expect(await other.text()).toBe(body);
    });

    it('keys the answer by language: the English schedules list has its own tag and bus types', async () => {
      const es = await t.app.request('/api/common/schedules/list_select');
      const en = await t.app.request('/api/common/schedules/list_select', { headers: { lang: 'en' } });
      expect(es.headers.get('etag')).not.toBe(en.headers.get('etag'));
      expect(es.headers.get('vary')).toMatch(/lang/);
      expect(await en.text()).toContain('First class');
      const refused = await call(t.app, '/api/common/rates/list_select?origin=atlantis', { lang: 'en' });
      expect(refused.status).toBe(400);
      expect(refused.headers.get('etag')).toBeNull();
    });

    it('shows a change of the catalogue once the kept copy is a minute old, with a new tag', async () => {
      const before = await t.app.request('/api/common/slider/list');
      const etag = before.headers.get('etag') ?? '';
      const [slide] = (JSON.parse(await before.text()) as { content: { data: Array<{ id: number; title: string }> } }).content.data;
      expect(slide).toBeDefined();
      const original = slide?.title ?? '';
      await t.database.db.update(sliderItems).set({ title: 'Nueva promoción' }).where(eq(sliderItems.id, slide?.id ?? -1));
      try {
        // Within the minute the kept copy answers (documented in decision 020); then the change shows.
        expect((await t.app.request('/api/common/slider/list', { headers: { 'if-none-match': etag } })).status).toBe(304);
        t.clock.advance(CATALOGUE_TTL_MS + 1);
        const after = await t.app.request('/api/common/slider/list', { headers: { 'if-none-match': etag } });
        expect(after.status).toBe(200);
        expect(after.headers.get('etag')).not.toBe(etag);
        expect(await after.text()).toContain('Nueva promoción');
      } finally {
        await t.database.db.update(sliderItems).set({ title: original }).where(eq(sliderItems.id, slide?.id ?? -1));
        t.clock.set(TEST_NOW);
      }
    });
  });

  describe('reads that are never kept', () => {
    it('a seat taken by another reservation shows at once, in the seat map and in the free seats of the search', async () => {
      const date = '2026-03-23';
      const mine = await reservationOnBus(t, { date, time: '15:30' });
      const theirs = await reservationOnBus(t, { date, time: '15:30' });
      const search = async () => {
        const res = await call(t.app, `/api/websale/reservation/schedules?code=${mine}`);
        return (res.body.content.data as { schedules: Schedule[] }).schedules.find((s) => s.departure_time === '15:30:00');
      };
      const freeBefore = (await search())?.free_seats ?? 0;
      expect(seatCell((await seatMap(t, mine)).map, 7).state).toBe('free');
      expect((await setSeats(t, theirs, adults(7))).status).toBe(200);
      expect(seatCell((await seatMap(t, mine)).map, 7)).toMatchObject({ state: 'taken', offered: false });
      expect((await search())?.free_seats).toBe(freeBefore - 1);
      // And taken stays taken for a buyer who tries it.
      expect((await setSeats(t, mine, adults(7))).status).toBe(409);
    });

    it('a day added by the calendar top-up is listed as soon as it exists', async () => {
      // A day later, the horizon's new last day is sellable but has no departures until the top-up runs.
      t.clock.advance(86_400_000);
      try {
        const lastDay = addDays(localDate(t.clock.now()), defaultServerConfig.salesHorizonDays - 1);
        const created = await create(t, searchBody({ round: false, departure: { date: lastDay, open: false }, return: { date: null, open: true } }));
        expect(created.status, JSON.stringify(created.body.content.errors)).toBe(200);
        const code = created.payload?.code ?? '';
        // Twice: the second search takes the leg it read in the first and reads the (empty) timetable.
        for (let i = 0; i < 2; i++) expect((await call(t.app, `/api/websale/reservation/schedules?code=${code}`)).status).toBe(404);
        await topUpCalendar(t.database.db, t.clock.now(), defaultServerConfig.salesHorizonDays);
        const after = await call(t.app, `/api/websale/reservation/schedules?code=${code}`);
        expect(after.status).toBe(200);
        expect((after.body.content.data as { schedules: Schedule[] }).schedules.map((s) => s.departure_time)).toContain('06:00:00');
      } finally {
        t.clock.set(TEST_NOW);
      }
    });

    it('a search after the traveller moved to another day lists the new day', async () => {
      const day = '2026-03-24';
      const next = addDays(day, 1);
      const code = await reservationOnBus(t, { date: day, time: '15:30' });
      const list = async (query = '') => {
        const res = await call(t.app, `/api/websale/reservation/schedules?code=${code}${query}`);
        expect(res.status).toBe(200);
        return (res.body.content.data as { schedules: Array<Schedule & { schedule_detail_id: number; layout_id: number; departure_date: string }> }).schedules;
      };
      const first = await list();
      expect(new Set(first.map((s) => s.departure_date))).toEqual(new Set([day]));
      const nextDay = await list(`&date=${next}`);
      const bus = nextDay[0];
      const moved = await reservationCall(t, 'setSchedules', '/reservation/schedules', {
        method: 'POST',
        body: { code, departure: { open: false, schedule_id: bus?.schedule_id, schedule_detail_id: bus?.schedule_detail_id, layout_id: bus?.layout_id } },
      });
      expect(moved.status, JSON.stringify(moved.body.content.errors)).toBe(200);
      const after = await list();
      expect(after.map((s) => s.schedule_id)).toEqual(nextDay.map((s) => s.schedule_id));
      expect(new Set(after.map((s) => s.departure_date))).toEqual(new Set([next]));
    });

    it('searches answered together each count the others\' holds and not their own', async () => {
      const date = '2026-03-25';
      const mine = await reservationOnBus(t, { date, time: '15:30' });
      const theirs = await reservationOnBus(t, { date, time: '15:30' });
      const freeOf = (res: { body: { content: { data: unknown } } }) =>
        (res.body.content.data as { schedules: Schedule[] }).schedules.find((s) => s.departure_time === '15:30:00')?.free_seats;
      const both = () => Promise.all([mine, theirs, mine, theirs].map((code) => call(t.app, `/api/websale/reservation/schedules?code=${code}`)));
      const before = (await both()).map(freeOf);
      expect((await setSeats(t, theirs, adults(7))).status).toBe(200);
      const after = (await both()).map(freeOf);
      expect(after).toEqual([before[0]! - 1, before[1], before[0]! - 1, before[1]]);
    });
  });
});
