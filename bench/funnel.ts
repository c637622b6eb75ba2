// A hot sale, measured from search to ticket (bench/README.md "Hot sale funnel"): the real server in its cluster
// mode on a throw-away PostgreSQL database, driven from this process by simulated travellers over HTTP.
//   1. /api/health and the seat map at 100 clients, alternated (the seat map's share of health's rate and p95);
//   2. the funnel at FUNNEL_TRAVELLERS concurrent travellers (100, 300, 1000), each its own client, arriving
//      within two seconds: search, schedules, bus, contact, seat map, hold, pay (sandbox card), confirm, ticket
//      PDF, with think times; bookings per second, p50/p95/p99 per step, the journeys ended by step and why;
//   3. HOLD_ATTEMPTS (1000) reservations on one bus asking for its seats at once: how many held, p99;
//   4. after the storm, what PostgreSQL holds: no seat sold twice, no ticket without a payment, no payment
//      without tickets, every hold live, expired or sold;
//   5. the hot sale's budgets (bench/README.md, "Hot sale funnel"), each met or not, with its figure (those of the phases run).
// Bounded: each funnel phase stops waiting after FUNNEL_PHASE_SECONDS (120); loopback only.
// Run: npm run bench:funnel   (FUNNEL_TRAVELLERS=100,300 FUNNEL_THINK_MS=200-800 WEB_CONCURRENCY=2 SEAT_MAP_ROUNDS=2
// FUNNEL_ADDRESSES=one|each FUNNEL_QUIET_SECONDS=12 FUNNEL_TIMEOUT_MS=30000 PG_POOL_WARM=<the server's pool> PG_POOL_MAX=20
// FUNNEL_NODE_ARGS='--max-semi-space-size=64' FUNNEL_ACCEPT_ENCODING=none|<header, Chromium's by default> to change it)
// FUNNEL_CPU_PROFILE=<folder>: the server's processes write V8 CPU profiles there (stopped by SIGTERM, so they
// finish writing them); `node bench/cpuprofile-summary.mjs <file>` reads one.
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import type { ServerProcess } from '../tests/server/support/server-process';
import { startLoadServer } from './support/load-server';
import { measure, percentile as percentileOf, type Measurement } from './api-load';
import { api, request, reservationOnBus, type Booking } from './support/http-traveller';
import { STEPS, travel, type Outcome, type Step } from './support/funnel-traveller';
import { commandCpuMs, treeCpuMs } from './process-cpu';

const TRAVELLERS = (process.env.FUNNEL_TRAVELLERS ?? '100,300,1000').split(',').map(Number);
const [THINK_MIN, THINK_MAX] = (process.env.FUNNEL_THINK_MS ?? '200-800').split('-').map(Number) as [number, number];
const PHASE_SECONDS = Number(process.env.FUNNEL_PHASE_SECONDS ?? 120);
const HOLD_ATTEMPTS = Number(process.env.HOLD_ATTEMPTS ?? 1000);
/**
 * Seconds of quiet before each funnel phase: a sale opens at its hour after ordinary traffic, not straight after
 * the previous burst. 12 is past node-postgres' 10 s idle timeout, after which a pool without warm connections
 * (PG_POOL_WARM=0) has closed what the last burst opened. 0: the phases back to back, as figures before 2026-11-30.
 */
const QUIET_SECONDS = Number(process.env.FUNNEL_QUIET_SECONDS ?? 12);
/** Rounds of phase 1 (0 skips it, e.g. to profile the funnel alone). */
const SEAT_MAP_ROUNDS = Number(process.env.SEAT_MAP_ROUNDS ?? 2);
/**
 * 'one': every traveller from 127.0.0.1, as the earlier figures were taken (the per-client limits are lifted, but
 * every reservation still counts on the one limit row of that address); 'each': every traveller its own address,
 * as a balancer in front passes it on (TRUST_PROXY=1), as a hot sale's travellers are.
 */
const ADDRESSES = process.env.FUNNEL_ADDRESSES === 'each' ? 'each' : 'one';
const WORKERS = process.env.WEB_CONCURRENCY ?? '2';
const PROFILE_DIR = process.env.FUNNEL_CPU_PROFILE;
/** FUNNEL_NODE_ARGS: Node flags for the server's processes (its workers inherit them), e.g. a V8 heap setting to compare. */
const NODE_ARGS = process.env.FUNNEL_NODE_ARGS?.split(/\s+/).filter(Boolean) ?? [];
const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const dbName = `funnel_${process.pid}`;
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString();
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function sql<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const pct = (values: number[], p: number) => {
  const s = sorted(values);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))] ?? 0;
};
const ms = (n: number) => `${n.toFixed(0).padStart(5)} ms`;
const median = (values: number[]) => pct(values, 50);

