import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/open/open-database';
import { reservations } from '../../server/db/schema/reservations.schema';
import { everyEngine, TEST_CSRF_TOKEN, type TestStore } from './support/engines';
import { freePort, waitForOutput } from './support/server-process';
import { noPassengers } from './support/websale';

// The real server process (server/index.ts) on a free port: SIGTERM while a request is in flight.
const root = fileURLToPath(new URL('../..', import.meta.url));

function readUntil(socket: Socket, done: (text: string) => boolean): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString('utf8');
      if (done(text)) {
        socket.off('data', onData);
        resolve(text);
      }
    };
    socket.on('data', onData);
    socket.once('close', () => reject(new Error(`connection closed after: ${text}`)));
  });
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe.each(everyEngine)('SIGTERM on the real server ($name)', (engine) => {
  let store: TestStore | undefined;
  let child: ChildProcess | undefined;
  afterEach(async () => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await store?.dispose();
  });

  it('finishes the request in flight with its normal answer, refuses new connections, closes the database and exits 0', async () => {
    store = await engine.createStore(true);
    const port = await freePort();
    // On PostgreSQL the server runs as a primary and two workers (decision 032); PGlite is one process.
    const processes = engine.name === 'postgresql' ? 2 : 1;
    const env = { ...process.env, PORT: String(port), LOG_REQUESTS: '0', DIST_DIR: '/nonexistent', DATA_DIR: store.options.dataDir ?? '', DATABASE_URL: store.options.url ?? '', WEB_CONCURRENCY: '2' };
    child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = { text: '' };
    child.stdout?.on('data', (chunk: Buffer) => (output.text += chunk.toString('utf8')));
    child.stderr?.on('data', (chunk: Buffer) => (output.text += chunk.toString('utf8')));
    const exited = once(child, 'exit') as Promise<[number | null, string | null]>;
    await waitForOutput(child, output, processes === 2 ? /listening on http[^]*listening on http/ : /listening on http:\/\/localhost:\d+/);

    // A reservation create whose body is sent in two parts. `Expect: 100-continue` makes the server say when
    // it has parsed the headers: from then on the request is in flight.
    const body = JSON.stringify({
      origin: 'puerto-vallarta',
      destination: 'guadalajara',
      passengers: { ...noPassengers, adult: 1 },
      round: true,
      departure: { date: day(10), open: false },
      return: { date: day(15), open: false },
    });
    const socket = connect(port, '127.0.0.1');
    await once(socket, 'connect');
    const continued = readUntil(socket, (text) => text.includes('100 Continue'));
    socket.write(
      `POST /api/websale/reservation/create HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nCookie: csrf_token=${TEST_CSRF_TOKEN}\r\nX-CSRF-Token: ${TEST_CSRF_TOKEN}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nExpect: 100-continue\r\n\r\n`,
    );
    socket.write(body.slice(0, 20));
    await continued;

    child.kill('SIGTERM');
    // Every process has stopped accepting (with workers, the port closes when the last one lets go of it).
    await waitForOutput(child, output, processes === 2 ? /SIGTERM received[^]*SIGTERM received/ : /SIGTERM received, shutting down/);

    // New connections are refused from now on. With workers, the primary holds the port until the last
    // worker's close reaches it over IPC: a connection in that instant is accepted and reset at once, with
    // no worker to take it; either way no new request is served.
    const late = connect(port, '127.0.0.1');
    const [error] = (await once(late, 'error')) as [NodeJS.ErrnoException];
    expect(processes === 2 ? ['ECONNREFUSED', 'ECONNRESET'] : ['ECONNREFUSED']).toContain(error.code);

    // The request in flight completes normally.
    const answered = readUntil(socket, (text) => /\r\n\r\n\{.*\}\s*$/s.test(text.slice(text.indexOf('HTTP/1.1 200'))));
    socket.write(body.slice(20));
    const response = await answered;
    expect(response).toMatch(/HTTP\/1\.1 200 OK/);
    const envelope = JSON.parse(response.slice(response.lastIndexOf('\r\n\r\n') + 4)) as { content: { data: { code: string } } };
    expect(envelope.content.data.code).toMatch(/^[A-Z0-9]{6}$/);
    socket.destroy();

    const [code, signal] = await exited;
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(output.text.match(/shutdown complete/g)).toHaveLength(processes);

    // The reservation it made is in the database the process closed.
    const reopened = await openDatabase(store.options);
    try {
      const rows = await reopened.db.select({ code: reservations.code }).from(reservations).where(eq(reservations.code, envelope.content.data.code));
      expect(rows).toHaveLength(1);
    } finally {
      await reopened.close();
    }
  }, 120_000);
});
