// API reads under load (issue 10, item 7; decision 020). Starts the real server (server/index.ts, a child
// process: its own event loop) on PostgreSQL, then on PGlite, one at a time, and drives it from this
// process with keep-alive HTTP clients. For health, origins, the common catalogue reads, schedules search
// and the seat map, at 10 and 100 concurrent clients, it prints requests/s, p50/p95/p99 and the ratio of
// each rate to health's in the same run, then a verdict (met / not met) per budget on PostgreSQL.
//
// Run: npm run bench:api   (PostgreSQL admin URL from BENCH_DATABASE_URL, else TEST_DATABASE_URL, else
// postgres://postgres@127.0.0.1:5432/postgres; a fresh database is created and dropped here; PGlite in a
// temp dir). BENCH_SECONDS (default 5) per measurement after 1 s of warm-up; BENCH_ENGINES=postgresql
// or pglite to run one; BENCH_CLIENTS and BENCH_TARGETS narrow the run (no verdicts then).
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
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
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

interface Target {
  name: string;
  path: string;
  headers?: Record<string, string>;
}

interface Row {
  target: string;
  clients: number;
  m: Measurement;
  /** The server's CPU time (all its processes) over the run divided by the answers served; null off Linux. */
  cpuMs: number | null;
  /** The same for the PostgreSQL backends serving the server's database (null on PGlite, or off Linux). */
  dbCpuMs: number | null;
}

const fmt = (n: number, digits = 1) => n.toFixed(digits);

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
    ].filter((t) => !TARGETS || t.name === 'health' || TARGETS.includes(t.name));
    const rows: Row[] = [];
    console.log(`\n${engine}: ${SECONDS} s per line after 1 s warm-up; rate and p95 ratios are to health at the same concurrency`);
    console.log(
      `${'read'.padEnd(18)} ${'clients'.padStart(7)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'rate/health'.padStart(12)} ${'p95/health'.padStart(11)} ${'cpu ms/req'.padStart(10)} ${'db ms/req'.padStart(9)} errors`,
    );
    for (const clients of CONCURRENCY) {
      let health: Measurement | undefined;
      for (const target of targets) {
        const dbBefore = store.backends ? processesCpuMs(await store.backends()) : null;
        const cpuBefore = treeCpuMs(server.pid!);
        const m = await measure({ url: `${base}${target.path}`, headers: target.headers ?? {}, clients, seconds: SECONDS, warmupSeconds: 1 });
        const cpuAfter = treeCpuMs(server.pid!);
        // Backends the pools opened during the run count from zero (their start-up is part of the load).
        const dbAfterEach = store.backends ? processesCpuMs(await store.backends()) : null;
        const dbAfter = dbBefore && dbAfterEach ? [...dbAfterEach].reduce((sum, [pid, ms]) => sum + ms - (dbBefore.get(pid) ?? 0), 0) : null;
        const perAnswer = (before: number | null, after: number | null) => (before === null || after === null || m.answered === 0 ? null : (after - before) / m.answered);
        const cpuMs = perAnswer(cpuBefore, cpuAfter);
        const dbCpuMs = perAnswer(dbAfter === null ? null : 0, dbAfter);
        health ??= m;
        rows.push({ target: target.name, clients, m, cpuMs, dbCpuMs });
        console.log(
          `${target.name.padEnd(18)} ${String(clients).padStart(7)} ${fmt(m.rate, 0).padStart(8)} ${fmt(percentile(m, 50)).padStart(8)} ${fmt(percentile(m, 95)).padStart(8)} ` +
            `${fmt(percentile(m, 99)).padStart(8)} ${`${fmt((100 * m.rate) / health.rate, 0)}%`.padStart(12)} ${`${fmt(percentile(m, 95) / percentile(health, 95), 2)}x`.padStart(11)} ${(cpuMs === null ? '-' : fmt(cpuMs, 3)).padStart(10)} ${(dbCpuMs === null ? '-' : fmt(dbCpuMs, 3)).padStart(9)} ${m.errors}`,
        );
      }
    }
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
    return row.m;
  };
  const lines: Array<[string, boolean, string]> = [];
  const h100 = get('health', 100);
  const s100 = get('schedules search', 100);
  const s10 = get('schedules search', 10);
  lines.push(['schedules search at 100 clients: rate >= 30% of health', s100.rate >= 0.3 * h100.rate, `${fmt((100 * s100.rate) / h100.rate, 0)}%`]);
  lines.push([
    'schedules search at 100 clients: p95 <= 3x health p95',
    percentile(s100, 95) <= 3 * percentile(h100, 95),
    `${fmt(percentile(s100, 95))} ms vs ${fmt(percentile(h100, 95))} ms (${fmt(percentile(s100, 95) / percentile(h100, 95), 2)}x)`,
  ]);
  lines.push(['schedules search at 10 clients: p95 < 25 ms', percentile(s10, 95) < 25, `${fmt(percentile(s10, 95))} ms`]);
  for (const target of ['origins', 'slider', 'schedules list', 'rates list']) {
    for (const clients of CONCURRENCY) {
      const m = get(target, clients);
      const h = get('health', clients);
      lines.push([`${target} at ${clients} clients: rate >= 80% of health`, m.rate >= 0.8 * h.rate, `${fmt((100 * m.rate) / h.rate, 0)}%`]);
    }
  }
  const failed = rows.filter((r) => r.m.errors > 0);
  lines.push(['every answer 200 (or 304)', failed.length === 0, failed.map((r) => `${r.target}@${r.clients}: ${r.m.errors}`).join(', ') || 'all']);
  console.log('\nBudgets on PostgreSQL (issue 10, item 7):');
  for (const [what, met, figure] of lines) console.log(`  ${met ? 'met    ' : 'NOT MET'}  ${what}: ${figure}`);
}

if (ENGINES.includes('postgresql')) {
  console.log('Queries per request on PostgreSQL (second request of each read; catalogue copies and statements ready):');
  for (const { read, queries } of await queriesPerRead()) console.log(`  ${read.padEnd(18)} ${queries}`);
}

let port = 39_000 + Math.floor(Math.random() * 1000);
for (const engine of ENGINES) {
  const rows = await runEngine(engine, port++);
  if (engine === 'postgresql' && !TARGETS && CONCURRENCY.join() === '10,100') verdicts(rows);
}
console.log('\nMachine: ' + `${(await import('node:os')).cpus().length} cores, ${(await import('node:os')).cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}`);
await rm(emptyDist, { recursive: true, force: true });
process.exit(0);