/** The hot sale's budgets (bench/README.md, "Hot sale funnel"), judged as the run goes and printed together at its end (5.). */
const verdicts: Array<{ budget: string; figure: string; met: boolean }> = [];

/** 1. Health and the seat map at 100 clients, alternated twice; the medians' ratios. */
async function seatMapBesideHealth(base: string): Promise<void> {
  const booking = await reservationOnBus(() => base, day(20));
  const seatMap = `${base}/api/websale/reservation/seats?code=${booking.code}&direction=departure`;
  const headers = { 'x-flow-token': booking.flowToken, lang: 'es' };
  const rounds: Array<{ health: Measurement; seats: Measurement }> = [];
  for (let round = 0; round < SEAT_MAP_ROUNDS; round++) {
    const health = await measure({ url: `${base}/api/health`, headers: {}, clients: 100, seconds: 4, warmupSeconds: 1 });
    const seats = await measure({ url: seatMap, headers, clients: 100, seconds: 4, warmupSeconds: 1 });
    rounds.push({ health, seats });
  }
  console.log(`\n1. The seat map beside /api/health, 100 clients (${SEAT_MAP_ROUNDS} rounds, alternated)`);
  for (const [i, { health, seats }] of rounds.entries()) {
    console.log(`   round ${i + 1}: health ${health.rate.toFixed(0)}/s p95 ${percentileOf(health, 95).toFixed(1)} ms; seat map ${seats.rate.toFixed(0)}/s p95 ${percentileOf(seats, 95).toFixed(1)} ms` +
      ` → ${((seats.rate / health.rate) * 100).toFixed(0)}% of health's rate, p95 ${(percentileOf(seats, 95) / percentileOf(health, 95)).toFixed(2)}× (errors ${seats.errors})`);
  }
  const share = median(rounds.map(({ health, seats }) => (seats.rate / health.rate) * 100));
  const p95Ratio = median(rounds.map(({ health, seats }) => percentileOf(seats, 95) / percentileOf(health, 95)));
  const errors = rounds.reduce((sum, { seats }) => sum + seats.errors, 0);
  verdicts.push({ budget: "seat map at 100 clients: at least 50% of health's rate, p95 at most 2× health's", figure: `${share.toFixed(0)}%, ${p95Ratio.toFixed(2)}× (medians of ${rounds.length} rounds), errors ${errors}`, met: share >= 50 && p95Ratio <= 2 && errors === 0 });
}

/** CPU ms so far of the server (primary and workers), PostgreSQL (every backend) and this generator. */
function cpuNow(): { server: number | null; postgres: number | null; generator: number } {
  const own = process.cpuUsage();
  return { server: server ? treeCpuMs(server.child.pid!) : null, postgres: commandCpuMs('postgres'), generator: (own.user + own.system) / 1000 };
}

/**
 * CPU per booking (or per hold attempt in the storm), by process, over a phase: what a change costs, read beside the rates, which move with whatever
 * else the machine does (bench/README.md). The server's and PostgreSQL's include their background work (the outbox).
 * `total`: the three together (null when a process could not be read).
 */
function cpuPer(before: ReturnType<typeof cpuNow>, booked: number): { text: string; total: number | null } {
  const after = cpuNow();
  const per = (a: number | null, b: number | null) => (a === null || b === null || booked === 0 ? null : (a - b) / booked);
  const [server, postgres, generator] = [per(after.server, before.server), per(after.postgres, before.postgres), per(after.generator, before.generator)];
  const show = (v: number | null) => (v === null ? '?' : v.toFixed(1));
  const total = server === null || postgres === null || generator === null ? null : server + postgres + generator;
  return { text: `server ${show(server)} ms, PostgreSQL ${show(postgres)} ms, generator ${show(generator)} ms`, total };
}

/**
 * The most bookings a second this machine could give at that CPU a booking, every core busy with nothing else (the
 * server, PostgreSQL and this generator share them): beside what a phase asks, it says whether a budget missed is
 * this machine's limit or the server's queueing.
 */
function ceiling(totalMs: number | null): number | null {
  return totalMs === null || totalMs <= 0 ? null : (availableParallelism() * 1000) / totalMs;
}

