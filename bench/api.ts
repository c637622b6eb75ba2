// API reads under load (docs/rules/performance-budgets.md#api-reads; decision 020). Starts the real server (server/index.ts, a child
// process: its own event loop) on PostgreSQL, then on PGlite, one at a time, and drives it from this
// process with keep-alive HTTP clients. For health, origins, the common catalogue reads, schedules search,
// the seat map and the tours catalogue with a tour's days and timeslots, at 10 and 100 concurrent clients, it measures requests/s and p50/p95/p99 in
// BENCH_ROUNDS rounds (default 3; the reads interleaved, in alternating order), prints every measurement,
// then per line the medians over the rounds, the ratio of each rate and p95 to health's in the same round
// (median, and lowest-highest of the rounds), and a verdict (met / not met) per budget on PostgreSQL,
// judged on the medians.
//
// Run: npm run bench:api   (PostgreSQL admin URL from BENCH_DATABASE_URL, else TEST_DATABASE_URL, else
// postgres://postgres@127.0.0.1:5432/postgres; a fresh database is created and dropped here; PGlite in a
// temp dir). BENCH_SECONDS (default 4) per measurement after BENCH_WARMUP_SECONDS (default 1) of warm-up:
// about 3.5 minutes per engine; BENCH_ENGINES=postgresql or pglite to run one; BENCH_CLIENTS and
// BENCH_TARGETS narrow the run (no verdicts then).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measure, percentile, type Measurement } from './api-load';
import { queriesPerRead } from './api-queries';
import pg from 'pg';
import { processesCpuMs, treeCpuMs } from './process-cpu';

const root = fileURLToPath(new URL('..', import.meta.url));
const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 1);
// Each line is measured in ROUNDS separate windows, the reads interleaved; the summary shows medians and spreads.
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const CONCURRENCY = (process.env.BENCH_CLIENTS ?? '10,100').split(',').map(Number);
// BENCH_TARGETS: a comma-separated subset of the reads (health first always), e.g. to profile one.
const TARGETS = process.env.BENCH_TARGETS?.split(',').map((s) => s.trim());
const ENGINES = (process.env.BENCH_ENGINES ?? 'postgresql,pglite').split(',').map((s) => s.trim());

interface Store {
  env: Record<string, string>;
  /** PostgreSQL: the backends serving this database (on this machine), whose CPU a read also costs. */
  backends?: () => Promise<number[]>;
  dispose(): Promise<void>;
}

// The server tests' throw-away databases (tests/server/support/engines.ts): a fresh one per run, dropped after.
process.env.TEST_DATABASE_URL = adminUrl;
const { engines } = await import('../tests/server/support/engines');

async function postgresStore(): Promise<Store> {
  const engine = engines.find((e) => e.name === 'postgresql');
  if (!engine) throw new Error('no PostgreSQL engine');
  const store = await engine.createStore();
  const url = store.options.url!;
  const backends = async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [new URL(url).pathname.slice(1)]);
      return rows.map((r) => r.pid);
    } finally {
      await admin.end();
    }
  };
  return { env: { DATABASE_URL: url }, backends, dispose: () => store.dispose() };
}

async function pgliteStore(): Promise<Store> {
  const dir = await mkdtemp(join(tmpdir(), 'autobuses-bench-'));
  return { env: { DATA_DIR: join(dir, 'data') }, dispose: () => rm(dir, { recursive: true, force: true }) };
}

// The API only: an empty folder for the SPA the server would otherwise serve.
const emptyDist = await mkdtemp(join(tmpdir(), 'autobuses-bench-dist-'));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function startServer(store: Store, port: number): Promise<ChildProcess> {
  // BENCH_SERVER_NODE_ARGS: extra Node flags for the server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile it.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'server/index.ts'], {
    cwd: root,
    // No access log: the bench measures the app, and a log line per request would measure the pipe.
    env: { ...process.env, DIST_DIR: emptyDist, ...store.env, PORT: String(port), LOG_REQUESTS: '0' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let waited = 0; waited < 180_000; waited += 250) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ready = await fetch(`${base}/api/ready`).then((r) => r.status === 200, () => false);
    if (ready) return child;
    await sleep(250);
  }
  child.kill('SIGKILL');
  throw new Error('server did not become ready in 180 s');
}

