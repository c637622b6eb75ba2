import { describe, expect, it, vi } from 'vitest';
import { createShutdown, every } from './lifecycle';

/** A server whose close() completes only when the test says its connections are done. */
function fakeServer() {
  let finish: () => void = () => undefined;
  return {
    closed: false,
    close(callback?: (error?: Error) => void) {
      this.closed = true;
      finish = () => callback?.();
      return this as never;
    },
    closeIdleConnections: vi.fn(),
    finishConnections: () => finish(),
  };
}

describe('shutdown', () => {
  it('waits for connections, background work and the database, in that order, then exits 0', async () => {
    const server = fakeServer();
    const steps: string[] = [];
    let releaseTask: () => void = () => undefined;
    const task = { stop: () => new Promise<void>((resolve) => (releaseTask = () => (steps.push('task'), resolve()))) };
    const exit = vi.fn();
    const { shutdown } = createShutdown({ server, background: [task], closeDatabase: async () => void steps.push('database'), timeoutMs: 60_000, exit, log: () => undefined });
    const done = shutdown('SIGTERM');
    expect(server.closed).toBe(true);
    releaseTask();
    await Promise.resolve();
    expect(steps).toEqual(['task']);
    expect(exit).not.toHaveBeenCalled();
    server.finishConnections();
    await done;
    expect(steps).toEqual(['task', 'database']);
    expect(exit).toHaveBeenCalledWith(0);
  });

  it('drains first: not ready and closing connections after their answers, still accepting for the drain delay, then stops accepting', async () => {
    vi.useFakeTimers();
    try {
      const server = fakeServer();
      const steps: string[] = [];
      const exit = vi.fn();
      const { shutdown } = createShutdown({ server, beginDraining: () => void steps.push('draining'), drainDelayMs: 3000, background: [], closeDatabase: async () => undefined, timeoutMs: 1000, exit, log: () => undefined });
      const done = shutdown('SIGTERM');
      expect({ steps, closed: server.closed }).toEqual({ steps: ['draining'], closed: false });
      // The shutdown timeout counts from the close, not from the signal.
      await vi.advanceTimersByTimeAsync(2999);
      expect({ closed: server.closed, exit: exit.mock.calls }).toEqual({ closed: false, exit: [] });
      await vi.advanceTimersByTimeAsync(1);
      expect(server.closed).toBe(true);
      server.finishConnections();
      await done;
      expect(exit).toHaveBeenCalledExactlyOnceWith(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('closes the port at the signal when there is no drain delay', async () => {
    const server = fakeServer();
    const steps: string[] = [];
    const { shutdown } = createShutdown({ server, beginDraining: () => void steps.push(`draining, closed: ${server.closed}`), background: [], closeDatabase: async () => undefined, timeoutMs: 60_000, exit: () => undefined, log: () => undefined });
    const done = shutdown('SIGTERM');
    expect({ steps, closed: server.closed }).toEqual({ steps: ['draining, closed: false'], closed: true });
    server.finishConnections();
    await done;
  });

  it('exits 1 at once on a second signal', async () => {
    const exit = vi.fn();
    const { shutdown } = createShutdown({ server: fakeServer(), background: [], closeDatabase: async () => undefined, timeoutMs: 60_000, exit, log: () => undefined });
    void shutdown('SIGTERM');
    await shutdown('SIGINT');
    expect(exit).toHaveBeenCalledExactlyOnceWith(1);
  });

  it('exits 1 when the orderly stop outlasts the timeout', async () => {
    vi.useFakeTimers();
    try {
      const exit = vi.fn();
      const { shutdown } = createShutdown({ server: fakeServer(), background: [], closeDatabase: async () => undefined, timeoutMs: 10_000, exit, log: () => undefined });
      void shutdown('SIGTERM');
      await vi.advanceTimersByTimeAsync(9_999);
      expect(exit).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(exit).toHaveBeenCalledExactlyOnceWith(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('background tasks', () => {
  it('never overlaps runs, and stop() waits for the run in progress', async () => {
    vi.useFakeTimers();
    try {
      let runs = 0;
      let finishRun: () => void = () => undefined;
      const task = every('test', 1000, () => {
        runs += 1;
        return new Promise<void>((resolve) => (finishRun = resolve));
      });
      await vi.advanceTimersByTimeAsync(3000);
      expect(runs).toBe(1);
      let stopped = false;
      const stopping = task.stop().then(() => (stopped = true));
      await vi.advanceTimersByTimeAsync(5000);
      expect({ runs, stopped }).toEqual({ runs: 1, stopped: false });
      finishRun();
      await stopping;
      expect(stopped).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
