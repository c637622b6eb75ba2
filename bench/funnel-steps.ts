// What each step of a hot sale's journey costs the server, in-process on PostgreSQL (bench/README.md "Hot sale
// funnel"): the statements it sends (deterministic) and its CPU time in this process (the app without its HTTP
// server; the PostgreSQL client and its socket are real). bench/funnel.ts measures the journeys over HTTP under
// load; this says which step to make cheaper first. Journeys run BENCH_IN_FLIGHT at a time (5), spread over the
// day's buses and two weeks of days so that no bus fills; the first BENCH_WARM_UP (40) warm the JIT, the
// prepared statements and the catalogue copies, the next BENCH_JOURNEYS (200) are counted. BENCH_HOLD=tap holds the
// seat by a tap on the map (holdSeat, what the site's seat step sends) instead of the whole selection (setSeats).
// Run: npm run bench:funnel-steps   (BENCH_DATABASE_URL or TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432)
import pg from 'pg';

const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
process.env.TEST_DATABASE_URL = adminUrl;
const WARM_UP = Number(process.env.BENCH_WARM_UP ?? 40);
const JOURNEYS = Number(process.env.BENCH_JOURNEYS ?? 200);
const IN_FLIGHT = Number(process.env.BENCH_IN_FLIGHT ?? 5);
/** BENCH_HOLD=tap: the hold step is a tap on the map (holdSeat), as the site sends it, instead of setSeats. */
const TAP = process.env.BENCH_HOLD === 'tap';

type QueryFn = (...args: unknown[]) => unknown;
const { engines, openTestApp, sameOriginHeaders } = await import('../tests/server/support/engines');
const engine = engines.find((e) => e.name === 'postgresql');
if (!engine) throw new Error('no PostgreSQL engine');
const { defaultRateLimits } = await import('../server/platform/rate-limit-settings');
// Every journey comes from one address here: the per-client limits are lifted, as bench/support/load-server.ts does.
const lifted = { points: 1_000_000, windowSeconds: 60 };
const t = await openTestApp(engine, new Date().toISOString(), {
  rateLimits: { ...defaultRateLimits, reservationCreates: lifted, lookupFailures: lifted, lookups: lifted },
});

const STEPS = ['search', 'schedules', 'choose bus', 'contact', 'seat map', 'hold', 'pay', 'confirm', 'ticket pdf'] as const;
type Step = (typeof STEPS)[number];
const statements = new Map<Step, number[]>(STEPS.map((s) => [s, []]));
const prepared = new Map<Step, number[]>(STEPS.map((s) => [s, []]));
const trips = new Map<Step, number[]>(STEPS.map((s) => [s, []]));
const cpu = new Map<Step, number[]>(STEPS.map((s) => [s, []]));
/** Wall time of the batch's first journey's step, sent alone (nothing else in flight): the step's latency on an idle server. */
const walls = new Map<Step, number[]>(STEPS.map((s) => [s, []]));

// Statements are counted per step by the step running alone (one journey at a time in the counted pass below);
// CPU is the process's over a whole step of IN_FLIGHT journeys at once, divided by them.
const proto = pg.Client.prototype as unknown as { query: QueryFn };
const original = proto.query;
let counted = 0;
// Statements sent by name: prepared (server/db/queries/prepared.ts), so neither Drizzle builds them again nor
// PostgreSQL parses and plans them again on that connection.
let named = 0;
// Round trips: statements that had to wait for the one before; reads sent together (server/db/database.ts
// readTogether) on the pool's connections count once. Under load a step's latency is about its round trips times
// the event loop's lag (bench/README.md), so this is the column to bring down.
let roundTrips = 0;
let inFlight = 0;
let show = false;
proto.query = function (this: unknown, ...args: unknown[]) {
  counted++;
  if (inFlight === 0) roundTrips++;
  const name = (args[0] as { name?: string } | undefined)?.name;
  if (name) named++;
  // BENCH_SHOW_STATEMENTS=1: each step's statements of the first counted journey (* before a prepared one).
  if (show) console.log(`    ${name ? '* ' : '  '}${String((args[0] as { text?: string })?.text ?? args[0]).replace(/\s+/g, ' ').slice(0, 150)}`);
  inFlight++;
  let ended = false;
  const done = () => {
    if (!ended) inFlight--;
    ended = true;
  };
  // The pool passes a callback (its query is then answered through it), drizzle's transactions take the promise.
  const last = args.length - 1;
  if (typeof args[last] === 'function') {
    const callback = args[last] as QueryFn;
    args[last] = (...answer: unknown[]) => {
      done();
      return callback(...answer);
    };
  }
  const sent = original.apply(this, args) as Promise<unknown> | undefined;
  if (sent && typeof sent.then === 'function') sent.then(done, done);
  return sent;
};

