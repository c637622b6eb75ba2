import { Hono } from 'hono';
import type { Database } from '../db/database';
import { pingDatabase } from '../db/queries/ready.queries';
import { fail, ok } from './envelope';

/** How long /api/ready waits for the database before answering 503: a probe must not hang on a dead pool. */
const READY_TIMEOUT_MS = 2_000;

function withinTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Probes for load balancers and orchestrators, outside the services' contracts (decision 020):
 * GET /health (liveness) touches nothing, so it answers while the process can answer at all;
 * GET /ready (readiness) asks the database one trivial question and answers 503 service_unavailable
 * when it gets no answer, so traffic goes to replicas that can serve it. Neither is cached.
 */
export function createHealthRoutes(db: Database): Hono {
  const app = new Hono();
  app.get('/health', (c) => {
    c.header('Cache-Control', 'no-store');
    return ok(c, { status: 'ok' });
  });
  app.get('/ready', async (c) => {
    c.header('Cache-Control', 'no-store');
    try {
      await withinTimeout(pingDatabase(db), READY_TIMEOUT_MS);
      return ok(c, { status: 'ready' });
    } catch (error) {
      console.error(JSON.stringify({ level: 'error', requestId: c.get('requestId'), route: '/api/ready', error: error instanceof Error ? error.name : 'unknown' }));
      return fail(c, 503, 'common', 'service_unavailable');
    }
  });
  return app;
}
