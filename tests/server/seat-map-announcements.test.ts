import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenOnChannel, type ChannelListener } from '../../server/db/open/listen-channel';
import { everyEngine, openTestApp, type TestApp } from './support/engines';
import { allAnnounced } from './support/seat-map-channel';
import { reservationOnBus } from './support/seats';
import { create, reservationCall, searchBody } from './support/websale';

// What PostgreSQL announces on `seat_map` (migrations 0027 and 0028, decisions 075 and 079): every change a kept seat
// map could show, and nothing else, since each announcement makes its transaction's commit queue for PostgreSQL's
// notification lock. On PostgreSQL only; skipped without TEST_DATABASE_URL, for that written reason, as
// seat-map-copies.test.ts is (which shows the copies dropped when they must be).
const postgresql = everyEngine.find((engine) => engine.name === 'postgresql');

/** The columns the seat map's statement reads of the reservation (`r.`) and of its passengers (`p.`). */
function columnsTheSeatMapReads(): { reservations: string[]; passengers: string[] } {
  const source = readFileSync(new URL('../../server/services/websale/seats/seat-map.queries.ts', import.meta.url), 'utf8');
  const statement = source.slice(source.indexOf('const seatMapStatement'), source.indexOf('export interface SeatMapRead'));
  const read = (alias: string) => [...new Set([...statement.matchAll(new RegExp(`\\b${alias}\\.([a-z_]+)\\b`, 'g'))].map((m) => m[1]!))].sort();
  return { reservations: read('r'), passengers: read('p') };
}

if (!postgresql) {
  describe.skip('seat map announcements (skipped: needs TEST_DATABASE_URL; CI sets it when PostgreSQL answers)', () => {
    it('announces what a seat map shows, and nothing else', () => undefined);
  });
} else {
  describe('seat map announcements', () => {
    let t: TestApp;
    let listener: ChannelListener;
    const heard: string[] = [];
    beforeAll(async () => {
      t = await openTestApp(postgresql);
      await new Promise<void>((resolve) => {
        listener = listenOnChannel(t.database.pool!.options.connectionString!, 'seat_map', { message: (name) => heard.push(name), listening: (now) => now && resolve() }, 200);
      });
    });
    afterAll(async () => {
      await listener?.close();
      await t?.close();
    });

    /**
     * What `work` made PostgreSQL announce. What earlier steps announced is heard out first: a step answers once it has
     * committed, and its announcement may reach the listener after that.
     */
    async function announcedBy(work: () => Promise<unknown>): Promise<string[]> {
      const from = (await allAnnounced(t.database.pool!, heard)) + 1;
      await work();
      return heard.slice(from, await allAnnounced(t.database.pool!, heard));
    }
    const sql = (text: string, values: unknown[] = []) => t.database.pool!.query(text, values);
    const idOf = async (code: string) => Number((await sql('select id from reservations where code = $1', [code])).rows[0].id);

    it('announces nothing for a new reservation: no process can have a copy of it', async () => {
      const announced = await announcedBy(async () => {
        const created = await create(t, searchBody({ passengers: { adult: 2, minor: 1, inapam: 0, infant: 0, student: 0, student_flex: 0, teacher: 0, teacher_flex: 0 } }));
        expect(created.status).toBe(200);
      });
      expect(announced).toEqual([]);
    });

    it('announces the reservation when its travellers get their names, its bus when a seat is held', async () => {
      const code = await reservationOnBus(t, { date: '2026-03-21', time: '15:30' });
      const id = await idOf(code);
      const contact = { first_name: 'Ana', last_name: 'Núñez', cell_phone: '3221234567', email: 'ana@example.mx', privacy: true };
      expect(await announcedBy(async () => {
        const saved = await reservationCall(t, 'setContact', '/reservation/contact', { method: 'POST', body: { code, contact, goes_contact: true, travellers: [{ first_name: 'Ana', last_name: 'Núñez' }] } });
        expect(saved.status).toBe(200);
      })).toEqual([`r${id}`]);
      const [bus] = (await sql('select departure_id from reservations where id = $1', [id])).rows as Array<{ departure_id: number }>;
      expect(await announcedBy(async () => {
        const held = await reservationCall(t, 'setSeats', '/reservation/seats', { method: 'POST', body: { code, departure: { seats: [{ seat_number: 5, passenger_type: 'adult' }] } } });
        expect(held.status).toBe(200);
      })).toEqual([`d${bus!.departure_id}`]);
    });

    it('announces a change to any column the seat map reads, and none to a contact, a price or the time of a change', async () => {
      const code = await reservationOnBus(t, { date: '2026-03-22', time: '15:30' });
      const id = await idOf(code);
      const quiet = [
        `update reservations set contact_email = 'otra@example.mx', contact_cell_phone = '+523229999999', updated_at = now() where id = ${id}`,
        `update reservations set additionals = '{}'::jsonb where id = ${id}`,
        `update passengers set price_departure = price_departure + 1, age = 30 where reservation_id = ${id}`,
        // A write that changes nothing the map reads, though it names a column the map reads.
        `update reservations set payment_status = payment_status where id = ${id}`,
      ];
      for (const statement of quiet) expect(await announcedBy(() => sql(statement)), statement).toEqual([]);
      const shown = [
        `update reservations set payment_deadline = payment_deadline + interval '1 minute' where id = ${id}`,
        `update reservations set flow_token_hash = 'changed' where id = ${id}`,
        `update reservations set return_open = not return_open where id = ${id}`,
        `update passengers set first_name = 'Zoë' where reservation_id = ${id}`,
        `update passengers set type = 'minor' where reservation_id = ${id}`,
        `update reservations set deleted_at = now() where id = ${id}`,
      ];
      for (const statement of shown) expect(await announcedBy(() => sql(statement)), statement).toEqual([`r${id}`]);
    });

    it('announces for every column the seat map statement reads, as the statement is written today', async () => {
      const definition = async (trigger: string) => String((await sql('select pg_get_triggerdef(oid) as def from pg_trigger where tgname = $1', [trigger])).rows[0]?.def ?? '');
      const read = columnsTheSeatMapReads();
      expect(read.reservations).toContain('departure_id');
      expect(read.passengers).toContain('first_name');
      const reservationsTrigger = await definition('reservations_seat_map');
      const passengersTrigger = await definition('passengers_seat_map');
      // `code` and `deleted_at` are read in the statement's WHERE (r.code, r.deleted_at), and announce too.
      for (const column of [...read.reservations, 'code', 'deleted_at']) expect(reservationsTrigger, `reservations.${column}`).toContain(`new.${column}`);
      for (const column of read.passengers) expect(passengersTrigger, `passengers.${column}`).toContain(`new.${column}`);
    });
  });
}
