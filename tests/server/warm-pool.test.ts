import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type OpenedDatabase } from '../../server/db/open/open-database';
import { engines, SEEDED_AT_TEST_NOW, type TestStore } from './support/engines';

// A server's pool opens its warm connections at start (PG_POOL_WARM, server/serve.ts), as PostgreSQL sees them;
// a pool opened without them opens none until asked. PostgreSQL only: PGlite has no pool. Skipped without
// TEST_DATABASE_URL, for that written reason (CI sets it when PostgreSQL answers).
const postgresql = engines.find((engine) => engine.name === 'postgresql');
const suite = postgresql ? describe : describe.skip;
const title = postgresql ? 'a warm pool on PostgreSQL' : 'a warm pool on PostgreSQL (skipped: needs TEST_DATABASE_URL)';

async function connectionsTo(store: TestStore): Promise<number> {
  const name = new URL(store.options.url!).pathname.slice(1);
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ n: string }>('select count(*) n from pg_stat_activity where datname = $1', [name]);
    return Number(rows[0]!.n);
  } finally {
    await admin.end();
  }
}

suite(title, () => {
  let store: TestStore | undefined;
  let opened: OpenedDatabase | undefined;
  afterEach(async () => {
    await opened?.close();
    await store?.dispose();
  });

  it('opens the warm connections before the first request, and none without them', async () => {
    store = await postgresql!.createStore(false, SEEDED_AT_TEST_NOW);
    opened = await openDatabase({ ...store.options, poolMax: 5, warmConnections: 3 });
    expect(await connectionsTo(store)).toBe(3);
    expect(opened.pool?.idleCount).toBe(3);
    await opened.close();
    // A closed connection's backend leaves a moment after the client.
    await expect.poll(() => connectionsTo(store!)).toBe(0);

    opened = await openDatabase({ ...store.options, poolMax: 5 });
    expect(await connectionsTo(store)).toBe(0);
  });

  it('never opens more than the pool holds, and ignores a count that is not one', async () => {
    store = await postgresql!.createStore(false, SEEDED_AT_TEST_NOW);
    opened = await openDatabase({ ...store.options, poolMax: 2, warmConnections: 50 });
    expect(await connectionsTo(store)).toBe(2);
    await opened.close();
    await expect.poll(() => connectionsTo(store!)).toBe(0);

    opened = await openDatabase({ ...store.options, poolMax: 2, warmConnections: Number('many') });
    expect(await connectionsTo(store)).toBe(0);
  });

  it('closes only once its connections have ended, so its database can be dropped at once without cutting one off', async () => {
    store = await postgresql!.createStore(false, SEEDED_AT_TEST_NOW);
    const name = new URL(store.options.url!).pathname.slice(1);
    opened = await openDatabase({ ...store.options, poolMax: 20, warmConnections: 20 });
    const cutOff: unknown[] = [];
    opened.pool!.on('error', (error) => cutOff.push(error));
    // Connected before the close, so the count is taken the moment it answers (pool.end() alone left about a third
    // of twenty backends still there at that moment, which a dropped database then cut off).
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      await opened.close();
      opened = undefined;
      const { rows } = await admin.query<{ n: string }>('select count(*) n from pg_stat_activity where datname = $1', [name]);
      expect(Number(rows[0]!.n)).toBe(0);
    } finally {
      await admin.end();
    }
    await store.dispose();
    store = undefined;
    expect(cutOff).toEqual([]);
  });
});