/** 2. `count` travellers at once on the days from `firstDay`, bounded by PHASE_SECONDS. */
async function funnel(base: string, count: number, firstDay: number): Promise<void> {
  await sleep(QUIET_SECONDS * 1000);
  const logBefore = server?.output.text.length ?? 0;
  const cpuBefore = cpuNow();
  const started = performance.now();
  const think = () => THINK_MIN + Math.random() * (THINK_MAX - THINK_MIN);
  // When each traveller would be done if every answer were instant: its arrival plus its pauses.
  let unhurried = 0;
  const journeys = Array.from({ length: count }, async (_, i): Promise<Outcome | 'late'> => {
    const arrival = Math.random() * 2_000;
    await sleep(arrival);
    const address = ADDRESSES === 'each' ? `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` : undefined;
    const outcome = await travel({ base, date: day(firstDay + (i % 7)), pickBus: (n) => Math.floor(Math.random() * n), think, ...(address ? { address } : {}) });
    if (!outcome.ended) unhurried = Math.max(unhurried, arrival + outcome.paused);
    return outcome;
  });
  const bounded = journeys.map((j) => Promise.race([j, sleep(PHASE_SECONDS * 1000).then(() => 'late' as const)]));
  const outcomes = await Promise.all(bounded);
  const seconds = (performance.now() - started) / 1000;
  const done = outcomes.filter((o): o is Outcome => o !== 'late');
  const booked = done.filter((o) => !o.ended).length;
  const byStep = new Map<Step, number[]>(STEPS.map((s) => [s, []]));
  for (const o of done) for (const [step, t] of o.timings) byStep.get(step)!.push(t);
  const ended = new Map<string, number>();
  for (const o of done) if (o.ended) ended.set(`${o.ended.step}: ${o.ended.kind}`, (ended.get(`${o.ended.step}: ${o.ended.kind}`) ?? 0) + 1);
  const late = outcomes.length - done.length;
  const cpu = cpuPer(cpuBefore, booked);
  const errors = done.filter((o) => o.ended?.kind === 'error');
  console.log(`\n2. Funnel, ${count} travellers at once after ${QUIET_SECONDS} s quiet (days +${firstDay} to +${firstDay + 6}, think ${THINK_MIN}-${THINK_MAX} ms, ${ADDRESSES === 'each' ? 'each from its own address' : 'all from 127.0.0.1'}): ${booked} booked in ${seconds.toFixed(1)} s = ${(booked / seconds).toFixed(1)} bookings/s`);
  // What the phase asked of the server: its bookings within the time the travellers' arrivals and pauses alone take.
  const asked = booked > 0 && unhurried > 0 ? booked / (unhurried / 1000) : null;
  if (asked !== null) console.log(`   asked: ${booked} bookings in ${(unhurried / 1000).toFixed(1)} s of arrivals and pauses = ${asked.toFixed(1)} bookings/s if every answer were instant`);
  console.log(`   CPU per booking: ${cpu.text}`);
  const most = ceiling(cpu.total);
  if (most !== null) console.log(`   this machine's ceiling at that CPU: ${availableParallelism()} cores ÷ ${cpu.total!.toFixed(1)} ms a booking = ${most.toFixed(1)} bookings/s${asked !== null && asked > most ? ' (below what the phase asks: it must queue)' : ''}`);
  console.log(`   ${'step'.padEnd(11)} ${'calls'.padStart(6)} ${'p50'.padStart(8)} ${'p95'.padStart(8)} ${'p99'.padStart(8)}`);
  for (const [step, times] of byStep) {
    if (times.length) console.log(`   ${step.padEnd(11)} ${String(times.length).padStart(6)} ${ms(pct(times, 50))} ${ms(pct(times, 95))} ${ms(pct(times, 99))}`);
  }
  console.log(`   ended short: ${[...ended].map(([k, n]) => `${k} ${n}`).join(', ') || 'none'}; still travelling after ${PHASE_SECONDS} s: ${late}`);
  console.log(`   errors (other than a full bus's refusals): ${errors.length + late}`);
  for (const e of errors.slice(0, 3)) console.log(`     e.g. ${e.ended!.step}: ${e.ended!.detail}`);
  // Requests the server stopped because their traveller had given up (decision 078), from its log.
  const stopped = server?.output.text.slice(logBefore).match(/"event":"client_gone"/g)?.length ?? 0;
  console.log(`   requests stopped unchanged after their traveller left (client_gone in the server's log): ${stopped}`);
  const failures = errors.length + late;
  if (count === 300) {
    const [worst, worstP95] = [...byStep].filter(([, t]) => t.length).map(([step, t]) => [step, pct(t, 95)] as const).sort((a, b) => b[1] - a[1])[0] ?? ['none', 0];
    verdicts.push({ budget: `300 travellers (days +${firstDay} to +${firstDay + 6}): 0 errors, every step's p95 under 300 ms`, figure: `errors ${failures}, slowest p95 ${worst} ${worstP95.toFixed(0)} ms (asked ${asked?.toFixed(0) ?? '?'} bookings/s of a machine whose ceiling is ${most?.toFixed(0) ?? '?'})`, met: failures === 0 && worstP95 < 300 });
  }
  if (count === 1000) verdicts.push({ budget: `1,000 travellers (days +${firstDay} to +${firstDay + 6}): 0 errors but a full bus's refusals`, figure: `errors ${failures}, ${booked} booked`, met: failures === 0 });
}

