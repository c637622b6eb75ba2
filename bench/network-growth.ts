// Cost as the network grows (issue "A hot sale", bench/README.md "Network growth"): the same search, seat map and
// hold on the seeded network and on a network ten times larger (generated routes and terminals), with 30, 120 and
// 365 days of departures in the database. The real server (cluster mode, WEB_CONCURRENCY, default 2) on a
// throw-away PostgreSQL database, driven over HTTP from this process; /api/health measured in the same breath, so
// a slower machine shows as a slower health, not as growth.
//   search    GET /reservation/schedules: the day's buses Puerto Vallarta → Guadalajara, at CLIENTS clients;
//   seat map  GET /reservation/seats on one of them, at CLIENTS clients;
//   hold      HOLDS reservations holding one seat each across the day's buses, CLIENTS at a time.
// The departures table is grown by the server's own top-up (server/db/seed/calendar.ts) from this process; the
// sale horizon the site offers stays 120 days: a table holding more days must not make today's search dearer.
// Run: npm run bench:network   (NETWORK_CLIENTS=20 NETWORK_SECONDS=4 NETWORK_HOLDS=200 to change it); loopback only.
import { performance } from 'node:perf_hooks';
import { inArray, sql as raw } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type OpenedDatabase } from '../server/db/open/open-database';
import { topUpDepartures } from '../server/db/seed/calendar';
import { busLayouts } from '../server/db/schema/fleet.schema';
import { routeStops, routes, terminals, timetables } from '../server/db/schema/network.schema';
import { fares } from '../server/db/schema/pricing.schema';
import type { ServerProcess } from '../tests/server/support/server-process';
import { startLoadServer } from './support/load-server';
import { measure, percentile, type Measurement } from './api-load';
import { api, holdSeat, reservationOnBus, freeSeats, type Booking } from './support/http-traveller';

