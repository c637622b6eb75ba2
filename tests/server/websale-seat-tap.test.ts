import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seatHolds } from '../../server/db/schema/reservations.schema';
import { busLayouts, layoutSeats } from '../../server/db/schema/fleet.schema';
import { wheelchairPlacesPerLayout } from '../../domain/seats/wheelchair';
import { expectMatchesContract } from './support/contract';
import { call, engines, openTestApp, type TestApp } from './support/engines';
import { marchFareWindows, reservationOnBus, seatCell, seatMap, type SeatMap } from './support/seats';
import { reservationCall } from './support/websale';
import { card, cards, confirm, contact, pay, stored } from './support/payments';
import { pdfText } from '../support/pdf-text';

// docs/rules/booking.md#seats and docs/rules/booking.md#the-wheelchair-place: a tap holds or releases one seat at once for one passenger; the wheelchair
// place asked for on the additionals step is held like a seat.

type Passenger = { id: number; type: string; first_name: string | null; last_name: string | null; seat_number: number | null };
type TapMap = SeatMap & { passengers: Passenger[] };

describe.each(engines)('websale seat taps on $name', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(engine, undefined, { fareWindows: marchFareWindows });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function tap(code: string, seat: number, passenger: number, direction: 'departure' | 'return' = 'departure') {
    const res = await call(t.app, '/api/websale/reservation/seat', { method: 'POST', body: { code, direction, seat_number: seat, passenger_id: passenger } });
    expectMatchesContract('websale', 'holdSeat', res.status, res.body);
    return { ...res, map: res.body.content.data as TapMap | null };
  }
  async function untap(code: string, seat: number) {
    const res = await call(t.app, '/api/websale/reservation/seat', { method: 'DELETE', body: { code, direction: 'departure', seat_number: seat } });
    expectMatchesContract('websale', 'releaseSeat', res.status, res.body);
    return { ...res, map: res.body.content.data as TapMap | null };
  }
  const passengersOf = async (code: string) => ((await seatMap(t, code)).map as TapMap).passengers;
  const additionals = (code: string, wheelchair: boolean) =>
    reservationCall(t, 'setAdditionals', '/reservation/additionals', { method: 'POST', body: { code, ...(wheelchair ? { wheelchair: { spaces: 1, note: 'Silla plegable' } } : {}) } });

  it('lists the seated passengers (infants ride on a lap) and holds a tapped seat for the passenger named, stored with them', async () => {
    const code = await reservationOnBus(t, { date: '2026-03-20', time: '15:30', passengers: { adult: 1, minor: 1, infant: 1 } });
    const people = await passengersOf(code);
    expect(people.map((p) => [p.type, p.seat_number])).toEqual([['adult', null], ['minor', null]]);
    const minor = people[1]!;
    const held = await tap(code, 7, minor.id);
    expect(held.status).toBe(200);
    expect(seatCell(held.map!, 7).state).toBe('held');
    expect(held.map!.passengers.find((p) => p.id === minor.id)?.seat_number).toBe(7);
    const [row] = await t.database.db.select().from(seatHolds).where(and(eq(seatHolds.seatNumber, 7), eq(seatHolds.passengerId, minor.id)));
    expect(row?.expiresAt).not.toBeNull();
  });

  it('a seat another buyer holds is refused on the tap, naming it, and the passenger keeps their seat', async () => {
    const rival = await reservationOnBus(t, { date: '2026-03-21', time: '15:30' });
    const buyer = await reservationOnBus(t, { date: '2026-03-21', time: '15:30' });
    const [rivalP] = await passengersOf(rival);
    const [buyerP] = await passengersOf(buyer);
    expect((await tap(buyer, 3, buyerP!.id)).status).toBe(200);
    expect((await tap(rival, 9, rivalP!.id)).status).toBe(200);
    const lost = await tap(buyer, 9, buyerP!.id);
    expect(lost.status).toBe(409);
    expect(lost.body.content.errors).toEqual([expect.objectContaining({ code: 'seat_taken', field: 'departure.seats', seats: [9] })]);
    const after = (await seatMap(t, buyer)).map as TapMap;
    expect([seatCell(after, 3).state, seatCell(after, 9).state]).toEqual(['held', 'taken']);
  });

  it('moves a passenger to the new seat tapped, gives a companion seat to the passenger named, and releases a seat', async () => {
    const code = await reservationOnBus(t, { date: '2026-03-22', time: '15:30', passengers: { adult: 2 } });
    const [first, second] = await passengersOf(code);
    await tap(code, 1, first!.id);
    const moved = await tap(code, 2, first!.id);
    expect([seatCell(moved.map!, 1).state, seatCell(moved.map!, 2).state]).toEqual(['free', 'held']);
    const given = await tap(code, 2, second!.id);
    expect(given.map!.passengers.map((p) => p.seat_number)).toEqual([null, 2]);
    const released = await untap(code, 2);
    expect(released.status).toBe(200);
    expect(seatCell(released.map!, 2).state).toBe('free');
    expect(released.map!.passengers.map((p) => p.seat_number)).toEqual([null, null]);
  });

  it('counts the per-bus INAPAM quota on each tap: the third INAPAM traveller on a bus is refused on the seat tapped', async () => {
    const codes = [];
    for (let n = 0; n < 3; n++) codes.push(await reservationOnBus(t, { date: '2026-03-28', time: '15:30', passengers: { inapam: 1 } }));
    const outcomes = [];
    for (const [n, code] of codes.entries()) outcomes.push(await tap(code, 10 + n, (await passengersOf(code))[0]!.id));
    expect(outcomes.map((o) => o.status)).toEqual([200, 200, 409]);
    expect(outcomes[2]!.body.content.errors[0]).toMatchObject({ code: 'discount_seats_exhausted', seats: [12] });
    // Moving an INAPAM traveller to another seat on the same bus is no new quota seat.
    expect((await tap(codes[0]!, 20, (await passengersOf(codes[0]!))[0]!.id)).status).toBe(200);
  });

  it('refuses a passenger of another reservation and a seat not on the bus', async () => {
    const code = await reservationOnBus(t, { date: '2026-03-23', time: '15:30' });
    const other = await reservationOnBus(t, { date: '2026-03-23', time: '15:30' });
    const [stranger] = await passengersOf(other);
    expect((await tap(code, 4, stranger!.id)).body.content.errors[0]).toMatchObject({ code: 'seat_passenger_mismatch' });
    expect((await tap(code, 901, (await passengersOf(code))[0]!.id)).body.content.errors[0]).toMatchObject({ code: 'seat_not_on_layout' });
  });

  it('holds the wheelchair place of a first-class bus on the additionals save, shows it on the map, and lets it go', async () => {
    const code = await reservationOnBus(t, { date: '2026-03-24', time: '13:00' });
    const other = await reservationOnBus(t, { date: '2026-03-24', time: '13:00' });
    expect((await additionals(code, true)).status).toBe(200);
    const mine = (await seatMap(t, code)).map;
    const place = mine.cells.find((c) => (c.kind as string) === 'wheelchair');
    expect(place).toMatchObject({ row: 1, seat_number: 901, state: 'held', offered: false });
    expect(seatCell((await seatMap(t, other)).map, 901).state).toBe('taken');
    // The bus has one place: a second traveller is told so, and their additionals are not saved.
    const refused = await additionals(other, true);
    expect(refused.status).toBe(409);
    expect(refused.body.content.errors[0]).toMatchObject({ code: 'wheelchair_place_unavailable', field: 'wheelchair' });
    // Saving again without the wheelchair frees the place for the next traveller.
    expect((await additionals(code, false)).status).toBe(200);
    expect((await additionals(other, true)).status).toBe(200);
  });

  it('sells the wheelchair place with the seats and prints it on the tickets, the PDF and the HTML', async () => {
    const code = await reservationOnBus(t, { date: '2026-03-27', time: '13:00' });
    expect((await reservationCall(t, 'setContact', '/reservation/contact', { method: 'POST', body: { code, contact, goes_contact: true, travellers: [{ type: 'adult', first_name: contact.first_name, last_name: contact.last_name }] } })).status).toBe(200);
    expect((await additionals(code, true)).status).toBe(200);
    const [passenger] = await passengersOf(code);
    expect((await tap(code, 12, passenger!.id)).status).toBe(200);
    expect((await pay(t, { code, method: 'card', card: card(cards.approve) }, { key: `${code}-wheelchair` })).status).toBe(200);
    const holds = (await stored(t, code)).holds.map((h) => [h.seatNumber, h.expiresAt, h.passengerId]).sort();
    expect(holds).toEqual([[12, null, passenger!.id], [901, null, null]]);
    const confirmed = await confirm(t, code);
    expect(confirmed.tickets?.map((ticket) => [ticket.seat, (ticket as { wheelchair_place?: number | null }).wheelchair_place])).toEqual([[12, 1]]);
    const pdf = await call(t.app, `/api/websale/reservation/pdf?code=${code}`);
    const text = await pdfText(new Uint8Array(Buffer.from((pdf.body.content.data as { content: string }).content, 'base64')));
    expect(text).toContain('Silla de ruedas');
    expect(text).toContain('Espacio 1');
    // The documents speak the language the reservation was booked in (Spanish here), whatever the request's.
    const html = await call(t.app, `/api/websale/reservation/html?code=${code}`, { lang: 'en' });
    expect(JSON.stringify(html.body.content.data)).toContain('<dt>Silla de ruedas</dt><dd>Espacio 1</dd>');
  });

  it('seeds the wheelchair places the domain rule names: one on the first-class layout, none on the executive one', async () => {
    const layouts = await t.database.db.select().from(busLayouts);
    for (const layout of layouts) {
      const places = await t.database.db.select().from(layoutSeats).where(and(eq(layoutSeats.layoutId, layout.id), eq(layoutSeats.kind, 'wheelchair')));
      expect(places.map((p) => p.seatNumber)).toEqual(Array.from({ length: wheelchairPlacesPerLayout[layout.code] ?? 0 }, (_, i) => 901 + i));
    }
  });

  it('refuses a wheelchair on an executive bus, which has no place, in the traveller’s language', async () => {
    const code = await reservationOnBus(t, { date: '2026-03-25', time: '15:30' });
    const res = await call(t.app, '/api/websale/reservation/additionals', { method: 'POST', lang: 'en', body: { code, wheelchair: { spaces: 1, note: 'x' } } });
    expect(res.status).toBe(409);
    expect(res.body.content.errors[0]).toMatchObject({ code: 'wheelchair_place_unavailable', message: expect.stringContaining('no free wheelchair space') });
  });
});
