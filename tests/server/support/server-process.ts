import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { TestApp } from './engines';

// The real server (server/index.ts or server/serve.ts) as a child process on a free port, for what only a
// process of its own can show: stopping on a signal, two processes sharing one PostgreSQL.
const root = fileURLToPath(new URL('../../..', import.meta.url));

export async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Resolves once `pattern` appears in what the child printed; rejects if it exits first. */
export function waitForOutput(child: ChildProcess, output: { text: string }, pattern: RegExp): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (pattern.test(output.text)) {
        child.stdout?.off('data', check);
        child.off('exit', onExit);
        resolve();
      }
    };
    const onExit = () => reject(new Error(`server exited before printing ${pattern}: ${output.text}`));
    child.stdout?.on('data', check);
    child.once('exit', onExit);
    check();
  });
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  output: { text: string };
  /** Kills it at once if it still runs. */
  kill(): void;
}

/** Starts `entry` (relative to the repository) with `env` on a free port; resolves when it says it listens. */
export async function startServerProcess(
  entry: string,
  env: Record<string, string>,
  listening = /listening on http:\/\/localhost:\d+/,
  /** Node's own flags for the server (e.g. `--cpu-prof`; a cluster's workers inherit them). */
  nodeArgs: readonly string[] = [],
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', entry], {
    cwd: root,
    // Two warm connections (not the server's whole pool): the suite's other files share PostgreSQL's connections.
    env: { ...process.env, PORT: String(port), LOG_REQUESTS: '0', DIST_DIR: '/nonexistent', PG_POOL_WARM: '2', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = { text: '' };
  child.stdout?.on('data', (chunk: Buffer) => (output.text += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (output.text += chunk.toString('utf8')));
  await waitForOutput(child, output, listening);
  return { child, port, output, kill: () => void (child.exitCode === null && child.signalCode === null && child.kill('SIGKILL')) };
}

/**
 * A server process seen as a TestApp's `app`, so the suite's helpers (readyToPay, pay, confirm…) speak to it
 * over HTTP as they speak to an app in the test's process. Only `app` is there: no clock, database or gateway.
 */
export function overHttp(server: ServerProcess): TestApp {
  const base = `http://127.0.0.1:${server.port}`;
  // The suite's headers name app.request's origin (http://localhost); a real server checks its own.
  const request = (path: string, init: RequestInit & { headers?: Record<string, string> } = {}) =>
    fetch(`${base}${path}`, { ...init, headers: { ...init.headers, ...(init.headers?.origin ? { origin: base } : {}) } });
  return { app: { request } } as unknown as TestApp;
}
