import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { Agent } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/open/open-database';
import { payments, reservations } from '../../server/db/schema/reservations.schema';
import { createApp } from '../../server/app';
import { defaultPaymentConfig } from '../../server/payments/payment-config';
import { openSandboxGateway } from '../../server/payments/sandbox-card-gateway';
import { systemClock } from '../../server/platform/clock';
import { defaultServerConfig } from '../../server/platform/config';
import { everyEngine, TEST_CSRF_TOKEN, type TestApp, type TestStore } from './support/engines';
import { flowTokenOf } from './support/flow-tokens';
import { ask, type Ask, type Seen } from './support/keep-alive-client';
import { card, cards, pay, readyToPay } from './support/payments';
import { startServerProcess, waitForOutput, type ServerProcess } from './support/server-process';

// The real server process (server/index.ts) under steady keep-alive traffic: ticket PDFs downloaded again
// and again, payments sent on connections kept open, one payment in flight. Then SIGTERM (decision 016):
// it stops accepting, answers what it accepted with `Connection: close`, closes the kept-alive
// connections and exits 0 before SHUTDOWN_TIMEOUT_MS (10 s by default) would force exit 1. No answer is cut in the middle;
// every payment is either answered (and made) or refused before the server took it (and not made).

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(everyEngine)('SIGTERM on the real server under steady keep-alive traffic ($name)', (engine) => {
  let store: TestStore | undefined;
  let server: ServerProcess | undefined;
  let files: string | undefined;
  afterEach(async () => {
    server?.kill();
    await store?.dispose();
    if (files) await rm(files, { recursive: true, force: true });
  });

  it('stops accepting, answers what it accepted with Connection: close, closes the kept-alive connections and exits 0', async () => {
    store = await engine.createStore(true);
    // The e-mails the outbox delivers (the tickets paid below) are files in DATA_DIR, on PostgreSQL too.
    files = store.options.dataDir ?? (await mkdtemp(join(tmpdir(), 'autobuses-shutdown-')));
    // The database as a first start leaves it, with a paid reservation whose tickets are downloaded below and
    // three waiting for their payment: made here through the app on the same database (no sockets to wait on).
    const database = await openDatabase({ ...store.options, clock: systemClock });
    const gateway = await openSandboxGateway(defaultPaymentConfig, systemClock, store.options.url);
    const site = { app: createApp({ db: database.db, clock: systemClock, config: defaultServerConfig, payments: { config: defaultPaymentConfig, gateway } }) } as TestApp;
    const downloaded = await readyToPay(site, { date: inDays(7), seats: [5] });
    expect((await pay(site, { code: downloaded, method: 'card', card: card(cards.approve) }, { key: `${downloaded}-paid` })).data?.payment).toBe('approved');
    const payers: string[] = [];
    for (const seat of [6, 7, 8]) payers.push(await readyToPay(site, { date: inDays(7), seats: [seat] }));
    await gateway.close();
    await database.close();

    // On PostgreSQL the server runs as a primary and two workers (decision 032); PGlite is one process.
    const processes = engine.name === 'postgresql' ? 2 : 1;
    server = await startServerProcess(
      'server/index.ts',
      { DATA_DIR: files, DATABASE_URL: store.options.url ?? '', WEB_CONCURRENCY: String(processes) },
      // Both workers' own line: the partner simulator's "listening on" line, printed by the primary, is not a worker's.
      processes === 2 ? /Autobuses web listening on http[^]*Autobuses web listening on http/ : /Autobuses web listening on http:\/\/localhost:\d+/,
    );
    const { port, child, output } = server;
    // Each process drew its sample tickets PDFs before it listened (server/documents/warm-up.ts): a traveller's
    // first download does not pay for the fonts and the code's first run.
    expect(output.text.match(/"task":"documents-warm-up","ms":\d+/g), output.text).toHaveLength(processes);
    expect(output.text.indexOf('"task":"documents-warm-up"')).toBeLessThan(output.text.indexOf('Autobuses web listening on'));
    const exited = once(child, 'exit') as Promise<[number | null, string | null]>;
    let exitedYet = false;
    void exited.then(() => (exitedYet = true));
    const browser = { origin: `http://127.0.0.1:${port}`, 'sec-fetch-site': 'same-origin', cookie: `csrf_token=${TEST_CSRF_TOKEN}`, 'x-csrf-token': TEST_CSRF_TOKEN };
    const payment = (code: string): Ask => ({
      method: 'POST',
      path: '/api/websale/reservation/payment',
      headers: { ...browser, 'content-type': 'application/json', 'x-flow-token': flowTokenOf(code)!, 'idempotency-key': `${code}-at-stop` },
      body: JSON.stringify({ code, method: 'card', card: card(cards.approve) }),
    });

    // Three clients, each on a connection it keeps alive, download the ticket PDF again and again until the
    // server turns them away.
    const downloads: Seen[][] = [[], [], []];
    const firstDownloads: Array<Promise<void>> = [];
    const downloading = downloads.map(async (seen) => {
      let downloadedOnce!: () => void;
      firstDownloads.push(new Promise<void>((resolve) => (downloadedOnce = resolve)));
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      for (let refused = 0; refused < 2 && !exitedYet; ) {
        const answer = await ask(port, agent, { path: `/api/websale/reservation/pdf?code=${downloaded}&download=1`, headers: { 'x-flow-token': flowTokenOf(downloaded)! } });
        seen.push(answer);
        if (answer.kind === 'answered') downloadedOnce();
        else refused += 1;
      }
      agent.destroy();
    });

    // Each payer looked at its reservation on a connection kept alive. The first one's payment is in
    // flight when the signal comes (its headers taken, its body still coming); the others pay right then.
    const agents = payers.map(() => new Agent({ keepAlive: true, maxSockets: 1 }));
    for (const [i, code] of payers.entries()) expect((await ask(port, agents[i]!, { path: `/api/websale/reservation?code=${code}`, headers: { 'x-flow-token': flowTokenOf(code)! } })).status).toBe(200);
    let inFlight!: () => void;
    const taken = new Promise<void>((resolve) => (inFlight = resolve));
    let releaseBody!: () => void;
    const release = new Promise<void>((resolve) => (releaseBody = resolve));
    const heldPayment = ask(port, agents[0]!, { ...payment(payers[0]!), held: { onContinue: inFlight, release } });
    await taken;

    // Every client has had a ticket and asks for the next one on the same connection when the signal comes.
    await Promise.all(firstDownloads);
    child.kill('SIGTERM');
    const paymentsAtStop = payers.slice(1).map(async (code, i) => {
      await sleep(i * 10);
      return { code, seen: await ask(port, agents[i + 1]!, payment(code)) };
    });
    // Every process has stopped accepting (with workers, the port closes when the last one lets go of it).
    await waitForOutput(child, output, processes === 2 ? /SIGTERM received[^]*SIGTERM received/ : /SIGTERM received, shutting down/);
    const stopSeenAt = performance.now();

    // New connections are refused from now on. With workers, the primary holds the port until the last
    // worker's close reaches it over IPC: a connection in that instant is accepted and reset at once, with
    // no worker to take it; either way no new request is served.
    const late = connect(port, '127.0.0.1');
    const [error] = (await once(late, 'error')) as [NodeJS.ErrnoException];
    expect(processes === 2 ? ['ECONNREFUSED', 'ECONNRESET'] : ['ECONNREFUSED']).toContain(error.code);

    releaseBody();
    const [code, signal] = await exited;
    await Promise.all(downloading);
    const held = await heldPayment;
    const atStop = await Promise.all(paymentsAtStop);
    for (const agent of agents) agent.destroy();

    // Exit 0: everything was finished before the timeout would have forced exit 1.
    expect({ code, signal }, output.text).toEqual({ code: 0, signal: null });
    expect(output.text.match(/shutdown complete/g)).toHaveLength(processes);

    // No answer was cut: every request was answered whole, or refused before anything came back.
    const all = [...downloads.flat(), held, ...atStop.map((p) => p.seen)];
    expect(all.filter((s) => s.kind === 'cut')).toEqual([]);
    for (const s of downloads.flat().filter((s) => s.kind === 'answered')) {
      expect(s.status).toBe(200);
      expect(s.body!.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
    // A kept-alive connection carried at most one more request once the stop began, answered with
    // `Connection: close` (besides an answer sent before the signal and read after it).
    for (const seen of downloads) expect(seen.filter((s) => s.kind === 'answered' && s.settledAt > stopSeenAt).length).toBeLessThanOrEqual(2);

    // The payment in flight was finished and answered, telling the client the connection closes.
    expect(held).toMatchObject({ kind: 'answered', status: 200, connection: 'close' });
    expect((JSON.parse(held.body!.toString('utf8')) as { content: { data: { payment: string } } }).content.data.payment).toBe('approved');

    // No payment lost: each one answered is made; each one refused left nothing, so its payer can pay again.
    const reopened = await openDatabase(store.options);
    try {
      const rows = await reopened.db
        .select({ code: reservations.code, status: payments.status })
        .from(payments)
        .innerJoin(reservations, eq(payments.reservationId, reservations.id))
        .where(inArray(reservations.code, payers));
      const made = new Set(rows.filter((r) => r.status === 'approved').map((r) => r.code));
      expect(made.has(payers[0]!)).toBe(true);
      for (const { code: payer, seen } of atStop) {
        if (seen.kind === 'answered') expect(seen.status).toBe(200);
        expect({ payer, kind: seen.kind, made: made.has(payer) }).toEqual({ payer, kind: seen.kind, made: seen.kind === 'answered' });
      }
    } finally {
      await reopened.close();
    }
  }, 180_000);
});
