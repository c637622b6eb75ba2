import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { inTransaction, type Database } from '../database';
import { CATALOGUE_TTL_MS, catalogueRows } from './catalogue-cache';

// The catalogue rows a process keeps (terminals, layouts, fares...): read once a minute per database, whether
// the first reader was inside a transaction (a payment writing its tickets' e-mail) or not.
describe('catalogue rows kept per database', () => {
  const client = new PGlite();
  const db = drizzle({ client }) as unknown as Database;
  afterAll(() => client.close());

  it('keeps what a transaction read for every later reader of its database, until the minute is up', async () => {
    const reads: string[] = [];
    const read = (by: string) => () => {
      reads.push(by);
      return Promise.resolve([`rows read by ${by}`]);
    };
    const now = Date.now();
    const inside = await inTransaction(db, (tx) => catalogueRows(tx, 'test_rows', now, read('the transaction')));
    const outside = await catalogueRows(db, 'test_rows', now + 1_000, read('the pool'));
    const again = await inTransaction(db, (tx) => catalogueRows(tx, 'test_rows', now + 2_000, read('another transaction')));
    expect([inside, outside, again]).toEqual([['rows read by the transaction'], ['rows read by the transaction'], ['rows read by the transaction']]);
    expect(reads).toEqual(['the transaction']);
    expect(await catalogueRows(db, 'test_rows', now + CATALOGUE_TTL_MS, read('the pool, a minute later'))).toEqual(['rows read by the pool, a minute later']);
  });

  it('forgets a failed read', async () => {
    const now = Date.now();
    await expect(inTransaction(db, (tx) => catalogueRows(tx, 'failing_rows', now, () => Promise.reject(new Error('gone'))))).rejects.toThrow('gone');
    expect(await catalogueRows(db, 'failing_rows', now, () => Promise.resolve('read again'))).toBe('read again');
  });
});
