import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departures } from '../../server/db/schema/network.schema';
import { defaultServerConfig } from '../../server/platform/config';
import { expectMatchesContract } from './support/contract';
import { call, engines, openTestApp, TEST_NOW, type TestApp } from './support/engines';
import { adultNames, card, cards, contact, pay, stored } from './support/payments';
import { adults, setSeats } from './support/seats';
import { create, noPassengers, reservationCall, searchBody } from './support/websale';
import { emailLinkToken } from './support/proof';

// docs/rules/my-reservation.md#confirming-an-open-date (decision 028): an open return gets its date, bus and seat within the
// ticket's validity (one year from purchase), with the seat guarantees of a purchase; outside it, refused.

type Ticket = { ticket_id: number; direction: string; open: boolean; seat: number | null; can_change: boolean; valid_until: string | null };
type Schedule = { schedule_id: number; schedule_detail_id: number; departure_time: string; fare_difference: number };
const STRANGER = { flowToken: null } as const;

/** A paid round trip Puerto Vallarta → Guadalajara on the 06:00 bus with an open return. */
async function openReturn(t: TestApp, date: string, seat: number): Promise<string> {
  const created = await create(t, searchBody({ passengers: { ...noPassengers, adult: 1 }, round: true, departure: { date, open: false }, return: { date: null, open: true } }));
  expect(created.status, JSON.stringify(created.body.content.errors)).toBe(200);
  const code = created.payload!.code;
  const listed = await call(t.app, `/api/websale/reservation/schedules?code=${code}&direction=departure`);
  const bus = (listed.body.content.data as { schedules: Array<Schedule & { layout_id: number }> }).schedules.find((s) => s.departure_time === '06:00:00')!;
  const departure = { open: false, schedule_id: bus.schedule_id, schedule_detail_id: bus.schedule_detail_id, layout_id: bus.layout_id };
  const chosen = await reservationCall(t, 'setSchedules', '/reservation/schedules', { method: 'POST', body: { code, departure, return: { open: true, schedule_id: null, schedule_detail_id: null, layout_id: null } } });
  expect(chosen.status, JSON.stringify(chosen.body.content.errors)).toBe(200);
  expect((await reservationCall(t, 'setContact', '/reservation/contact', { method: 'POST', body: { code, contact, goes_contact: true, travellers: adultNames(1) } })).status).toBe(200);
  expect((await setSeats(t, code, adults(seat))).status).toBe(200);
  const paid = await pay(t, { code, method: 'card', card: card(cards.approve) }, { key: `${code}-card` });
  expect(paid.data?.payment).toBe('approved');
  return code;
}

describe.each(engines)('itinerary: confirm an open date ($name)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(engine, TEST_NOW, { rateLimits: { ...defaultServerConfig.rateLimits, lookupFailures: { points: 1_000_000, windowSeconds: 900 } } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('gives an open return its date, bus and seat within a year of purchase', async () => {
    const code = await openReturn(t, '2026-03-21', 6);
    const found = await call(t.app, `/api/itinerary/reservation/data?code=${code}&last_name=${encodeURIComponent('López Núñez')}`, STRANGER);
    const { tickets } = found.body.content.data as { tickets: Ticket[] };
    const token = await emailLinkToken(t, code);
    const back = tickets.find((ticket) => ticket.direction === 'return')!;
    expect(back).toMatchObject({ open: true, seat: null });
    // One year from purchase (decision 028).
    expect(back.valid_until?.slice(0, 10)).toBe('2027-03-10');

    const listed = await call(t.app, `/api/itinerary/reservation/${code}/schedules?token=${token}&ticket_id=${back.ticket_id}&date=2026-03-24`, STRANGER);
    expectMatchesContract('itinerary', 'itinerarySchedules', listed.status, listed.body);
    const schedules = (listed.body.content.data as { schedules: Schedule[] }).schedules;
    // An open return is priced at the pair's lowest fare: the executive buses cost the same.
    const bus = schedules.find((s) => s.fare_difference === 0)!;
    const done = await call(t.app, `/api/itinerary/reservation/${code}/change_schedule`, {
      ...STRANGER,
      method: 'POST',
      body: { token, ticket_id: back.ticket_id, date: '2026-03-24', schedule_id: bus.schedule_id, schedule_detail_id: bus.schedule_detail_id, seat: 12 },
    });
    expectMatchesContract('itinerary', 'changeSchedule', done.status, done.body);
    expect(done.status, JSON.stringify(done.body.content.errors)).toBe(200);
    expect(done.body.content.data).toMatchObject({ settled_by: 'none', ticket: { open: false, seat: 12 } });
    const rows = await stored(t, code);
    expect(rows.reservation).toMatchObject({ returnOpen: false, returnId: bus.schedule_id, returnDate: '2026-03-24' });
    expect(rows.holds.map((h) => [h.departureId, h.seatNumber, h.expiresAt]).sort()).toContainEqual([bus.schedule_id, 12, null]);

  });

  it('refuses a day past the validity, with its message (a validity of 5 days, set by configuration)', async () => {
    const short = await openTestApp(engine, TEST_NOW, { openTicketValidityDays: 5, rateLimits: { ...defaultServerConfig.rateLimits, lookupFailures: { points: 1_000_000, windowSeconds: 900 } } });
    try {
      const code = await openReturn(short, '2026-03-11', 7);
      const found = await call(short.app, `/api/itinerary/reservation/data?code=${code}&last_name=${encodeURIComponent('López Núñez')}`, STRANGER);
      const { tickets } = found.body.content.data as { tickets: Ticket[] };
      const token = await emailLinkToken(short, code);
      const ret = tickets.find((ticket) => ticket.direction === 'return')!;
      expect(ret.valid_until?.slice(0, 10)).toBe('2026-03-15');
      const listed = (date: string) => call(short.app, `/api/itinerary/reservation/${code}/schedules?token=${token}&ticket_id=${ret.ticket_id}&date=${date}`, STRANGER);
      const late = await listed('2026-03-16');
      expect([late.status, late.body.content.errors[0]?.code]).toEqual([404, 'schedules_not_found']);
      const inside = await listed('2026-03-14');
      expect(inside.status).toBe(200);
      // A bus of a day past the validity, named directly, is refused with the rule's message.
      const anyBus = (inside.body.content.data as { schedules: Schedule[] }).schedules[0]!;
      const [same] = await short.database.db.select().from(departures).where(eq(departures.id, anyBus.schedule_id));
      const [beyond] = await short.database.db.select().from(departures).where(and(eq(departures.timetableId, same!.timetableId), eq(departures.serviceDate, '2026-03-16')));
      const refused = await call(short.app, `/api/itinerary/reservation/${code}/change_schedule`, {
        ...STRANGER,
        method: 'POST',
        lang: 'en',
        body: { token, ticket_id: ret.ticket_id, date: '2026-03-16', schedule_id: beyond!.id, schedule_detail_id: anyBus.schedule_detail_id },
      });
      expect([refused.status, refused.body.content.errors[0]]).toEqual([409, { code: 'outside_validity', field: 'schedule_id', message: "The date is outside the ticket's validity." }]);
      expect((await stored(short, code)).reservation).toMatchObject({ returnOpen: true, returnId: null });
    } finally {
      await short.close();
    }
  });
});
