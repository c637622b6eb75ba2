import { describe, expect, it } from 'vitest';
import { createKeptReads } from './kept-reads';

/** A read of a reservation's map of a bus (as the seat map's: named by both). */
interface MapRead {
  reservationId: number;
  busId: number | null;
}
const mapOf = (reservationId: number, busId: number | null): MapRead => ({ reservationId, busId });
const namesOf = (read: MapRead) => [`r${read.reservationId}`, ...(read.busId === null ? [] : [`d${read.busId}`])];

/** A read that answers `map` and counts how often it ran. */
function reader(map: MapRead | null) {
  const read = async () => {
    read.calls++;
    return map;
  };
  read.calls = 0;
  return read;
}

describe('the reads a process keeps', () => {
  it('keeps nothing until it is listening, then answers a second ask from the copy', async () => {
    const copies = createKeptReads();
    const read = reader(mapOf(1, 10));
    await copies.get('A:departure', read, namesOf);
    await copies.get('A:departure', read, namesOf);
    expect(read.calls).toBe(2);
    copies.listening(true);
    await copies.get('A:departure', read, namesOf);
    expect(await copies.get('A:departure', read, namesOf)).toEqual(mapOf(1, 10));
    expect(read.calls).toBe(3);
  });

  it('drops every copy read from a bus or a reservation announced as changed, and only those', async () => {
    const copies = createKeptReads();
    copies.listening(true);
    const [a, b, c] = [reader(mapOf(1, 10)), reader(mapOf(2, 10)), reader(mapOf(3, 20))];
    await copies.get('A', a, namesOf);
    await copies.get('B', b, namesOf);
    await copies.get('C', c, namesOf);
    copies.changed('d10');
    expect(copies.size).toBe(1);
    await copies.get('C', c, namesOf);
    expect(c.calls).toBe(1);
    copies.changed('r3');
    await copies.get('C', c, namesOf);
    expect(c.calls).toBe(2);
  });

  it('answers but does not keep a read that a change to what it read overtook', async () => {
    const copies = createKeptReads();
    copies.listening(true);
    let finish: (map: MapRead) => void = () => undefined;
    const pending = copies.get('A', () => new Promise<MapRead>((resolve) => (finish = resolve)), namesOf);
    copies.changed('d99');
    copies.changed('d10');
    finish(mapOf(1, 10));
    expect(await pending).toEqual(mapOf(1, 10));
    expect(copies.size).toBe(0);
    // A change to another bus does not stop it being kept.
    const next = copies.get('A', () => new Promise<MapRead>((resolve) => (finish = resolve)), namesOf);
    copies.changed('d99');
    finish(mapOf(1, 10));
    await next;
    expect(copies.size).toBe(1);
  });

  it('forgets everything when listening stops, and keeps nothing read across the gap', async () => {
    const copies = createKeptReads();
    copies.listening(true);
    await copies.get('A', reader(mapOf(1, 10)), namesOf);
    let finish: (map: MapRead) => void = () => undefined;
    const pending = copies.get('B', () => new Promise<MapRead>((resolve) => (finish = resolve)), namesOf);
    copies.listening(false);
    expect(copies.size).toBe(0);
    copies.listening(true);
    finish(mapOf(2, 10));
    await pending;
    expect(copies.size).toBe(0);
  });

  it('keeps no unknown code, and at most the configured number of reads, the least recently used going first', async () => {
    const copies = createKeptReads(2);
    copies.listening(true);
    await copies.get('missing', reader(null), namesOf);
    expect(copies.size).toBe(0);
    const [a, b, c] = [reader(mapOf(1, 10)), reader(mapOf(2, 10)), reader(mapOf(3, 10))];
    await copies.get('A', a, namesOf);
    await copies.get('B', b, namesOf);
    await copies.get('A', a, namesOf);
    await copies.get('C', c, namesOf);
    expect(copies.size).toBe(2);
    await copies.get('A', a, namesOf);
    await copies.get('B', b, namesOf);
    expect([a.calls, b.calls]).toEqual([1, 2]);
  });
});