async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(10_000).then(() => child.kill('SIGKILL'))]);
}

/** What a same-origin page sends on a state-changing call: its origin, the cookies kept, the csrf_token cookie echoed (decision 017). */
class Session {
  private cookies = new Map<string, string>();
  constructor(readonly base: string) {}
  headers(extra: Record<string, string> = {}): Record<string, string> {
    const h: Record<string, string> = { origin: this.base, ...extra };
    if (this.cookies.size > 0) h.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const csrf = this.cookies.get('csrf_token');
    if (csrf) h['x-csrf-token'] = decodeURIComponent(csrf);
    return h;
  }
  async call(path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) {
    const res = await fetch(`${this.base}${path}`, {
      method: init.method ?? 'GET',
      headers: this.headers({ ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), ...init.headers }),
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair?.indexOf('=') ?? -1;
      if (pair && at > 0) this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
    const body = (await res.json()) as { content: { data: Record<string, unknown> | null; errors: unknown[] } };
    if (res.status !== 200) throw new Error(`${init.method ?? 'GET'} ${path.split('?')[0]} answered ${res.status}: ${JSON.stringify(body.content.errors)}`);
    return { headers: res.headers, data: body.content.data ?? {} };
  }
}

/** One adult, Puerto Vallarta → Guadalajara a week from today, on the first bus of the day; its code and flow headers. */
async function bookedReservation(base: string): Promise<{ code: string; headers: Record<string, string> }> {
  const session = new Session(base);
  await session.call('/api/health');
  const day = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const none = { adult: 1, minor: 0, inapam: 0, infant: 0, student: 0, student_flex: 0, teacher: 0, teacher_flex: 0 };
  const created = await session.call('/api/websale/reservation/create', {
    method: 'POST',
    body: { origin: 'puerto-vallarta', destination: 'guadalajara', passengers: none, round: false, departure: { date: day, open: false }, return: { date: null, open: true } },
  });
  const code = String(created.data.code);
  // The booking's own calls carry the flow token create answered (decision 019).
  const flow: Record<string, string> = { 'x-flow-token': String(created.data.flow_token) };
  const list = await session.call(`/api/websale/reservation/schedules?code=${code}`, { headers: flow });
  const [bus] = list.data.schedules as Array<Record<string, unknown>>;
  if (!bus) throw new Error('no bus on the day searched');
  await session.call('/api/websale/reservation/schedules', {
    method: 'POST',
    headers: flow,
    body: { code, departure: { open: false, schedule_id: bus.schedule_id, schedule_detail_id: bus.schedule_detail_id, layout_id: bus.layout_id } },
  });
  return { code, headers: flow };
}

/** A tour of the seeded catalogue and its first bookable day: the tours reads' addresses. */
async function tourReads(base: string): Promise<Target[]> {
  const session = new Session(base);
  const products = (await session.call('/api/tours/tour/catalog/product')).data.product as Array<{ id: number }>;
  const id = products[0]?.id;
  if (!id) throw new Error('no tour in the catalogue');
  const dates = (await session.call(`/api/tours/tour/catalog/date?product_id=${id}`)).data.dates as Array<{ date: string; available: boolean }>;
  const day = dates.find((d) => d.available)?.date;
  if (!day) throw new Error('no bookable day for the first tour');
  return [
    { name: 'tours catalogue', path: '/api/tours/tour/catalog/product' },
    { name: 'tour dates', path: `/api/tours/tour/catalog/date?product_id=${id}` },
    { name: 'tour timeslots', path: `/api/tours/tour/catalog/timeslot?product_id=${id}&date=${day}` },
  ];
}

interface Target {
  name: string;
  path: string;
  headers?: Record<string, string>;
}

/** One measurement: one read at one concurrency in one round. */
interface Sample {
  target: string;
  clients: number;
  round: number;
  m: Measurement;
  /** The server's CPU time (all its processes) over the run divided by the answers served; null off Linux. */
  cpuMs: number | null;
  /** The same for the PostgreSQL backends serving the server's database (null on PGlite, or off Linux). */
  dbCpuMs: number | null;
}

/** A line of the summary: the medians over the rounds of one read at one concurrency. */
interface Row {
  target: string;
  clients: number;
  rate: number;
  p50: number;
  p95: number;
  p99: number;
  /** Rate over health's rate in the same round: median, lowest, highest. */
  rateRatio: number;
  rateRatioMin: number;
  rateRatioMax: number;
  /** p95 over health's p95 in the same round: median, lowest, highest. */
  p95Ratio: number;
  p95RatioMin: number;
  p95RatioMax: number;
  cpuMs: number | null;
  dbCpuMs: number | null;
  errors: number;
}

const fmt = (n: number, digits = 1) => n.toFixed(digits);
const median = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};
const medianOrNull = (xs: ReadonlyArray<number | null>) => (xs.some((x) => x === null) ? null : median(xs as number[]));
const pct = (x: number) => `${fmt(100 * x, 0)}%`;
const spread = (lo: number, hi: number, show: (x: number) => string) => `${show(lo)}-${show(hi)}`;

