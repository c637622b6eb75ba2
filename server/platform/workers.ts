import { availableParallelism } from 'node:os';

/**
 * How many server processes to run (decision 032). PGlite lives inside one process, so it is always 1;
 * on PostgreSQL `WEB_CONCURRENCY` says how many, and by default one per core: a Node process uses one
 * core for its JavaScript, and the database, rate limits and outbox are already shared by replicas.
 */
export function serverWorkers(env: Record<string, string | undefined>, cores = availableParallelism()): number {
  if (!env.DATABASE_URL) return 1;
  const asked = env.WEB_CONCURRENCY?.trim();
  if (!asked) return Math.max(1, cores);
  const n = Number(asked);
  if (!Number.isInteger(n) || n < 1 || n > 64) throw new Error(`WEB_CONCURRENCY must be a whole number from 1 to 64, not "${asked}"`);
  return n;
}