const CLIENTS = Number(process.env.NETWORK_CLIENTS ?? 20);
const SECONDS = Number(process.env.NETWORK_SECONDS ?? 4);
const HOLDS = Number(process.env.NETWORK_HOLDS ?? 200);
const DAYS = [30, 120, 365];
const WORKERS = process.env.WEB_CONCURRENCY ?? '2';
const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const dbName = `network_${process.pid}`;
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString();
const SEARCH_DAY = 10;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function admin(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * Nine times the seeded routes again, among generated towns: 27 lines of three stops, each run both ways with the
 * Guadalajara line's seven daily buses, and fares between every two stops of a line.
 */
async function growNetwork(db: OpenedDatabase['db']): Promise<number> {
  const towns = Array.from({ length: 29 }, (_, i) => String(i + 1).padStart(2, '0'));
  await db.insert(terminals).values(towns.map((n) => ({
    code: `G${n}`, slug: `pueblo-generado-${n}`, name: `Terminal Pueblo ${n}`, city: `Pueblo ${n}`, state: 'Jalisco',
    address: `Carretera ${n}`, postalCode: '45000', latitude: (20 + Number(n) / 100).toFixed(6), longitude: (-104 + Number(n) / 100).toFixed(6),
  }))).onConflictDoNothing();
  const ids = new Map((await db.select({ id: terminals.id, code: terminals.code }).from(terminals)).map((t) => [t.code, t.id]));
  const layouts = new Map((await db.select({ id: busLayouts.id, code: busLayouts.code }).from(busLayouts)).map((l) => [l.code, l.id]));
  const times: Array<[string, string]> = [['06:00', 'EXEC-2-1'], ['08:00', 'FIRST-2-2'], ['10:30', 'EXEC-2-1'], ['13:00', 'FIRST-2-2'], ['15:30', 'EXEC-2-1'], ['18:00', 'FIRST-2-2'], ['23:30', 'EXEC-2-1']];
  const lines = Array.from({ length: 27 }, (_, i) => [`G${towns[i]}`, `G${towns[i + 1]}`, `G${towns[i + 2]}`]);
  const planned = lines.flatMap((stops) => [stops, [...stops].reverse()]);
  await db.insert(routes).values(planned.map((stops) => ({ code: `GEN-${stops.join('-')}`, name: `Generada ${stops.join(' – ')}` }))).onConflictDoNothing();
  const routeIds = new Map((await db.select({ id: routes.id, code: routes.code }).from(routes).where(inArray(routes.code, planned.map((s) => `GEN-${s.join('-')}`)))).map((r) => [r.code, r.id]));
  for (const stops of planned) {
    const routeId = routeIds.get(`GEN-${stops.join('-')}`)!;
    await db.insert(routeStops).values(stops.map((code, seq) => ({ routeId, terminalId: ids.get(code)!, seq, minutesFromStart: seq * 90 }))).onConflictDoNothing();
    await db.insert(timetables).values(times.map(([time, layout]) => ({ routeId, departureTime: `${time}:00`, layoutId: layouts.get(layout)! }))).onConflictDoNothing();
    const pairs = stops.flatMap((from, i) => stops.slice(i + 1).map((to) => [from, to] as const));
    await db.insert(fares).values(pairs.flatMap(([from, to]) => (['first', 'executive'] as const).map((serviceClass) => ({
      originTerminalId: ids.get(from)!, destinationTerminalId: ids.get(to)!, serviceClass, amount: serviceClass === 'first' ? '400.00' : '480.00',
    })))).onConflictDoNothing();
  }
  return planned.length;
}

/** Keeps exactly `days` days of departures from today: later ones deleted (none sold), missing ones added. */
async function departuresFor(db: OpenedDatabase['db'], days: number): Promise<number> {
  // Only days beyond any measured one are deleted: nothing was sold or held on them.
  await db.execute(raw`delete from departures where service_date > current_date + ${days + 1}::int`);
  await topUpDepartures(db, new Date(), days);
  const result = await db.execute(raw`select count(*)::int as n from departures`);
  return (result as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
}

interface Figures {
  network: string;
  days: number;
  departures: number;
  health: Measurement;
  search: Measurement;
  seatMap: Measurement;
  holds: number[];
  holdErrors: number;
  holdRefusals: number;
}

/** The same search, seat map and hold as every other configuration, on day +SEARCH_DAY. */
async function measureOnce(base: string, network: string, days: number, departures: number, holdDay: number): Promise<Figures> {
  const booking = await reservationOnBus(() => base, day(SEARCH_DAY));
  const headers = { 'x-flow-token': booking.flowToken, lang: 'es' };
  const run = (url: string) => measure({ url, headers, clients: CLIENTS, seconds: SECONDS, warmupSeconds: 1 });
  const health = await measure({ url: `${base}/api/health`, headers: {}, clients: CLIENTS, seconds: SECONDS, warmupSeconds: 1 });
  const search = await run(`${base}/api/websale/reservation/schedules?code=${booking.code}&direction=departure`);
  const seatMap = await run(`${base}/api/websale/reservation/seats?code=${booking.code}&direction=departure`);
  // Holds: HOLDS reservations, each on one of the buses of a day no other configuration holds on, CLIENTS at a
  // time, each on a seat of its own.
  const list = await api(base, `/reservation/schedules?code=${booking.code}&direction=departure`, undefined, booking.flowToken);
  const times = ((list.data?.schedules ?? []) as Array<{ departure_time: string }>).map((s) => s.departure_time.slice(0, 5));
  const bookings: Booking[] = [];
  for (let i = 0; i < HOLDS; i += CLIENTS) {
    bookings.push(...(await Promise.all(Array.from({ length: Math.min(CLIENTS, HOLDS - i) }, (_, j) => reservationOnBus(() => base, day(holdDay), times[(i + j) % times.length])))));
  }
  const seatsByTime = new Map<string, number[]>();
  for (const [i, b] of bookings.entries()) {
    const time = times[i % times.length]!;
    if (!seatsByTime.has(time)) seatsByTime.set(time, await freeSeats(() => base, b));
  }
  const holds: number[] = [];
  let holdErrors = 0;
  let holdRefusals = 0;
  for (let i = 0; i < bookings.length; i += CLIENTS) {
    await Promise.all(bookings.slice(i, i + CLIENTS).map(async (b, j) => {
      const time = times[(i + j) % times.length]!;
      const seat = seatsByTime.get(time)!.shift();
      if (seat === undefined) return;
      const started = performance.now();
      const answer = await holdSeat(base, b, seat);
      holds.push(performance.now() - started);
      // A refusal (4xx) is the sale's rule, e.g. a healthy-distance bus closing a held seat's neighbours; an error is not.
      if (answer.status >= 500 || answer.status === 0) holdErrors++;
      else if (answer.status !== 200) holdRefusals++;
    }));
  }
  holds.sort((a, b) => a - b);
  return { network, days, departures, health, search, seatMap, holds, holdErrors, holdRefusals };
}

const p = (values: number[], q: number) => values[Math.min(values.length - 1, Math.max(0, Math.ceil((q / 100) * values.length) - 1))] ?? 0;
const f = (n: number) => n.toFixed(1).padStart(6);

function print(all: Figures[]): void {
  const today = all.find((x) => x.network === 'seeded' && x.days === 120) ?? all[0]!;
  console.log(`\nSearch (day +${SEARCH_DAY}), seat map and hold, ${CLIENTS} clients, ${SECONDS} s each; p95 in ms; × = p95 against the seeded network at 120 days (today's)`);
  console.log(`${'network'.padEnd(8)} ${'days'.padStart(4)} ${'departures'.padStart(10)} | ${'health p95'.padStart(10)} | ${'search/s'.padStart(8)} ${'p95'.padStart(6)} ${'×'.padStart(5)} | ${'seats/s'.padStart(8)} ${'p95'.padStart(6)} ${'×'.padStart(5)} | ${'hold p50'.padStart(8)} ${'p95'.padStart(6)} ${'×'.padStart(5)} | errors, hold refusals`);
  for (const x of all) {
    const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : '-').padStart(5);
    const errors = x.search.errors + x.seatMap.errors + x.holdErrors;
    console.log(`${x.network.padEnd(8)} ${String(x.days).padStart(4)} ${String(x.departures).padStart(10)} | ${f(percentile(x.health, 95)).padStart(10)} | ${x.search.rate.toFixed(0).padStart(8)} ${f(percentile(x.search, 95))} ${ratio(percentile(x.search, 95), percentile(today.search, 95))} | ${x.seatMap.rate.toFixed(0).padStart(8)} ${f(percentile(x.seatMap, 95))} ${ratio(percentile(x.seatMap, 95), percentile(today.seatMap, 95))} | ${f(p(x.holds, 50)).padStart(8)} ${f(p(x.holds, 95))} ${ratio(p(x.holds, 95), p(today.holds, 95))} | ${errors}, ${x.holdRefusals}`);
  }
  const worst = all.find((x) => x.network === 'ten times' && x.days === 365);
  if (worst) {
    const within = (a: number, b: number) => (a <= 1.5 * b ? 'within 1.5×' : 'OVER 1.5×');
    console.log(`\nBudget (365 days, ten times the routes, against today's network): search p95 ${within(percentile(worst.search, 95), percentile(today.search, 95))}, seat map p95 ${within(percentile(worst.seatMap, 95), percentile(today.seatMap, 95))}`);
  }
}

let server: ServerProcess | undefined;
let database: OpenedDatabase | undefined;
let cleaned: Promise<void> | undefined;
function cleanUp(): Promise<void> {
  cleaned ??= (async () => {
    server?.kill();
    await database?.close().catch(() => undefined);
    await sleep(500);
    await admin(`drop database if exists ${dbName} with (force)`).catch(() => undefined);
  })();
  return cleaned;
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void cleanUp().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143)));

