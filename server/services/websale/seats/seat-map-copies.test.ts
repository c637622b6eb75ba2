import { describe, expect, it } from 'vitest';
import { createSeatMapCopies } from './seat-map-copies';
import type { SeatMapRead } from './seat-map.queries';

const mapOf = (reservationId: number, busId: number | null, seat = 1): SeatMapRead => ({
  row: { id: reservationId, flowTokenHash: null, paymentStatus: 'process', paymentDeadline: null, roundTrip: false, departureOpen: false, departureId: busId, returnOpen: true, returnId: null },
  passengers: [],
  bus: busId === null ? null : { id: busId, layoutId: 1, healthyDistance: false, holds: [{ seatNumber: seat, reservationId, passengerId: null, passengerType: 'adult', expiresAt: null }] },
});

/** A read that answers `map` and counts how often it ran. */
function reader(map: SeatMapRead | null) {
  const read = async () => {
    read.calls++;
    return map;
  };
  read.calls = 0;
  return read;
}

describe('the seat maps a process keeps', () => {
  it('keeps nothing until it is listening, then answers a second ask from the copy', async () => {
    const copies = createSeatMapCopies();
    const read = reader(mapOf(1, 10));
    await copies.get('A:departure', read);
    await copies.get('A:departure', read);
    expect(read.calls).toBe(2);
    copies.listening(true);
    await copies.get('A:departure', read);
    expect(await copies.get('A:departure', read)).toEqual(mapOf(1, 10));
    expect(read.calls).toBe(3);
  });

  it('drops every copy read from a bus or a reservation announced as changed, and only those', async () => {
    const copies = createSeatMapCopies();
    copies.listening(true);
    const [a, b, c] = [reader(mapOf(1, 10)), reader(mapOf(2, 10)), reader(mapOf(3, 20))];
    await copies.get('A', a);
    await copies.get('B', b);
    await copies.get('C', c);
    copies.changed('d10');
    expect(copies.size).toBe(1);
    await copies.get('C', c);
    expect(c.calls).toBe(1);
    copies.changed('r3');
    await copies.get('C', c);
    expect(c.calls).toBe(2);
  });

  it('answers but does not keep a read that a change to what it read overtook', async () => {
    const copies = createSeatMapCopies();
    copies.listening(true);
    let finish: (map: SeatMapRead) => void = () => undefined;
    const pending = copies.get('A', () => new Promise((resolve) => (finish = resolve)));
    copies.changed('d99');
    copies.changed('d10');
    finish(mapOf(1, 10));
    expect(await pending).toEqual(mapOf(1, 10));
    expect(copies.size).toBe(0);
    // A change to another bus does not stop it being kept.
    const next = copies.get('A', () => new Promise((resolve) => (finish = resolve)));
    copies.changed('d99');
    finish(mapOf(1, 10));
    await next;
    expect(copies.size).toBe(1);
  });

  it('forgets everything when listening stops, and keeps nothing read across the gap', async () => {
    const copies = createSeatMapCopies();
    copies.listening(true);
    await copies.get('A', reader(mapOf(1, 10)));
    let finish: (map: SeatMapRead) => void = () => undefined;
    const pending = copies.get('B', () => new Promise((resolve) => (finish = resolve)));
    copies.listening(false);
    expect(copies.size).toBe(0);
    copies.listening(true);
    finish(mapOf(2, 10));
    await pending;
    expect(copies.size).toBe(0);
  });

  it('keeps no unknown code, and at most the configured number of reads, the least recently used going first', async () => {
    const copies = createSeatMapCopies(2);
    copies.listening(true);
    await copies.get('missing', reader(null));
    expect(copies.size).toBe(0);
    const [a, b, c] = [reader(mapOf(1, 10)), reader(mapOf(2, 10)), reader(mapOf(3, 10))];
    await copies.get('A', a);
    await copies.get('B', b);
    await copies.get('A', a);
    await copies.get('C', c);
    expect(copies.size).toBe(2);
    await copies.get('A', a);
    await copies.get('B', b);
    expect([a.calls, b.calls]).toEqual([1, 2]);
  });
});