/** `count` GET /api/health at once: each one's milliseconds. */
async function healthBurst(base: string, count: number): Promise<number[]> {
  return Promise.all(Array.from({ length: count }, async () => {
    const started = performance.now();
    await request(`${base}/api/health`, 'GET', {});
    return performance.now() - started;
  }));
}

/** 3. HOLD_ATTEMPTS reservations on one bus, every free seat wanted by several, all at once. */
async function holdStorm(base: string): Promise<void> {
  const date = day(45);
  const bookings: Booking[] = [];
  let notSetUp = 0;
  let failure: unknown;
  for (let i = 0; i < HOLD_ATTEMPTS; i += 50) {
    const batch = Math.min(50, HOLD_ATTEMPTS - i);
    // A reservation that could not be made (the server still busy with the last phase's abandoned requests) is
    // counted and left out, rather than ending the run before its checks.
    for (const made of await Promise.allSettled(Array.from({ length: batch }, () => reservationOnBus(() => base, date, '15:30')))) {
      if (made.status === 'fulfilled') bookings.push(made.value);
      else {
        notSetUp++;
        failure ??= made.reason;
      }
    }
  }
  if (notSetUp > 0) console.log(`\n3. ${notSetUp} of the storm's ${HOLD_ATTEMPTS} reservations could not be made (e.g. ${String(failure)}); the storm runs with ${bookings.length}`);
  if (bookings.length === 0) return;
  // Asked of a server that may still be busy with the last phase's abandoned requests: a failure ends the storm, not the run.
  const map = await api(base, `/reservation/seats?code=${bookings[0]!.code}&direction=departure`, undefined, bookings[0]!.flowToken).catch((error: unknown) => {
    console.log(`\n3. The storm's seat map could not be read (${String(error)}): no storm`);
    return null;
  });
  if (!map) return;
  const cells = (map.data?.cells ?? []) as Array<{ seat_number: number | null; state: string | null; offered: boolean }>;
  const free = cells.filter((c) => c.seat_number !== null && c.state === 'free' && c.offered).map((c) => c.seat_number!);
  // The floor on this machine: as many /api/health requests at once, on the connections the storm then uses (the
  // first burst opens them; travellers on the seat map step are connected already).
  await healthBurst(base, HOLD_ATTEMPTS);
  const floor = await healthBurst(base, HOLD_ATTEMPTS);
  const cpuBefore = cpuNow();
  const answers = await Promise.all(bookings.map(async (b, i) => {
    const started = performance.now();
    const seat = free[i % free.length]!;
    const answer = await api(base, '/reservation/seats', { code: b.code, departure: { seats: [{ seat_number: seat, passenger_type: 'adult' }] } }, b.flowToken);
    return { status: answer.status, seat, ms: performance.now() - started };
  }));
  const held = answers.filter((a) => a.status === 200);
  const heldSeats = new Set(held.map((a) => a.seat));
  const times = answers.map((a) => a.ms);
  console.log(`\n3. ${HOLD_ATTEMPTS} hold attempts at once on one bus (${free.length} free seats)`);
  console.log(`   held ${held.length} (${heldSeats.size} distinct seats), refused ${answers.filter((a) => a.status >= 400 && a.status < 500).length}, server errors ${answers.filter((a) => a.status >= 500 || a.status === 0).length}`);
  console.log(`   latency p50 ${pct(times, 50).toFixed(0)} ms, p95 ${pct(times, 95).toFixed(0)} ms, p99 ${pct(times, 99).toFixed(0)} ms; exactly the capacity held: ${held.length === free.length && heldSeats.size === free.length ? 'yes' : 'NO'}`);
  console.log(`   the same number of /api/health at once, just before: p50 ${pct(floor, 50).toFixed(0)} ms, p99 ${pct(floor, 99).toFixed(0)} ms`);
  console.log(`   CPU per attempt: ${cpuPer(cpuBefore, answers.length).text}`);
  const exact = held.length === free.length && heldSeats.size === free.length;
  verdicts.push({ budget: `${HOLD_ATTEMPTS} hold attempts on one bus: exactly its capacity held, p99 under 250 ms`, figure: `${held.length} of ${free.length} held, p99 ${pct(times, 99).toFixed(0)} ms (health at once: p99 ${pct(floor, 99).toFixed(0)} ms)`, met: exact && pct(times, 99) < 250 });
}