try {
  await admin(`create database ${dbName}`);
  database = await openDatabase({ url: databaseUrl, horizonDays: DAYS[0] });
  const started = await startLoadServer(databaseUrl, WORKERS);
  server = started.server;
  const base = started.base;
  console.log(`Network growth: server/index.ts with ${WORKERS} workers on PostgreSQL database ${dbName}, port ${server.port}`);
  // The server's first reads run cold (JIT, the pool's prepared statements, the kept catalogue): one pass not counted,
  // on a hold day of its own, or the first configuration is judged on them (it had shown the slowest p95s, with the
  // fewest departures).
  await measureOnce(base, 'warm-up', DAYS[0]!, 0, SEARCH_DAY + 1 + 2 * DAYS.length);
  const all: Figures[] = [];
  for (const network of ['seeded', 'ten times'] as const) {
    if (network === 'ten times') console.log(`  generated ${await growNetwork(database.db)} more routes`);
    for (const days of DAYS) {
      const departures = await departuresFor(database.db, days);
      // As autovacuum would soon after a large top-up: the planner sees the table as it now is.
      await database.db.execute(raw`analyze departures`);
      const figures = await measureOnce(base, network, days, departures, SEARCH_DAY + 1 + all.length);
      console.log(`  ${network}, ${days} days (${departures} departures): search p95 ${percentile(figures.search, 95).toFixed(1)} ms, seat map p95 ${percentile(figures.seatMap, 95).toFixed(1)} ms, hold p95 ${p(figures.holds, 95).toFixed(1)} ms`);
      all.push(figures);
    }
  }
  print(all);
} finally {
  await cleanUp();
}
