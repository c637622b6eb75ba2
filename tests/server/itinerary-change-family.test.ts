import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultServerConfig } from '../../server/platform/config';
import { expectMatchesContract } from './support/contract';
import { call, engines, openTestApp, TEST_NOW, type TestApp } from './support/engines';
import { card, cards, contact, pay, stored } from './support/payments';
import { reservationOnBus, setSeats } from './support/seats';
import { emailLinkToken } from './support/proof';
import { reservationCall } from './support/websale';

// docs/rules/my-reservation.md#changing-the-schedule: a family's leg moves with a seat chosen for every passenger on the
// new bus's map (the infant rides on a lap, as when booking); a seat taken, a seat given twice or a passenger left
// without one is refused with its message, and nothing moves.

type Ticket = { ticket_id: number; passenger_type: string; seat: number | null; schedule_id: number };
type Schedule = { schedule_id: number; schedule_detail_id: number; departure_time: string };
type Availability = { seats: number[]; seats_needed: number; passengers: Array<{ ticket_id: number; passenger_type: string; passenger_name: string }>; bus: { rows: number; columns: number; cells: Array<{ seat_number: number | null }> } };
const STRANGER = { flowToken: null } as const;

describe.each(engines)('itinerary: a family changes its bus ($name)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(engine, TEST_NOW, { rateLimits: { ...defaultServerConfig.rateLimits, lookupFailures: { points: 1_000_000, windowSeconds: 900 } } });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Two adults, a child and an infant on the 15:30 bus of the 20th, paid by card, in seats 1, 2 and 3. */
  async function family() {
    const code = await reservationOnBus(t, { date: '2026-03-20', time: '15:30', passengers: { adult: 2, minor: 1, infant: 1 } });
    const travellers = [
      { type: 'adult', first_name: 'Ana', last_name: contact.last_name },
      { type: 'adult', first_name: 'Luis', last_name: 'Ibarra' },
      { type: 'minor', first_name: 'Sofía', last_name: 'Ibarra', age: 8 },
      { type: 'infant', first_name: 'Leo', last_name: 'Ibarra', age: 1 },
    ];
    const saved = await reservationCall(t, 'setContact', '/reservation/contact', { method: 'POST', body: { code, contact, goes_contact: true, travellers } });
    expect(saved.status, JSON.stringify(saved.body.content.errors)).toBe(200);
    const held = await setSeats(t, code, [
      { seat_number: 1, passenger_type: 'adult' },
      { seat_number: 2, passenger_type: 'adult' },
      { seat_number: 3, passenger_type: 'minor' },
    ]);
    expect(held.status, JSON.stringify(held.body.content.errors)).toBe(200);
    expect((await pay(t, { code, method: 'card', card: card(cards.approve) }, { key: `${code}-card` })).data?.payment).toBe('approved');
    const found = await call(t.app, `/api/itinerary/reservation/data?code=${code}&last_name=Ibarra`, STRANGER);
    return { code, token: await emailLinkToken(t, code), tickets: (found.body.content.data as { tickets: Ticket[] }).tickets };
  }

  it('shows the new bus with every seated passenger, and moves each to the seat chosen for them', async () => {
    const { code, token, tickets } = await family();
    const listed = await call(t.app, `/api/itinerary/reservation/${code}/schedules?token=${token}&ticket_id=${tickets[0]!.ticket_id}&date=2026-03-21`, STRANGER);
    const bus = (listed.body.content.data as { schedules: Schedule[] }).schedules.find((s) => s.departure_time === '15:30:00')!;
    const ids = `token=${token}&ticket_id=${tickets[0]!.ticket_id}&schedule_id=${bus.schedule_id}&schedule_detail_id=${bus.schedule_detail_id}`;
    const seen = await call(t.app, `/api/itinerary/reservation/${code}/schedule_availability?${ids}`, STRANGER);
    expectMatchesContract('itinerary', 'itineraryAvaibility', seen.status, seen.body);
    const availability = seen.body.content.data as Availability;
    expect(availability.seats_needed).toBe(3);
    expect(availability.passengers.map((p) => [p.passenger_type, p.passenger_name])).toEqual([
      ['adult', 'Ana López Núñez'],
      ['adult', 'Luis Ibarra'],
      ['minor', 'Sofía Ibarra'],
    ]);
    expect(availability.bus.cells.some((c) => c.seat_number === 20)).toBe(true);
    const [ana, luis, sofia] = availability.passengers.map((p) => p.ticket_id);
    const move = (seats: Array<{ ticket_id: number; seat: number }>) =>
      call(t.app, `/api/itinerary/reservation/${code}/change_schedule`, {
        ...STRANGER,
        method: 'POST',
        lang: 'en',
        body: { token, ticket_id: tickets[0]!.ticket_id, date: '2026-03-21', schedule_id: bus.schedule_id, schedule_detail_id: bus.schedule_detail_id, seats },
      });

    // Someone else sits in 21 meanwhile.
    const other = await reservationOnBus(t, { date: '2026-03-21', time: '15:30', passengers: { adult: 1 } });
    expect((await setSeats(t, other, [{ seat_number: 21, passenger_type: 'adult' }])).status).toBe(200);
    const refusals = [
      [[{ ticket_id: ana!, seat: 19 }, { ticket_id: luis!, seat: 20 }], [400, 'seats_incomplete', 'Choose a seat for every passenger on this leg.']],
      [[{ ticket_id: ana!, seat: 19 }, { ticket_id: luis!, seat: 19 }, { ticket_id: sofia!, seat: 20 }], [400, 'seat_repeated', 'You chose the same seat for two passengers; choose a different one for each. (19)']],
      [[{ ticket_id: ana!, seat: 19 }, { ticket_id: luis!, seat: 20 }, { ticket_id: sofia!, seat: 21 }], [409, 'seat_unavailable', 'The selected seat is no longer available. (21)']],
    ] as const;
    for (const [seats, expected] of refusals) {
      const refused = await move([...seats]);
      expectMatchesContract('itinerary', 'changeSchedule', refused.status, refused.body);
      expect([refused.status, refused.body.content.errors[0]?.code, refused.body.content.errors[0]?.message]).toEqual(expected);
    }
    expect((await stored(t, code)).tickets.map((row) => row.seatNumber)).toEqual([1, 2, 3, null]);

    const done = await move([{ ticket_id: sofia!, seat: 20 }, { ticket_id: ana!, seat: 19 }, { ticket_id: luis!, seat: 22 }]);
    expect(done.status, JSON.stringify(done.body.content.errors)).toBe(200);
    const after = await stored(t, code);
    expect(after.tickets.map((row) => [row.seatNumber, row.departureId])).toEqual([
      [19, bus.schedule_id],
      [22, bus.schedule_id],
      [20, bus.schedule_id],
      [null, bus.schedule_id],
    ]);
    expect(after.holds.map((h) => h.seatNumber).sort()).toEqual([19, 20, 22]);
  });
});
