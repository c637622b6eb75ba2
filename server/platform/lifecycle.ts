import type { Server } from 'node:http';

// How the process runs its background work and how it stops (decision 016). SIGTERM (or SIGINT) stops
// accepting connections, lets requests in flight finish, stops the background tasks and waits for a run
// in progress, closes the database and exits 0. A second signal, or the timeout, forces exit 1.

export interface BackgroundTask {
  /** Stops the timer and resolves once a run in progress has finished. */
  stop(): Promise<void>;
}

/**
 * Runs `task` every `intervalMs`. A run still going when the next tick comes is not doubled; an error is
 * logged by name only (messages can carry personal data) and the next tick runs again.
 */
export function every(name: string, intervalMs: number, task: () => Promise<unknown>): BackgroundTask {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = task()
      .then(() => undefined)
      .catch((error: unknown) => console.error(JSON.stringify({ level: 'error', task: name, error: error instanceof Error ? error.name : 'unknown' })))
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

export interface ShutdownPlan {
  server: Pick<Server, 'close' | 'closeIdleConnections'>;
  background: BackgroundTask[];
  closeDatabase: () => Promise<void>;
  /** Milliseconds the orderly stop may take before the process is forced out with exit code 1. */
  timeoutMs: number;
  exit?: (code: number) => void;
  log?: (line: string) => void;
}

/** How often connections that have finished their request are closed while the server drains. */
const IDLE_SWEEP_MS = 50;

/** The stop sequence; `shutdown` is what a signal calls. Its promise settles when the process is about to exit. */
export function createShutdown(plan: ShutdownPlan): { shutdown(signal: string): Promise<void> } {
  const exit = plan.exit ?? ((code: number) => process.exit(code));
  const log = plan.log ?? ((line: string) => console.log(line));
  let stopping = false;

  async function orderly(signal: string): Promise<void> {
    const drained = new Promise<void>((resolve) => plan.server.close(() => resolve()));
    log(`${signal} received, shutting down: no new connections, finishing requests in flight`);
    // close() ends idle keep-alive connections once; a connection whose request finishes later would
    // otherwise linger until its keep-alive timeout.
    const sweep = setInterval(() => plan.server.closeIdleConnections(), IDLE_SWEEP_MS);
    sweep.unref();
    try {
      await Promise.all([drained, ...plan.background.map((task) => task.stop())]);
    } finally {
      clearInterval(sweep);
    }
    await plan.closeDatabase();
  }

  return {
    async shutdown(signal) {
      if (stopping) {
        log(`${signal} received again, exiting now`);
        exit(1);
        return;
      }
      stopping = true;
      const timer = setTimeout(() => {
        log(`shutdown took longer than ${plan.timeoutMs} ms, exiting now`);
        exit(1);
      }, plan.timeoutMs);
      timer.unref();
      try {
        await orderly(signal);
        clearTimeout(timer);
        log('shutdown complete');
        exit(0);
      } catch (error) {
        clearTimeout(timer);
        log(`shutdown failed: ${error instanceof Error ? error.name : 'unknown'}`);
        exit(1);
      }
    },
  };
}

/** SIGTERM and SIGINT call `shutdown`; the second one forces the exit. */
export function onStopSignals(shutdown: (signal: string) => Promise<void>): void {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void shutdown(signal));
}
