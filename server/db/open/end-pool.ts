import type pg from 'pg';

/**
 * Ends a pool once its connections have really closed. node-postgres' `pool.end()` answers as soon as it has asked
 * each idle client to end, before their backends are gone: a database dropped right after (a test's, a bench's)
 * then cuts them off mid-goodbye, and every one reports an error (57P01) that no fault caused. A connection still
 * checked out closes when it is given back; `waitMs` bounds the wait for one that never is.
 */
export async function endPool(pool: pg.Pool, waitMs = 5_000): Promise<void> {
  let open = pool.totalCount;
  let timer: NodeJS.Timeout | undefined;
  const closed = new Promise<void>((resolve) => {
    if (open === 0) return resolve();
    pool.on('remove', () => {
      open -= 1;
      if (open <= 0) resolve();
    });
    timer = setTimeout(resolve, waitMs);
    timer.unref();
  });
  await pool.end();
  await closed;
  clearTimeout(timer);
}
