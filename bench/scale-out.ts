// Scale-out as an operator runs it (deploy/README.md), proven on this machine and printed:
//   1. a booking whose every call goes to another instance;
//   2. a rolling restart of every instance (SIGTERM, wait for its exit, start it again, wait until the
//      balancer sends to it again) under steady traffic through HAProxy: failed requests and lost payments;
//   3. one seat wanted by many reservations at once, the attempts split across the instances: one holder.
// Bounded and loopback only: SCALE_INSTANCES (3) instances of server/index.ts, one process each, on a
// throw-away PostgreSQL database (TEST_DATABASE_URL's server), behind deploy/haproxy.cfg on a free port.
// Run: npm run bench:scale-out   (SCALE_CLIENTS, SCALE_RACERS to change the load)
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort, startServerProcess, type ServerProcess } from '../tests/server/support/server-process';
import { freeSeats, holdSeat, payAndConfirm, reservationOnBus, StepFailed, type Booking } from './support/http-traveller';

const INSTANCES = Number(process.env.SCALE_INSTANCES ?? 3);
const CLIENTS = Number(process.env.SCALE_CLIENTS ?? 12);
const RACERS = Number(process.env.SCALE_RACERS ?? 60);
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const dbName = `scale_out_${process.pid}`;
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString();
const workDir = mkdtempSync(join(tmpdir(), 'scale-out-'));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

// What every instance gets: the balancer's headers believed, the stop waiting for the balancer to notice
// (2 checks 500 ms apart in deploy/haproxy.cfg), and the per-client limits lifted, since every traveller of
// this script comes from 127.0.0.1.
const instanceEnv = (index: number): Record<string, string> => ({
  DATABASE_URL: databaseUrl,
  WEB_CONCURRENCY: '1',
  TRUST_PROXY: '1',
  SHUTDOWN_DRAIN_MS: '2000',
  DATA_DIR: join(workDir, `instance-${index}`),
  RATE_LIMIT_RESERVATION_CREATES: '1000000/60',
  RATE_LIMIT_LOOKUP_FAILURES: '1000000/60',
  // Each instance's whole pool warm, as in production (the test support's servers warm 2): a restarted instance
  // opens its connections while the one it replaces still holds its own.
  PG_POOL_WARM: process.env.PG_POOL_WARM ?? process.env.PG_POOL_MAX ?? '20',
});

async function admin<T>(work: (client: pg.Client) => Promise<T>, url = adminUrl): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const ports: number[] = [];
const servers: ServerProcess[] = [];
async function startInstance(index: number): Promise<void> {
  // The same port again after a restart: the balancer's configuration names it.
  const server = await startServerProcess('server/index.ts', { ...instanceEnv(index), ...(ports[index] ? { PORT: String(ports[index]) } : {}) });
  ports[index] ??= server.port;
  servers[index] = server;
}