const none = { adult: 0, minor: 0, inapam: 0, infant: 0, student: 0, student_flex: 0, teacher: 0, teacher_flex: 0 };
const contact = { first_name: 'Ana', last_name: 'Carga Prueba', cell_phone: '3221234567', email: 'carga@example.mx', privacy: true };
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

interface Journey {
  code: string;
  token: string;
  bus?: Record<string, unknown>;
  seat?: number;
  passenger?: number;
}

async function send(path: string, body: unknown, token: string | undefined): Promise<Record<string, unknown>> {
  const headers: Record<string, string> = { ...sameOriginHeaders(), lang: 'es', ...(token ? { 'x-flow-token': token } : {}) };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await t.app.request(`/api/websale${path}`, { method: body === undefined ? 'GET' : 'POST', headers, body: body === undefined ? undefined : JSON.stringify(body) });
  if (path.startsWith('/reservation/pdf')) {
    const bytes = await res.arrayBuffer();
    if (res.status !== 200 || bytes.byteLength < 1000) throw new Error(`ticket pdf answered ${res.status}`);
    return {};
  }
  const parsed = (await res.json()) as { content: { data: Record<string, unknown>; errors: unknown } };
  if (res.status !== 200) throw new Error(`${path} answered ${res.status} ${JSON.stringify(parsed.content.errors)}`);
  return parsed.content.data;
}

const step: Record<Step, (j: Journey, i: number) => Promise<void>> = {
  search: async (j, i) => {
    const data = await send('/reservation/create', {
      origin: 'puerto-vallarta', destination: 'guadalajara', passengers: { ...none, adult: 1 }, round: false,
      departure: { date: day(3 + (i % 14)), open: false }, return: { date: null, open: true },
    }, undefined);
    j.code = String(data.code);
    j.token = String(data.flow_token);
    j.passenger = (JSON.parse(Buffer.from(String(data.reservation), 'base64').toString('utf8')) as { travellers: Array<{ id: number }> }).travellers[0]!.id;
  },
  schedules: async (j, i) => {
    const data = await send(`/reservation/schedules?code=${j.code}&direction=departure`, undefined, j.token);
    const buses = data.schedules as Array<Record<string, unknown>>;
    j.bus = buses[Math.floor(i / 14) % buses.length];
  },
  'choose bus': async (j) => {
    const b = j.bus!;
    await send('/reservation/schedules', { code: j.code, departure: { open: false, schedule_id: b.schedule_id, schedule_detail_id: b.schedule_detail_id, layout_id: b.layout_id }, return: null }, j.token);
  },
  contact: async (j) => {
    await send('/reservation/contact', { code: j.code, contact, goes_contact: true, travellers: [{ type: 'adult', first_name: contact.first_name, last_name: contact.last_name }] }, j.token);
  },
  'seat map': async (j) => {
    const data = await send(`/reservation/seats?code=${j.code}&direction=departure`, undefined, j.token);
    const cells = data.cells as Array<{ seat_number: number | null; state: string | null; offered: boolean }>;
    const free = cells.filter((c) => c.seat_number !== null && c.state === 'free' && c.offered).map((c) => c.seat_number!);
    j.seat = free[Math.floor(Math.random() * free.length)];
  },
  hold: async (j) => {
    if (TAP) {
      // BENCH_HOLD=tap: the seat held as the site's seat step holds it, a tap for the passenger (holdSeat).
      await send('/reservation/seat', { code: j.code, direction: 'departure', seat_number: j.seat, passenger_id: j.passenger }, j.token);
      return;
    }
    await send('/reservation/seats', { code: j.code, departure: { seats: [{ seat_number: j.seat, passenger_type: 'adult' }] } }, j.token);
  },
  pay: async (j) => {
    const data = await send('/reservation/payment', { code: j.code, method: 'card', idempotency_key: `${j.code}-1`, card: { number: '4242424242424242', name: 'Ana Carga', expiry: '12/30', cvv: '123' } }, j.token);
    if (data.payment !== 'approved') throw new Error(`payment ${String(data.payment)}`);
  },
  confirm: async (j) => {
    await send('/reservation/confirm', { code: j.code }, j.token);
  },
  'ticket pdf': async (j) => {
    await send(`/reservation/pdf?code=${j.code}&download=1`, undefined, j.token);
  },
};

