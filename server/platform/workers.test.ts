import { describe, expect, it } from 'vitest';
import { serverWorkers } from './workers';

describe('how many server processes run (decision 032)', () => {
  it('is one on PGlite, whatever is asked: the embedded database lives in one process', () => {
    expect(serverWorkers({ WEB_CONCURRENCY: '4' }, 8)).toBe(1);
  });
  it('is one per core on PostgreSQL by default, or what WEB_CONCURRENCY says', () => {
    expect(serverWorkers({ DATABASE_URL: 'postgres://x' }, 2)).toBe(2);
    expect(serverWorkers({ DATABASE_URL: 'postgres://x', WEB_CONCURRENCY: '1' }, 8)).toBe(1);
    expect(serverWorkers({ DATABASE_URL: 'postgres://x', WEB_CONCURRENCY: ' 3 ' }, 8)).toBe(3);
  });
  it('stops start-up on a value that is not a count', () => {
    for (const bad of ['0', '-1', '2.5', 'two', '65']) {
      expect(() => serverWorkers({ DATABASE_URL: 'postgres://x', WEB_CONCURRENCY: bad }, 2)).toThrow(/WEB_CONCURRENCY/);
    }
  });
});