function summarise(samples: readonly Sample[], targets: readonly Target[]): Row[] {
  const rows: Row[] = [];
  for (const clients of CONCURRENCY) {
    const healthOf = (round: number) => samples.find((s) => s.target === 'health' && s.clients === clients && s.round === round)!.m;
    for (const { name } of targets) {
      const mine = samples.filter((s) => s.target === name && s.clients === clients);
      const rateRatios = mine.map((s) => s.m.rate / healthOf(s.round).rate);
      const p95Ratios = mine.map((s) => percentile(s.m, 95) / percentile(healthOf(s.round), 95));
      rows.push({
        target: name,
        clients,
        rate: median(mine.map((s) => s.m.rate)),
        p50: median(mine.map((s) => percentile(s.m, 50))),
        p95: median(mine.map((s) => percentile(s.m, 95))),
        p99: median(mine.map((s) => percentile(s.m, 99))),
        rateRatio: median(rateRatios),
        rateRatioMin: Math.min(...rateRatios),
        rateRatioMax: Math.max(...rateRatios),
        p95Ratio: median(p95Ratios),
        p95RatioMin: Math.min(...p95Ratios),
        p95RatioMax: Math.max(...p95Ratios),
        cpuMs: medianOrNull(mine.map((s) => s.cpuMs)),
        dbCpuMs: medianOrNull(mine.map((s) => s.dbCpuMs)),
        errors: mine.reduce((sum, s) => sum + s.m.errors, 0),
      });
    }
  }
  return rows;
}

function printSummary(engine: string, rows: readonly Row[]): void {
  console.log(`\n${engine}: median of ${ROUNDS} rounds per line (ratios to health in the same round; spread = lowest-highest of the rounds)`);
  console.log(
    `${'read'.padEnd(18)} ${'clients'.padStart(7)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'rate/health'.padStart(11)} ${'spread'.padStart(10)} ${'p95/health'.padStart(10)} ${'spread'.padStart(11)} ${'cpu ms/req'.padStart(10)} ${'db ms/req'.padStart(9)} errors`,
  );
  for (const r of rows) {
    console.log(
      `${r.target.padEnd(18)} ${String(r.clients).padStart(7)} ${fmt(r.rate, 0).padStart(7)} ${fmt(r.p50).padStart(7)} ${fmt(r.p95).padStart(7)} ${fmt(r.p99).padStart(7)} ` +
        `${pct(r.rateRatio).padStart(11)} ${spread(r.rateRatioMin, r.rateRatioMax, pct).padStart(10)} ${`${fmt(r.p95Ratio, 2)}x`.padStart(10)} ${spread(r.p95RatioMin, r.p95RatioMax, (x) => `${fmt(x, 2)}x`).padStart(11)} ` +
        `${(r.cpuMs === null ? '-' : fmt(r.cpuMs, 3)).padStart(10)} ${(r.dbCpuMs === null ? '-' : fmt(r.dbCpuMs, 3)).padStart(9)} ${r.errors}`,
    );
  }
}

