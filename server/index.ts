import cluster from 'node:cluster';
import { serverWorkers } from './platform/workers';

// The server's entry: one process on PGlite; on PostgreSQL one process per core by default
// (WEB_CONCURRENCY), a primary that forks workers each running server/serve.ts (decision 032).
const workers = serverWorkers(process.env);
if (cluster.isPrimary) {
  // The partner simulator, when no OCTO partner is configured: started once, before the workers, which inherit its address.
  const { startSimulatorIfUnconfigured } = await import('./partners/octo-simulator/start-beside-site');
  await startSimulatorIfUnconfigured(process.env);
}
if (cluster.isPrimary && workers > 1) {
  const { runPrimary } = await import('./cluster-primary');
  await runPrimary(workers, process.env.DATABASE_URL!);
} else {
  await import('./serve');
}
