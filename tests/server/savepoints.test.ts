import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inTransaction, type Database } from '../../server/db/database';
import { openDatabase, type OpenedDatabase } from '../../server/db/open/open-database';
import { drawnDocuments } from '../../server/db/schema/drawn-documents.schema';
import { createFixedClock } from '../../server/platform/clock';
import { everyEngine, SEEDED_AT_TEST_NOW, TEST_NOW, type TestStore } from './support/engines';

// A unit of work inside a transaction is a savepoint that is rolled back to when it throws and otherwise left for
// the commit (server/db/database.ts): what a payment keeps when its seats were lost, for instance, depends on it.
// Written rows here are drawn documents (a table with no foreign keys); what committed is what is read after.
describe.each(everyEngine)('units of work inside a transaction on $name', (engine) => {
  let store: TestStore;
  let opened: OpenedDatabase;
  const digests = ['outer', 'first', 'second', 'inner', 'after'];
  const write = (db: Database, digest: string) => db.insert(drawnDocuments).values({ digest, body: Buffer.from(digest), drawnAt: new Date(TEST_NOW) });
  const kept = async () =>
    (await opened.db.select({ digest: drawnDocuments.digest }).from(drawnDocuments).where(inArray(drawnDocuments.digest, digests))).map((row) => row.digest).sort();
  const fails = () => {
    throw new Error('this unit fails');
  };

  beforeAll(async () => {
    store = await engine.createStore(false, SEEDED_AT_TEST_NOW);
    opened = await openDatabase({ ...store.options, clock: createFixedClock(TEST_NOW) });
  });
  beforeEach(async () => {
    await opened.db.delete(drawnDocuments).where(inArray(drawnDocuments.digest, digests));
  });
  afterAll(async () => {
    await opened?.close();
    await store?.dispose();
  });

  it('rolls back only the unit that threw; the transaction goes on and commits the rest', async () => {
    await inTransaction(opened.db, async (tx) => {
      await write(tx, 'outer');
      await expect(inTransaction(tx, async (unit) => {
        await write(unit, 'inner');
        fails();
      })).rejects.toThrow('this unit fails');
      await write(tx, 'after');
    });
    expect(await kept()).toEqual(['after', 'outer']);
  });

  it('keeps a unit that succeeded when the next one, at the same depth, is rolled back', async () => {
    await inTransaction(opened.db, async (tx) => {
      await inTransaction(tx, (unit) => write(unit, 'first'));
      await expect(inTransaction(tx, async (unit) => {
        await write(unit, 'second');
        fails();
      })).rejects.toThrow();
      // And a third after the rollback is kept too: the transaction is usable.
      await inTransaction(tx, (unit) => write(unit, 'after'));
    });
    expect(await kept()).toEqual(['after', 'first']);
  });

  it('rolls back a unit that succeeded inside one that then threw', async () => {
    await inTransaction(opened.db, async (tx) => {
      await write(tx, 'outer');
      await expect(inTransaction(tx, async (unit) => {
        await write(unit, 'first');
        await inTransaction(unit, (inner) => write(inner, 'inner'));
        fails();
      })).rejects.toThrow();
      await inTransaction(tx, (unit) => write(unit, 'second'));
    });
    expect(await kept()).toEqual(['outer', 'second']);
  });

  it('commits nothing of a unit, however it ended, when the transaction itself throws', async () => {
    await expect(inTransaction(opened.db, async (tx) => {
      await inTransaction(tx, (unit) => write(unit, 'first'));
      fails();
    })).rejects.toThrow();
    expect(await kept()).toEqual([]);
  });
});