async function runEngine(engine: string, port: number): Promise<Row[]> {
  const store = engine === 'postgresql' ? await postgresStore() : await pgliteStore();
  let server: ChildProcess | undefined;
  try {
    server = await startServer(store, port);
    const base = `http://127.0.0.1:${port}`;
    const { code, headers } = await bookedReservation(base);
    const targets: Target[] = [
      { name: 'health', path: '/api/health' },
      { name: 'origins', path: '/api/websale/reservation/origins' },
      { name: 'slider', path: '/api/common/slider/list' },
      { name: 'schedules list', path: '/api/common/schedules/list_select' },
      { name: 'rates list', path: '/api/common/rates/list_select' },
      { name: 'schedules search', path: `/api/websale/reservation/schedules?code=${code}`, headers },
      { name: 'seat map', path: `/api/websale/reservation/seats?code=${code}`, headers },
      ...(await tourReads(base)),
    ].filter((t) => !TARGETS || t.name === 'health' || TARGETS.includes(t.name));
    const samples: Sample[] = [];
    console.log(
      `\n${engine}: ${ROUNDS} rounds per concurrency, each read ${SECONDS} s after ${WARMUP_SECONDS} s of warm-up, in alternating order (even rounds as listed, odd reversed); every measurement:`,
    );
    console.log(`${'read'.padEnd(18)} ${'clients'.padStart(7)} ${'round'.padStart(5)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'cpu ms/req'.padStart(10)} ${'db ms/req'.padStart(9)} errors`);
    for (const clients of CONCURRENCY) {
      for (let round = 0; round < ROUNDS; round++) {
        // Alternating order: a read is not always measured right after the same one, nor at the same
        // moment of a drift in the machine's load; health's ratio is taken within each round.
        const order = round % 2 === 0 ? targets : [...targets].reverse();
        for (const target of order) {
          const dbBefore = store.backends ? processesCpuMs(await store.backends()) : null;
          const cpuBefore = treeCpuMs(server.pid!);
          const m = await measure({ url: `${base}${target.path}`, headers: target.headers ?? {}, clients, seconds: SECONDS, warmupSeconds: WARMUP_SECONDS });
          const cpuAfter = treeCpuMs(server.pid!);
          // Backends the pools opened during the run count from zero (their start-up is part of the load).
          const dbAfterEach = store.backends ? processesCpuMs(await store.backends()) : null;
          const dbAfter = dbBefore && dbAfterEach ? [...dbAfterEach].reduce((sum, [pid, ms]) => sum + ms - (dbBefore.get(pid) ?? 0), 0) : null;
          const perAnswer = (before: number | null, after: number | null) => (before === null || after === null || m.answered === 0 ? null : (after - before) / m.answered);
          const cpuMs = perAnswer(cpuBefore, cpuAfter);
          const dbCpuMs = perAnswer(dbAfter === null ? null : 0, dbAfter);
          samples.push({ target: target.name, clients, round, m, cpuMs, dbCpuMs });
          console.log(
            `${target.name.padEnd(18)} ${String(clients).padStart(7)} ${String(round + 1).padStart(5)} ${fmt(m.rate, 0).padStart(7)} ${fmt(percentile(m, 50)).padStart(7)} ${fmt(percentile(m, 95)).padStart(7)} ` +
              `${fmt(percentile(m, 99)).padStart(7)} ${(cpuMs === null ? '-' : fmt(cpuMs, 3)).padStart(10)} ${(dbCpuMs === null ? '-' : fmt(dbCpuMs, 3)).padStart(9)} ${m.errors}`,
          );
        }
      }
    }
    const rows = summarise(samples, targets);
    printSummary(engine, rows);
    return rows;
  } finally {
    if (server) await stopServer(server);
    await store.dispose();
  }
}