function startBalancer(port: number): ChildProcess {
  const template = readFileSync(new URL('../deploy/haproxy.cfg', import.meta.url), 'utf8');
  const servers = ports.map((p, i) => `    server web${i + 1} 127.0.0.1:${p}`).join('\n');
  const config = template
    .replace(/^\s*bind .*# scale-out: bind$/m, `    bind 127.0.0.1:${port}`)
    .replace(/# scale-out: servers begin[\s\S]*# scale-out: servers end/, servers);
  const file = join(workDir, 'haproxy.cfg');
  writeFileSync(file, config);
  return spawn('haproxy', ['-db', '-f', file], { stdio: ['ignore', 'ignore', 'inherit'] });
}

async function untilReady(url: string, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const ok = await fetch(url).then((r) => r.ok, () => false);
    if (ok) return;
    await sleep(200);
  }
  throw new Error(`${url} never answered`);
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

/** 1. One traveller, each call to the next instance in turn. */
async function alternatingBooking(): Promise<string> {
  let next = 0;
  const served: number[] = [];
  const pick = () => {
    const index = next++ % INSTANCES;
    served.push(index + 1);
    return `http://127.0.0.1:${ports[index]}`;
  };
  const booking = await reservationOnBus(pick, day(5));
  const [seat] = await freeSeats(pick, booking);
  const held = await holdSeat(pick(), booking, seat!);
  if (held.status !== 200) throw new StepFailed('hold', held);
  const tickets = await payAndConfirm(pick, booking);
  return `${booking.code}: ${served.length} calls on instances ${served.join(' → ')}; tickets ${tickets.join(', ')}`;
}

interface Traffic {
  requests: number;
  failed: Map<string, number>;
  refusals: number;
  /** Buses sold out between the list and the choice: the clean 409 schedule_unavailable a full bus gives. */
  soldOut: number;
  bookings: number;
  latencies: number[];
}

/** Steady traffic through the balancer until `stop`: travellers booking and paying, each a loop. */
async function traveller(balancer: string, traffic: Traffic, stop: { now: boolean }, id: number): Promise<void> {
  const pick = () => {
    traffic.requests++;
    return balancer;
  };
  for (let round = 0; !stop.now; round++) {
    const started = performance.now();
    try {
      const booking: Booking = await reservationOnBus(pick, day(3 + ((id * 7 + round) % 40)));
      const seats = await freeSeats(pick, booking);
      let held = false;
      for (const seat of seats.slice(0, 5)) {
        const answer = await holdSeat(pick(), booking, seat);
        if (answer.status === 200) {
          held = true;
          break;
        }
        if (answer.status >= 500) throw new StepFailed('hold', answer);
        traffic.refusals++; // taken between the map and the tap: the clean refusal a busy bus gives
      }
      if (!held) continue;
      await payAndConfirm(pick, booking);
      traffic.bookings++;
      traffic.latencies.push(performance.now() - started);
    } catch (error) {
      // The list showed a free seat and others took the last ones before the choice (a quick machine fills buses).
      if (error instanceof StepFailed && error.step === 'choose bus' && typeof error.answer !== 'string' && error.answer.status === 409 && JSON.stringify(error.answer.errors).includes('schedule_unavailable')) {
        traffic.soldOut++;
        continue;
      }
      const step = error instanceof StepFailed
        ? `${error.step} (${typeof error.answer === 'string' ? error.answer : error.answer.status})`
        : `network (${String((error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name)})`;
      traffic.failed.set(step, (traffic.failed.get(step) ?? 0) + 1);
    }
  }
}

async function rollingRestart(balancer: string): Promise<{ traffic: Traffic; exits: Array<number | null>; seconds: number }> {
  const traffic: Traffic = { requests: 0, failed: new Map(), refusals: 0, soldOut: 0, bookings: 0, latencies: [] };
  const stop = { now: false };
  const started = Date.now();
  const clients = Array.from({ length: CLIENTS }, (_, i) => traveller(balancer, traffic, stop, i));
  await sleep(3_000);
  const exits: Array<number | null> = [];
  for (let i = 0; i < INSTANCES; i++) {
    const { child } = servers[i]!;
    child.kill('SIGTERM');
    const [code] = (await once(child, 'exit')) as [number | null];
    exits.push(code);
    await startInstance(i);
    await untilReady(`http://127.0.0.1:${ports[i]}/api/ready`);
    await sleep(1_500); // rise 2 × 500 ms: the balancer sends to it again
  }
  await sleep(3_000);
  stop.now = true;
  await Promise.all(clients);
  return { traffic, exits, seconds: (Date.now() - started) / 1000 };
}

/** 3. RACERS reservations on one bus all want seat 7; attempt i goes to instance i mod N. */
async function seatRace(): Promise<{ attempts: number; holders: number; refused: number; errors: number }> {
  const balancer = () => `http://127.0.0.1:${ports[0]}`;
  const bookings = await Promise.all(Array.from({ length: RACERS }, () => reservationOnBus(balancer, day(60), '15:30')));
  const answers = await Promise.all(bookings.map((b, i) => holdSeat(`http://127.0.0.1:${ports[i % INSTANCES]}`, b, 7)));
  return {
    attempts: answers.length,
    holders: answers.filter((a) => a.status === 200).length,
    refused: answers.filter((a) => a.status >= 400 && a.status < 500).length,
    errors: answers.filter((a) => a.status >= 500).length,
  };
}

/** After the storm: what PostgreSQL holds. */
async function integrity() {
  return admin(async (db) => {
    const one = async (sql: string) => Number((await db.query(sql)).rows[0]?.n ?? 0);
    return {
      approvedPayments: await one(`select count(*) n from payments where status = 'approved'`),
      paymentsWithoutTickets: await one(`select count(*) n from payments p where p.status = 'approved' and not exists (select 1 from tickets t where t.reservation_id = p.reservation_id)`),
      ticketsWithoutPayment: await one(`select count(*) n from tickets t where not exists (select 1 from payments p where p.reservation_id = t.reservation_id and p.status = 'approved')`),
      seatsSoldTwice: await one(`select count(*) n from (select departure_id, seat_number from tickets where seat_number is not null group by 1, 2 having count(*) > 1) s`),
    };
  }, databaseUrl);
}

let balancerProcess: ChildProcess | undefined;
let cleaned: Promise<void> | undefined;
/** Stops the balancer and the instances and drops the throw-away database; once, whoever asks first. */
function cleanUp(): Promise<void> {
  cleaned ??= (async () => {
    balancerProcess?.kill('SIGKILL');
    for (const server of servers) server?.kill();
    await sleep(500);
    await admin((db) => db.query(`drop database if exists ${dbName} with (force)`)).catch(() => undefined);
    rmSync(workDir, { recursive: true, force: true });
  })();
  return cleaned;
}
// Stopped from outside (Ctrl-C, `timeout`), a `finally` never runs: clean up, then exit as the signal asks.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the balancer and the instances, dropping ${dbName}`);
    void cleanUp().finally(() => process.exit(128 + (signal === 'SIGINT' ? 2 : 15)));
  });
}
try {
  await admin((db) => db.query(`create database ${dbName}`));
  // The first instance migrates and seeds the empty database; the others then start on it.
  await startInstance(0);
  for (let i = 1; i < INSTANCES; i++) await startInstance(i);
  const balancerPort = await freePort();
  balancerProcess = startBalancer(balancerPort);
  const balancer = `http://127.0.0.1:${balancerPort}`;
  await untilReady(`${balancer}/api/ready`);
  await sleep(1_500);
  console.log(`Scale-out on this machine: ${INSTANCES} instances (ports ${ports.join(', ')}) behind HAProxy on ${balancerPort}, PostgreSQL database ${dbName}`);

  console.log(`\n1. A booking alternating instances\n   ${await alternatingBooking()}`);

  const { traffic, exits, seconds } = await rollingRestart(balancer);
  const failed = [...traffic.failed].map(([step, n]) => `${step} ${n}`).join(', ') || 'none';
  console.log(`\n2. Rolling restart of ${INSTANCES} instances under ${CLIENTS} travellers through the balancer (${seconds.toFixed(0)} s)`);
  console.log(`   requests ${traffic.requests}, failed requests: ${failed}`);
  console.log(`   bookings paid and confirmed ${traffic.bookings} (p50 ${percentile(traffic.latencies, 50).toFixed(0)} ms, p95 ${percentile(traffic.latencies, 95).toFixed(0)} ms a booking), seat taken refusals ${traffic.refusals}, bus sold out before the choice ${traffic.soldOut}`);
  console.log(`   instance exit codes on SIGTERM: ${exits.join(', ')}`);

  const race = await seatRace();
  console.log(`\n3. Seat race: ${race.attempts} reservations want seat 7 of one bus, split over ${INSTANCES} instances`);
  console.log(`   holders ${race.holders}, refused ${race.refused}, server errors ${race.errors}`);

  const checks = await integrity();
  console.log(`\nAfter: approved payments ${checks.approvedPayments}, payments without tickets (lost) ${checks.paymentsWithoutTickets}, tickets without a payment ${checks.ticketsWithoutPayment}, seats sold twice ${checks.seatsSoldTwice}`);
  const ok = traffic.failed.size === 0 && exits.every((c) => c === 0) && race.holders === 1 && race.errors === 0 && checks.paymentsWithoutTickets === 0 && checks.seatsSoldTwice === 0;
  console.log(ok ? '\nAll scale-out checks hold.' : '\nA scale-out check FAILED (above).');
  process.exitCode = ok ? 0 : 1;
} finally {
  await cleanUp();
}
