import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { listenOnChannel, type ChannelListener } from '../../server/db/open/listen-channel';
import { defaultServerConfig } from '../../server/platform/config';
import { createKeptReads, type KeptReads } from '../../server/platform/kept-reads';
import { everyEngine, openTestApp, type TestApp } from './support/engines';
import { adults, reservationOnBus, seatCell, setSeats, type SeatMap } from './support/seats';
import { call } from './support/engines';
import { allAnnounced } from './support/seat-map-channel';

// The seat maps a process keeps until PostgreSQL announces a change (decision 075), seen from a second process:
// `kept` is an app that keeps copies and listens on its own connection; every change is made through `t.app`,
// which keeps nothing, so only the announcement can tell `kept` about it. On PostgreSQL only (PGlite's server keeps
// no copies); skipped without TEST_DATABASE_URL, for that written reason, as seat-races.test.ts is.
const postgresql = everyEngine.find((engine) => engine.name === 'postgresql');
const MINUTE = 60_000;

/** Asks `app` for the map until `until` holds of it (announcements arrive after the writer's commit), 5 s at most. */
async function mapUntil(app: TestApp['app'], code: string, until: (map: SeatMap) => boolean): Promise<SeatMap> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const res = await call(app, `/api/websale/reservation/seats?code=${code}&direction=departure`);
    const map = res.body.content.data as SeatMap;
    if (until(map) || Date.now() > deadline) return map;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

if (!postgresql) {
  describe.skip('seat maps kept by a process (skipped: needs TEST_DATABASE_URL; CI sets it when PostgreSQL answers)', () => {
    it('drops a kept map when another process changes its bus', () => undefined);
  });
} else {
  describe('seat maps kept by a process, changed by another', () => {
    let t: TestApp;
    let copies: KeptReads;
    // Announcements heard, in order (a test waits for its own sentinel to know every earlier one has arrived).
    const heard: string[] = [];
    // Each time listening began (true) or stopped (false).
    const states: boolean[] = [];
    let listener: ChannelListener;
    let kept: TestApp['app'];
    beforeAll(async () => {
      t = await openTestApp(postgresql);
      copies = createKeptReads();
      const live = new Promise<void>((resolve) => {
        listener = listenOnChannel(t.database.pool!.options.connectionString!, 'seat_map', {
          message: (name) => {
            heard.push(name);
            copies.changed(name);
          },
          listening: (now) => {
            states.push(now);
            copies.listening(now);
            if (now) resolve();
          },
        }, 200);
      });
      await live;
      kept = createApp({ db: t.database.db, clock: t.clock, config: defaultServerConfig, keptReads: copies });
    });
    afterAll(async () => {
      await listener?.close();
      await t?.close();
    });

    /** Waits until every change committed so far has been announced to `kept`. */
    async function settled(): Promise<void> {
      await allAnnounced(t.database.pool!, heard);
    }

    it('shows a seat held, moved and released through the other process on its next map, and keeps the map between changes', async () => {
      const mine = await reservationOnBus(t, { date: '2026-03-20', time: '15:30' });
      const other = await reservationOnBus(t, { date: '2026-03-20', time: '15:30' });
      await settled();
      expect(seatCell(await mapUntil(kept, other, () => true), 7).state).toBe('free');
      expect(copies.size).toBe(1);

      expect((await setSeats(t, mine, adults(7))).status).toBe(200);
      expect(seatCell(await mapUntil(kept, other, (m) => seatCell(m, 7).state === 'taken'), 7)).toMatchObject({ state: 'taken', offered: false });
      await settled();
      expect(seatCell(await mapUntil(kept, mine, (m) => seatCell(m, 7).state === 'held'), 7).state).toBe('held');
      await mapUntil(kept, other, () => true);
      expect(copies.size).toBe(2);

      expect((await setSeats(t, mine, adults(9))).status).toBe(200);
      const moved = await mapUntil(kept, other, (m) => seatCell(m, 9).state === 'taken');
      expect([seatCell(moved, 7).state, seatCell(moved, 9).state]).toEqual(['free', 'taken']);
    });

    it('frees an expired hold and refuses an expired reservation from the kept map, with no announcement', async () => {
      const late = await reservationOnBus(t, { date: '2026-03-21', time: '15:30' });
      expect((await setSeats(t, late, adults(12))).status).toBe(200);
      await settled();
      expect(seatCell(await mapUntil(kept, late, (m) => seatCell(m, 12).state === 'held'), 12).state).toBe('held');
      t.clock.advance(10 * MINUTE);
      try {
        const next = await reservationOnBus(t, { date: '2026-03-21', time: '15:30' });
        await settled();
        expect(seatCell(await mapUntil(kept, next, (m) => seatCell(m, 12).state === 'taken'), 12).state).toBe('taken');
        const before = copies.size;
        expect(before).toBeGreaterThanOrEqual(2);
        // Past the late reservation's deadline (15 minutes), within the next one's.
        t.clock.advance(5 * MINUTE + 1);
        expect(seatCell(await mapUntil(kept, next, () => true), 12)).toMatchObject({ state: 'free', offered: true });
        expect((await call(kept, `/api/websale/reservation/seats?code=${late}&direction=departure`)).status).toBe(410);
        expect(copies.size).toBe(before);
      } finally {
        t.clock.advance(-(15 * MINUTE + 1));
      }
    });

    it('after its listening connection dropped, keeps nothing it read before, shows a change made meanwhile, and listens again', async () => {
      const mine = await reservationOnBus(t, { date: '2026-03-22', time: '15:30' });
      const other = await reservationOnBus(t, { date: '2026-03-22', time: '15:30' });
      await settled();
      expect(seatCell(await mapUntil(kept, other, () => true), 3).state).toBe('free');
      expect(copies.size).toBeGreaterThan(0);
      const before = states.length;
      // As a PostgreSQL restart or a failover would: the listening connection is cut.
      await t.database.pool!.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query = 'LISTEN seat_map'`);
      const deadline = Date.now() + 5_000;
      while (states.length === before && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
      expect(states.slice(before, before + 1)).toEqual([false]);
      expect(copies.size).toBe(0);
      // A change while nobody listens (or just after): never announced to this process, and never missed.
      expect((await setSeats(t, mine, adults(3))).status).toBe(200);
      expect(seatCell(await mapUntil(kept, other, () => true), 3).state).toBe('taken');
      while (states.length < before + 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
      expect(states.slice(before)).toEqual([false, true]);
      await settled();
      await mapUntil(kept, other, () => true);
      expect(copies.size).toBeGreaterThan(0);
    });
  });
}