function verdicts(rows: Row[]): void {
  const get = (target: string, clients: number) => {
    const row = rows.find((r) => r.target === target && r.clients === clients);
    if (!row) throw new Error(`no figure for ${target} at ${clients}`);
    return row;
  };
  const range = (r: Row) => `median of ${ROUNDS} rounds; rounds ${spread(r.rateRatioMin, r.rateRatioMax, pct)}`;
  const lines: Array<[string, boolean, string]> = [];
  const s100 = get('schedules search', 100);
  const s10 = get('schedules search', 10);
  lines.push(['schedules search at 100 clients: rate >= 30% of health', s100.rateRatio >= 0.3, `${pct(s100.rateRatio)} (${range(s100)})`]);
  lines.push([
    'schedules search at 100 clients: p95 <= 3x health p95',
    s100.p95Ratio <= 3,
    `${fmt(s100.p95Ratio, 2)}x (median of ${ROUNDS} rounds; rounds ${spread(s100.p95RatioMin, s100.p95RatioMax, (x) => `${fmt(x, 2)}x`)})`,
  ]);
  lines.push(['schedules search at 10 clients: p95 < 25 ms', s10.p95 < 25, `${fmt(s10.p95)} ms (median of ${ROUNDS} rounds)`]);
  for (const target of ['origins', 'slider', 'schedules list', 'rates list']) {
    for (const clients of CONCURRENCY) {
      const r = get(target, clients);
      lines.push([`${target} at ${clients} clients: rate >= 80% of health`, r.rateRatio >= 0.8, `${pct(r.rateRatio)} (${range(r)})`]);
    }
  }
  // The tours shop's reads: the catalogue and a tour's availability, read live (decision 052).
  for (const target of ['tours catalogue', 'tour dates', 'tour timeslots']) {
    const r = get(target, 100);
    lines.push([`${target} at 100 clients: rate >= 50% of health`, r.rateRatio >= 0.5, `${pct(r.rateRatio)} (${range(r)})`]);
  }
  const failed = rows.filter((r) => r.errors > 0);
  lines.push(['every answer 200 (or 304)', failed.length === 0, failed.map((r) => `${r.target}@${r.clients}: ${r.errors}`).join(', ') || 'all']);
  console.log('\nBudgets on PostgreSQL (docs/rules/performance-budgets.md#api-reads), judged on the medians:');
  for (const [what, met, figure] of lines) console.log(`  ${met ? 'met    ' : 'NOT MET'}  ${what}: ${figure}`);
}

if (ENGINES.includes('postgresql')) {
  console.log('Queries per request on PostgreSQL (second request of each read; catalogue copies and statements ready):');
  for (const { read, queries } of await queriesPerRead()) console.log(`  ${read.padEnd(18)} ${queries}`);
}

// BENCH_PORT: the first port to serve on (one per engine, counting up); a random one in 39000-39999 otherwise.
let port = Number(process.env.BENCH_PORT ?? 39_000 + Math.floor(Math.random() * 1000));
for (const engine of ENGINES) {
  const rows = await runEngine(engine, port++);
  if (engine === 'postgresql' && !TARGETS && CONCURRENCY.join() === '10,100') verdicts(rows);
}
console.log('\nMachine: ' + `${(await import('node:os')).cpus().length} cores, ${(await import('node:os')).cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}`);
await rm(emptyDist, { recursive: true, force: true });
process.exit(0);