/** 5. The budgets judged in this run, together; each phase not run is left out (network growth: npm run bench:network). */
function printVerdicts(): void {
  if (verdicts.length === 0) return;
  console.log(`\n5. The hot sale's budgets in this run`);
  for (const v of verdicts) console.log(`   ${v.met ? 'met    ' : 'NOT MET'}  ${v.budget}: ${v.figure}`);
}

/** 4. What the storm left in PostgreSQL. */
async function integrity(): Promise<boolean> {
  const checks = await sql(databaseUrl, async (db) => {
    const one = async (text: string) => Number((await db.query<{ n: string }>(text)).rows[0]!.n);
    return {
      'seats sold twice': await one(`select count(*) n from (select departure_id, seat_number from tickets where seat_number is not null group by 1, 2 having count(*) > 1) s`),
      'tickets without an approved payment': await one(`select count(*) n from tickets t where not exists (select 1 from payments p where p.reservation_id = t.reservation_id and p.status = 'approved')`),
      'approved payments without tickets': await one(`select count(*) n from payments p where p.status = 'approved' and not exists (select 1 from tickets t where t.reservation_id = p.reservation_id)`),
      // A hold is live (ends later), expired (ended: the seat is free again by its timestamp) or the sold seat's (no end).
      'holds with no end and no ticket': await one(`select count(*) n from seat_holds h where h.expires_at is null and not exists (select 1 from tickets t where t.reservation_id = h.reservation_id)`),
    };
  });
  const counts = await sql(databaseUrl, async (db) => (await db.query<{ live: string; expired: string; sold: string }>(
    `select count(*) filter (where expires_at > now()) live, count(*) filter (where expires_at <= now()) expired, count(*) filter (where expires_at is null) sold from seat_holds`)).rows[0]!);
  console.log(`\n4. After the storm: holds live ${counts.live}, expired ${counts.expired}, of sold seats ${counts.sold}`);
  for (const [name, n] of Object.entries(checks)) console.log(`   ${name}: ${n}`);
  return Object.values(checks).every((n) => n === 0);
}

let server: ServerProcess | undefined;
let cleaned: Promise<void> | undefined;
function cleanUp(): Promise<void> {
  cleaned ??= (async () => {
    if (PROFILE_DIR && server) {
      // A clean stop writes the profiles: SIGTERM, then wait for the primary to exit.
      const exited = new Promise((resolve) => server!.child.once('exit', resolve));
      server.child.kill('SIGTERM');
      await Promise.race([exited, sleep(20_000)]);
    }
    server?.kill();
    await sleep(500);
    await sql(adminUrl, (db) => db.query(`drop database if exists ${dbName} with (force)`)).catch(() => undefined);
  })();
  return cleaned;
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void cleanUp().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143)));
}

try {
  await sql(adminUrl, (db) => db.query(`create database ${dbName}`));
  const started = await startLoadServer(databaseUrl, WORKERS, [...NODE_ARGS, ...(PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [])]);
  server = started.server;
  const base = started.base;
  console.log(`Hot sale funnel: server/index.ts with ${WORKERS} workers on PostgreSQL database ${dbName}, port ${server.port}`);
  if (SEAT_MAP_ROUNDS > 0) await seatMapBesideHealth(base);
  for (const [i, count] of TRAVELLERS.entries()) await funnel(base, count, 3 + i * 7);
  if (HOLD_ATTEMPTS > 0) await holdStorm(base);
  const ok = await integrity();
  printVerdicts();
  console.log(ok ? '\nEvery check after the storm holds.' : '\nA check after the storm FAILED (above).');
  process.exitCode = ok ? 0 : 1;
} finally {
  await cleanUp();
}
