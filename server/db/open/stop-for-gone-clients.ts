import type pg from 'pg';
import { requestMayStop, stopIfClientGone } from '../../platform/client-presence';

// Decision 078: the pool asks, before each statement and transaction of a request that has changed nothing yet,
// whether its client is still there. The question is asked once the statement has its connection, since waiting
// for one is where an overloaded server's requests wait longest; a request that has changed something, and work
// outside requests, take the pool's own path untouched.

/** A plain read: anything else (a write, a `with` that may write, a `begin`) marks the request as changing. */
const readsOnly = (statement: unknown): boolean => {
  const text = typeof statement === 'string' ? statement : (statement as { text?: unknown } | null)?.text;
  return typeof text === 'string' && /^\s*select\b/i.test(text);
};

/** Makes `pool` stop the statements of requests whose client has gone (server/platform/client-presence.ts). */
export function stopStatementsForGoneClients(pool: pg.Pool): void {
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;

  // Promise-style calls of a request that may stop: the connection taken, the client asked, the statement sent.
  // As pg-pool's own query does, a failed statement's connection is given back as failed (and closed).
  const queryWhilePresent = async (args: unknown[]) => {
    stopIfClientGone(false);
    const client = (await connect()) as pg.PoolClient;
    try {
      stopIfClientGone(!readsOnly(args[0]));
    } catch (gone) {
      client.release();
      throw gone;
    }
    try {
      const result = await (client.query as (...a: unknown[]) => Promise<unknown>)(...args);
      client.release();
      return result;
    } catch (error) {
      client.release(error as Error);
      throw error;
    }
  };
  pool.query = ((...args: unknown[]) => {
    const callback = args.some((arg) => typeof arg === 'function');
    if (callback || !requestMayStop()) return query(...args);
    return queryWhilePresent(args);
  }) as typeof pool.query;

  // A connection taken by hand is a transaction (Drizzle's): once it has its connection, the request runs to its end.
  // pg-pool's own query takes its connection with a callback, and is left alone.
  pool.connect = ((...args: unknown[]) => {
    if (args.length > 0 || !requestMayStop()) return connect(...args);
    stopIfClientGone(false);
    return (connect() as Promise<pg.PoolClient>).then((client) => {
      try {
        stopIfClientGone(true);
      } catch (gone) {
        client.release();
        throw gone;
      }
      return client;
    });
  }) as typeof pool.connect;
}
