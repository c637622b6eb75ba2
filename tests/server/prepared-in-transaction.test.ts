import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction, type Database } from '../../server/db/database';
import { openDatabase, type OpenedDatabase } from '../../server/db/open/open-database';
import { preparedOn } from '../../server/db/queries/prepared';
import { drawnDocuments } from '../../server/db/schema/drawn-documents.schema';
import { createFixedClock } from '../../server/platform/clock';
import { everyEngine, SEEDED_AT_TEST_NOW, TEST_NOW, type TestStore } from './support/engines';

// A statement prepared once on the pool runs inside a transaction on the transaction's own connection (decision
// 077): it sees what the transaction wrote before it commits, and nothing of it after a rollback. Sent on the pool
// instead, PostgreSQL would answer from another connection (the row unseen) and PGlite would wait for the
// transaction to end (a hang): either way these tests fail, as they do if Drizzle moves the client it binds.
describe.each(everyEngine)('a prepared statement inside a transaction on $name', (engine) => {
  let store: TestStore;
  let opened: OpenedDatabase;
  let builds = 0;
  const byDigest = (db: Database) =>
    preparedOn(db, 'test_drawn_by_digest', (pool, name) => {
      builds++;
      return pool.select({ body: drawnDocuments.body }).from(drawnDocuments).where(eq(drawnDocuments.digest, sql.placeholder('digest'))).prepare(name);
    });
  const row = (digest: string) => ({ digest, body: Buffer.from(`body of ${digest}`), drawnAt: new Date(TEST_NOW) });
  // Written by a statement built on the transaction itself: only its connection sees the row before the commit.
  const write = (tx: Database, digest: string) => tx.insert(drawnDocuments).values(row(digest));
  const keep = (db: Database, digest: string) =>
    preparedOn(db, 'test_drawn_keep', (pool, name) =>
      pool.insert(drawnDocuments).values({ digest: sql.placeholder('digest'), body: sql.placeholder('body'), drawnAt: sql.placeholder('drawnAt') }).prepare(name),
    ).execute(row(digest));

  beforeAll(async () => {
    store = await engine.createStore(false, SEEDED_AT_TEST_NOW);
    opened = await openDatabase({ ...store.options, clock: createFixedClock(TEST_NOW) });
  });
  afterAll(async () => {
    await opened?.close();
    await store?.dispose();
  });

  it('reads, inside the transaction, the row the transaction wrote, with the one statement the pool uses', async () => {
    const { db } = opened;
    expect(await byDigest(db).execute({ digest: 'seen-inside' })).toEqual([]);
    const inside = await inTransaction(db, async (tx) => {
      await write(tx, 'seen-inside');
      const read = await byDigest(tx).execute({ digest: 'seen-inside' });
      // A savepoint opened inside runs on the same connection.
      const nested = await inTransaction(tx, (sp) => byDigest(sp).execute({ digest: 'seen-inside' }));
      return { read, nested };
    });
    expect(inside.read.map((row) => row.body.toString())).toEqual(['body of seen-inside']);
    expect(inside.nested.map((row) => row.body.toString())).toEqual(['body of seen-inside']);
    expect((await byDigest(db).execute({ digest: 'seen-inside' })).length).toBe(1);
    expect(builds).toBe(1);
  });

  it('writes inside the transaction, and leaves nothing after a rollback', async () => {
    const { db } = opened;
    await expect(
      inTransaction(db, async (tx) => {
        await keep(tx, 'rolled-back');
        expect((await byDigest(tx).execute({ digest: 'rolled-back' })).length).toBe(1);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await byDigest(db).execute({ digest: 'rolled-back' })).toEqual([]);
  });
});