/** `count` journeys, IN_FLIGHT at a time, step by step (every journey's step s before any's step s+1). */
async function batch(first: number, count: number, record: boolean): Promise<void> {
  const journeys: Journey[] = Array.from({ length: count }, () => ({ code: '', token: '' }));
  for (const name of STEPS) {
    // Statements: the first journey of the batch alone.
    counted = 0;
    named = 0;
    roundTrips = 0;
    show = record && !!process.env.BENCH_SHOW_STATEMENTS && statements.get(name)!.length === 0;
    if (show) console.log(`  -- ${name}`);
    const alone = performance.now();
    await step[name](journeys[0]!, first);
    if (record) walls.get(name)!.push(performance.now() - alone);
    show = false;
    if (record) statements.get(name)!.push(counted);
    if (record) prepared.get(name)!.push(named);
    if (record) trips.get(name)!.push(roundTrips);
    const before = process.cpuUsage();
    let next = 1;
    await Promise.all(Array.from({ length: IN_FLIGHT }, async () => {
      for (let k = next++; k < count; k = next++) await step[name](journeys[k]!, first + k);
    }));
    const used = process.cpuUsage(before);
    if (record) cpu.get(name)!.push((used.user + used.system) / (count - 1));
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
try {
  const size = IN_FLIGHT * 4 + 1;
  for (let i = 0; i < WARM_UP; i += size) await batch(i, size, false);
  for (let i = 0; i < JOURNEYS; i += size) await batch(WARM_UP + i, size, true);
  console.log(`Each step of a journey, in-process on PostgreSQL (${JOURNEYS} journeys after ${WARM_UP} to warm up, ${IN_FLIGHT} in flight):`);
  console.log(`  ${'step'.padEnd(11)} ${'statements'.padStart(10)} ${'prepared'.padStart(9)} ${'round trips'.padStart(11)} ${'CPU µs'.padStart(8)} ${'alone ms'.padStart(9)}`);
  let totalStatements = 0;
  let totalPrepared = 0;
  let totalTrips = 0;
  let totalCpu = 0;
  let totalWall = 0;
  for (const name of STEPS) {
    const s = median(statements.get(name)!);
    const p = median(prepared.get(name)!);
    const r = median(trips.get(name)!);
    const c = median(cpu.get(name)!);
    const w = median(walls.get(name)!);
    totalStatements += s;
    totalPrepared += p;
    totalTrips += r;
    totalCpu += c;
    totalWall += w;
    console.log(`  ${name.padEnd(11)} ${String(s).padStart(10)} ${String(p).padStart(9)} ${String(r).padStart(11)} ${c.toFixed(0).padStart(8)} ${w.toFixed(1).padStart(9)}`);
  }
  console.log(`  ${'journey'.padEnd(11)} ${String(totalStatements).padStart(10)} ${String(totalPrepared).padStart(9)} ${String(totalTrips).padStart(11)} ${totalCpu.toFixed(0).padStart(8)} ${totalWall.toFixed(1).padStart(9)}`);
} finally {
  proto.query = original;
  await t.close();
}
process.exit(0);
