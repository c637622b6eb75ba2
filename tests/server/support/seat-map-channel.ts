import type pg from 'pg';
import { expect } from 'vitest';

/**
 * Waits until every change committed so far on `pool`'s database has been announced on `seat_map` to a listener that
 * pushes what it hears into `heard`: PostgreSQL delivers announcements in commit order, so once a sentinel sent now is
 * heard, every earlier one has been. Answers the sentinel's place in `heard` (what came before it is what was announced).
 */
export async function allAnnounced(pool: pg.Pool, heard: readonly string[]): Promise<number> {
  const sentinel = `sentinel-${heard.length}-${Math.random().toString(36).slice(2)}`;
  await pool.query(`select pg_notify('seat_map', $1)`, [sentinel]);
  const deadline = Date.now() + 5_000;
  while (!heard.includes(sentinel) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(heard).toContain(sentinel);
  return heard.indexOf(sentinel);
}
