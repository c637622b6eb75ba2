import cluster, { type Worker } from 'node:cluster';
import { openDatabase } from './db/open/open-database';
import { systemClock } from './platform/clock';

/**
 * The primary of a multi-process server (decision 032): it migrates and seeds once, forks the workers
 * (each runs server/serve.ts and shares the port; Node hands connections round robin), replaces a worker
 * that dies, and on SIGTERM passes the signal on (Ctrl-C reaches the workers by itself), waits for every
 * worker's orderly shutdown and exits 0, or 1 if a worker that was serving did not stop cleanly.
 */
export async function runPrimary(workers: number, databaseUrl: string): Promise<void> {
  let stopping = false;
  let failed = false;
  const serving = new Set<number>();
  const alive = () => Object.keys(cluster.workers ?? {}).length;

  process.on('SIGTERM', () => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    if (alive() === 0) process.exit(0);
  });
  // Ctrl-C reaches every process of the terminal's group, the workers included: passing it on would be
  // their second signal, which forces an exit without finishing the requests in flight.
  process.on('SIGINT', () => {
    stopping = true;
    if (alive() === 0) process.exit(0);
  });

  cluster.on('listening', (worker: Worker) => serving.add(worker.id));
  cluster.on('exit', (worker: Worker, code: number | null, signal: string | null) => {
    if (stopping) {
      // A worker stopped by the signal before it served anything had nothing in flight to lose.
      if (code !== 0 && serving.has(worker.id)) failed = true;
      if (alive() === 0) process.exit(failed ? 1 : 0);
      return;
    }
    console.error(JSON.stringify({ level: 'error', task: 'cluster', event: 'worker-exit', code, signal, pid: worker.process.pid }));
    cluster.fork();
  });

  // Migrations and the seed run here once; the workers' own openDatabase then finds nothing to do.
  const setup = await openDatabase({ url: databaseUrl, clock: systemClock, poolMax: 1 });
  await setup.close();
  if (stopping) process.exit(0);
  for (let i = 0; i < workers; i += 1) cluster.fork();
}
