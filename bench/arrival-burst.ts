// A sale's first seconds (bench/README.md "A warm pool", decision 076): BURST_TRAVELLERS (300) travellers each
// creating a reservation and reading its schedules, arriving within two seconds, on the real server in its cluster
// mode on a throw-away PostgreSQL database: on a fresh server, twice more right after, and once after 12 s of
// quiet (past node-postgres' 10 s idle timeout). Prints each burst's p50/p95 per call.
// Run: npm run bench:arrival-burst   (PG_POOL_WARM=0 for a pool that opens its connections only when asked)
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { startLoadServer } from './support/load-server';
import { api } from './support/http-traveller';

const TRAVELLERS = Number(process.env.BURST_TRAVELLERS ?? 300);
const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const dbName = `burst_${process.pid}`;
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString();
const none = { adult: 0, minor: 0, inapam: 0, infant: 0, student: 0, student_flex: 0, teacher: 0, teacher_flex: 0 };
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pct = (values: number[], p: number) => ([...values].sort((a, b) => a - b)[Math.max(0, Math.ceil((p / 100) * values.length) - 1)] ?? 0).toFixed(0);

async function burst(base: string, label: string): Promise<void> {
  const create: number[] = [];
  const schedules: number[] = [];
  let failed = 0;
  await Promise.all(Array.from({ length: TRAVELLERS }, async (_, i) => {
    await sleep(Math.random() * 2_000);
    let started = performance.now();
    const made = await api(base, '/reservation/create', {
      origin: 'puerto-vallarta', destination: 'guadalajara', passengers: { ...none, adult: 1 }, round: false,
      departure: { date: day(3 + (i % 7)), open: false }, return: { date: null, open: true },
    });
    create.push(performance.now() - started);
    if (made.status !== 200) return void failed++;
    started = performance.now();
    const list = await api(base, `/reservation/schedules?code=${String(made.data?.code)}&direction=departure`, undefined, String(made.data?.flow_token));
    schedules.push(performance.now() - started);
    if (list.status !== 200) failed++;
  }));
  console.log(`${label.padEnd(18)} create p50 ${pct(create, 50).padStart(5)} ms, p95 ${pct(create, 95).padStart(5)} ms; schedules p50 ${pct(schedules, 50).padStart(5)} ms, p95 ${pct(schedules, 95).padStart(5)} ms; failed ${failed}`);
}

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${dbName}`);
const { server, base } = await startLoadServer(databaseUrl, process.env.WEB_CONCURRENCY ?? '2');
try {
  console.log(`${TRAVELLERS} travellers arriving within two seconds (create + schedules), PG_POOL_WARM=${process.env.PG_POOL_WARM ?? 'the pool'}:`);
  await burst(base, 'fresh server');
  await sleep(2_000);
  await burst(base, 'right after');
  await sleep(2_000);
  await burst(base, 'right after again');
  await sleep(12_000);
  await burst(base, 'after 12 s quiet');
} finally {
  server.kill();
  await sleep(500);
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
}
