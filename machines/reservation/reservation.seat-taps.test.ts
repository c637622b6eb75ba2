import { describe, expect, it } from 'vitest';
import type { SeatMap } from './reservation.ports';
import { ok, settle, validContact, validTravellers, type Harness } from './reservation.test-harness';
import { toContact } from './reservation.test-flow';
import { twoPassengerMap } from './seats.test-fixture';
import { withSeatTaken } from './seat-selection';

// docs/rules/booking.md#seats: each tap holds or releases one seat on the server at once, for the passenger chosen above
// the map; taps made meanwhile wait their turn; a seat lost to another buyer shows on the map.

const twoSeater = twoPassengerMap;

async function onSeats(map: SeatMap): Promise<Harness> {
  const h = await toContact();
  h.actor.send({ type: 'contact.submit', contact: validContact, goesContact: true, travellers: validTravellers });
  await settle();
  await h.answer('saveContact', ok({}));
  h.actor.send({ type: 'additionals.submit', additionals: { insurance: [], shuttle: null, pet: false, wheelchair: false } });
  await settle();
  await h.answer('saveAdditionals', ok({}));
  await h.answer('loadSeats', ok(map));
  return h;
}
const tap = (h: Harness, seat_number: number) => h.actor.send({ type: 'seat.toggle', leg: 'departure', seat_number });
const context = (h: Harness) => h.actor.getSnapshot().context;
const state = (h: Harness) => JSON.stringify(h.actor.getSnapshot().value);

describe('seat taps', () => {
  it('a tap holds the seat at once for the first passenger without one', async () => {
    const h = await onSeats(twoSeater());
    expect(context(h).seatPassenger.departure).toBe(11);
    tap(h, 1);
    await settle();
    expect(state(h)).toContain('"picking":"holding"');
    expect(h.pending('holdSeat').input).toMatchObject({ code: 'PV0001', leg: 'departure', seat_number: 1, passenger_id: 11 });
    await h.answer('holdSeat', ok(twoSeater({ 11: 1 })));
    // Held: the next tap seats the next passenger in list order.
    expect(state(h)).toContain('"picking":"idle"');
    expect(context(h).seatPassenger.departure).toBe(12);
  });

  it('taps made while a hold is on its way wait their turn, each sent once, in order', async () => {
    const h = await onSeats(twoSeater());
    tap(h, 1);
    tap(h, 4);
    await settle();
    expect(h.calls.holdSeat).toHaveLength(1);
    await h.answer('holdSeat', ok(twoSeater({ 11: 1 })));
    expect(h.calls.holdSeat).toHaveLength(2);
    expect(h.pending('holdSeat').input).toMatchObject({ seat_number: 4, passenger_id: 12 });
    await h.answer('holdSeat', ok(twoSeater({ 11: 1, 12: 4 })));
    expect(h.calls.holdSeat).toHaveLength(2);
    expect(context(h).seatTaps).toEqual([]);
  });

  it('a tap on a seat the reservation holds lets it go, and its passenger is who the next tap seats', async () => {
    const h = await onSeats(twoSeater({ 11: 1, 12: 4 }));
    tap(h, 1);
    await settle();
    expect(state(h)).toContain('"picking":"releasing"');
    expect(h.pending('releaseSeat').input).toMatchObject({ leg: 'departure', seat_number: 1 });
    await h.answer('releaseSeat', ok(twoSeater({ 12: 4 })));
    expect(context(h).seatPassenger.departure).toBe(11);
  });

  it('the passenger chosen in the list is who the next tap seats', async () => {
    const h = await onSeats(twoSeater({ 11: 1 }));
    h.actor.send({ type: 'seat.passenger', leg: 'departure', passenger_id: 11 });
    tap(h, 4);
    await settle();
    expect(h.pending('holdSeat').input).toMatchObject({ seat_number: 4, passenger_id: 11 });
    // A passenger who is not on the map is not chosen.
    h.actor.send({ type: 'seat.passenger', leg: 'departure', passenger_id: 99 });
    expect(context(h).seatPassenger.departure).toBe(11);
  });

  it('a seat another buyer took is marked taken on the map with the reason, and the next tap still goes', async () => {
    const h = await onSeats(twoSeater());
    tap(h, 1);
    tap(h, 4);
    await settle();
    await h.answer('holdSeat', { ok: false, errors: [{ code: 'seat_taken', field: 'departure.seats', seats: [1] }] });
    const { seatMaps, seatLost, errors } = context(h);
    expect(seatMaps.departure?.cells.find((c) => c.seat_number === 1)).toMatchObject({ state: 'taken', offered: false });
    expect(seatLost).toEqual({ leg: 'departure', seat_number: 1 });
    expect(errors).toEqual([{ service: 'websale', code: 'seat_taken', field: 'departure.seats', seats: [1] }]);
    expect(h.pending('holdSeat').input).toMatchObject({ seat_number: 4, passenger_id: 11 });
    // A taken seat is not sent again (the server's fresh map shows it taken too).
    await h.answer('holdSeat', ok(withSeatTaken(twoSeater({ 11: 4 }), 1)));
    tap(h, 1);
    await settle();
    expect(h.calls.holdSeat).toHaveLength(2);
  });

  it('"Continuar" only confirms: refused while a passenger has no seat, and one pressed during a hold waits for it', async () => {
    const h = await onSeats(twoSeater({ 11: 1 }));
    h.actor.send({ type: 'seats.submit' });
    expect(context(h).errors[0]?.code).toBe('seats_count_mismatch');
    tap(h, 4);
    await settle();
    h.actor.send({ type: 'seats.submit' });
    expect(state(h)).toContain('"picking":"holding"');
    await h.answer('holdSeat', ok(twoSeater({ 11: 1, 12: 4 })));
    expect(h.actor.getSnapshot().matches({ booking: { step: 'payment' } })).toBe(true);
    expect(h.calls.loadPayment).toHaveLength(1);
  });
});
