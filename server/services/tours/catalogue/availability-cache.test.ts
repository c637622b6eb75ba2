import { describe, expect, it } from 'vitest';
import type { Database } from '../../../db/database';
import { forgetAvailability, keptAvailability } from './availability-cache';

// A tour's availability is read once per second per process, and again at once after a sale here.
describe('the availability kept a second', () => {
  const db = {} as Database;
  const counter = () => {
    let reads = 0;
    return { read: async () => ++reads, reads: () => reads };
  };

  it('answers the same address from one read within the second, and reads again after it', async () => {
    const c = counter();
    const answers = await Promise.all([keptAvailability(db, 'a', 1_000, c.read), keptAvailability(db, 'a', 1_500, c.read), keptAvailability(db, 'a', 1_999, c.read)]);
    expect(answers).toEqual([1, 1, 1]);
    expect(await keptAvailability(db, 'a', 2_000, c.read)).toBe(2);
    expect(await keptAvailability(db, 'b', 2_000, c.read)).toBe(3);
  });

  it('reads again after a hold, release or sale in this process', async () => {
    const c = counter();
    await keptAvailability(db, 'c', 5_000, c.read);
    forgetAvailability();
    expect(await keptAvailability(db, 'c', 5_001, c.read)).toBe(2);
  });

  it('does not keep a failed read, nor one from a clock that moved back', async () => {
    await expect(keptAvailability(db, 'd', 9_000, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    const c = counter();
    expect(await keptAvailability(db, 'd', 9_001, c.read)).toBe(1);
    expect(await keptAvailability(db, 'd', 8_000, c.read)).toBe(2);
  });
});
