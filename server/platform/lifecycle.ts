import type { Server } from 'node:http';

// How the process runs its background work and how it stops (decision 016). SIGTERM (or SIGINT) makes
// the readiness probe answer 503 and every answer from then on say `Connection: close`, stops accepting
// connections (after an optional delay for the balancer to notice), closes idle kept-alive connections, lets
// requests in flight finish, stops the background tasks and waits for a run in progress, closes the database
// and exits 0. A second signal, or the timeout, forces exit 1.

/** Whether this process still wants traffic: /api/ready answers 503 once it is stopping. */
export interface Readiness {
  readonly draining: boolean;
}

/** The readiness of this process, and the switch the stop sequence turns. Per process: another instance has its own. */
export function createReadiness(): Readiness & { drain(): void } {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    drain() {
      draining = true;
    },
  };
}

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
  /**
   * Called first, at the signal: from then on the readiness probe answers 503 and every answer (those
   * in flight whose headers are not sent yet included) says `Connection: close`, so no kept-alive
   * connection carries another request.
   */
  beginDraining?: () => void;
  /** Milliseconds to keep accepting after the signal (readiness already 503) before the port closes. */
  drainDelayMs?: number;
  background: BackgroundTask[];
  closeDatabase: () => Promise<void>;
  /** Milliseconds the orderly stop may take before the process is forced out with exit code 1. */
  timeoutMs: number;
  exit?: (code: number) => void;
  log?: (line: string) => void;
}

/** How often connections that have finished their request are closed while the server drains. */
const IDLE_SWEEP_MS = 50;

/**
 * The stop sequence; `shutdown` is what a signal calls. Its promise settles when the process is about to exit.
 * The whole stop takes at most `drainDelayMs` (still accepting) plus `timeoutMs` (finishing what was accepted).
 */
export function createShutdown(plan: ShutdownPlan): { shutdown(signal: string): Promise<void> } {
  const exit = plan.exit ?? ((code: number) => process.exit(code));
  const log = plan.log ?? ((line: string) => console.log(line));
  let stopping = false;

  async function drainDelay(signal: string, delay: number): Promise<void> {
    log(`${signal} received, draining: not ready any more, still accepting for ${delay} ms`);
    await new Promise((resolve) => setTimeout(resolve, delay));
  }

  async function orderly(signal: string): Promise<void> {
    const drained = new Promise<void>((resolve) => plan.server.close(() => resolve()));
    log(`${signal} received, shutting down: no new connections, finishing requests in flight`);
    // close() ends the idle kept-alive connections once, and every answer from now on closes its own. An
    // answer whose headers went out before the signal leaves its connection idle afterwards: sweep those.
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
      plan.beginDraining?.();
      // Without a delay the port closes at once, in the signal's own turn.
      const delay = plan.drainDelayMs ?? 0;
      if (delay > 0) await drainDelay(signal, delay);
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
