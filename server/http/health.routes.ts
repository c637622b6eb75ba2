import { Hono, type Context } from 'hono';
import type { Database } from '../db/database';
import { pingDatabase } from '../db/queries/ready.queries';
import type { Readiness } from '../platform/lifecycle';
import { errorItem, ok, requestLang } from './envelope';

/** How long /api/ready waits for the database before answering 503: a probe must not hang on a dead pool. */
const READY_TIMEOUT_MS = 2_000;

function withinTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** A 503 service_unavailable whose data says why: the process is stopping, or its database does not answer. */
function notReady(c: Context, status: 'draining' | 'database_unavailable') {
  c.header('Cache-Control', 'no-store');
  return c.json({ http: { code: 503, status: 'error' }, content: { data: { status }, errors: [errorItem(requestLang(c), 'common', 'service_unavailable')] } }, 503);
}

/**
 * Probes for load balancers and orchestrators, outside the services' contracts (decision 020):
 * GET /health (liveness) touches nothing, so it answers while the process can answer at all;
 * GET /ready (readiness) answers 503 service_unavailable once the process is stopping (data
 * `{ status: 'draining' }`, from the signal on, decision 016) or when the database does not answer one
 * trivial question (`database_unavailable`), so traffic goes to replicas that can serve it. Neither is cached.
 */
export function createHealthRoutes(db: Database, readiness: Readiness = { draining: false }): Hono {
  const app = new Hono();
  app.get('/health', (c) => {
    c.header('Cache-Control', 'no-store');
    return ok(c, { status: 'ok' });
  });
  app.get('/ready', async (c) => {
    if (readiness.draining) return notReady(c, 'draining');
    c.header('Cache-Control', 'no-store');
    try {
      await withinTimeout(pingDatabase(db), READY_TIMEOUT_MS);
      return ok(c, { status: 'ready' });
    } catch (error) {
      console.error(JSON.stringify({ level: 'error', requestId: c.get('requestId'), route: '/api/ready', error: error instanceof Error ? error.name : 'unknown' }));
      return notReady(c, 'database_unavailable');
    }
  });
  return app;
}
