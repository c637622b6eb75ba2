// Timing of failed reservation lookups (decision 019): unknown code, wrong surname and wrong token
// must cost the same, so a client cannot tell which codes exist by how long the 404 takes. Samples
// the three kinds interleaved in random order through the real app (app.request: routing, validation,
// the lookup, the digests), in-process, so no network noise hides a difference; prints median, p25,
// p75 and p95 per kind and each median's difference from the unknown code's, on PostgreSQL and PGlite.
// Run: node --import tsx bench/lookup-timing.ts  (BENCH_SAMPLES per kind, default 1500; PostgreSQL from
// TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test, in a throw-away database).
import { performance } from 'node:perf_hooks';
import { sandboxTestCards } from '../server/payments/sandbox-card-gateway';

process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
const { call, engines, openTestApp } = await import('../tests/server/support/engines');

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 1500);
type App = Awaited<ReturnType<typeof openTestApp>>;

async function ok(t: App, path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  const res = await call(t.app, `/api/websale${path}`, init);
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(res.body.content.errors)}`);
  return res.body.content.data as Record<string, unknown>;
}

/** A paid one-way reservation for one adult, Puerto Vallarta → Guadalajara, bought through the API. */
async function paidReservation(t: App): Promise<string> {
  const none = { adult: 1, minor: 0, inapam: 0, infant: 0, student: 0, student_flex: 0, teacher: 0, teacher_flex: 0 };
  const created = await ok(t, '/reservation/create', {
    method: 'POST',
    body: { origin: 'puerto-vallarta', destination: 'guadalajara', passengers: none, round: false, departure: { date: '2026-03-20', open: false }, return: { date: null, open: true } },
  });
  const code = String(created.code);
  const list = await ok(t, `/reservation/schedules?code=${code}`);
  const bus = (list.schedules as Array<Record<string, unknown>>)[0]!;
  await ok(t, '/reservation/schedules', { method: 'POST', body: { code, departure: { open: false, schedule_id: bus.schedule_id, schedule_detail_id: bus.schedule_detail_id, layout_id: bus.layout_id } } });
  const contact = { first_name: 'Ana', last_name: 'López Núñez', cell_phone: '3221234567', email: 'ana@example.mx', privacy: true };
  await ok(t, '/reservation/contact', { method: 'POST', body: { code, contact, goes_contact: true, travellers: [{ first_name: 'Ana', last_name: 'López Núñez' }] } });
  await ok(t, '/reservation/seats', { method: 'POST', body: { code, departure: { seats: [{ seat_number: 5, passenger_type: 'adult' }] } } });
  const card = { number: sandboxTestCards.approve, name: 'Ana López', expiry: '12/30', cvv: '123' };
  await ok(t, '/reservation/payment', { method: 'POST', body: { code, method: 'card', card }, headers: { 'idempotency-key': `${code}-bench` } });
  return code;
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
const us = (ms: number) => `${(ms * 1000).toFixed(0).padStart(6)} µs`;

async function run(engine: (typeof engines)[number]) {
  const t = await openTestApp(engine);
  try {
    const code = await paidReservation(t);
    const kinds = {
      'unknown code': `/api/websale/reservation/pdf?code=QQQQQQ&last_name=Lopez%20Nunez`,
      'wrong surname': `/api/websale/reservation/pdf?code=${code}&last_name=Perez`,
      'wrong token': `/api/websale/reservation/pdf?code=${code}&token=${'A'.repeat(43)}`,
    } as const;
    type Kind = keyof typeof kinds;
    const order = (Object.keys(kinds) as Kind[]).flatMap((kind) => Array<Kind>(SAMPLES).fill(kind)).sort(() => Math.random() - 0.5);
    const times: Record<Kind, number[]> = { 'unknown code': [], 'wrong surname': [], 'wrong token': [] };
    // Warm-up: plans cached, code paths compiled.
    for (let i = 0; i < 100; i++) await t.app.request(kinds[order[i % order.length]!]);
    for (const kind of order) {
      const start = performance.now();
      const res = await t.app.request(kinds[kind]);
      await res.arrayBuffer();
      times[kind].push(performance.now() - start);
      if (res.status !== 404) throw new Error(`${kind} answered ${res.status}`);
    }
    const base = quantile([...times['unknown code']].sort((a, b) => a - b), 0.5);
    console.log(`\n${engine.name}: GET /reservation/pdf refused, ${SAMPLES} samples per kind, interleaved`);
    for (const kind of Object.keys(kinds) as Kind[]) {
      const sorted = [...times[kind]].sort((a, b) => a - b);
      const median = quantile(sorted, 0.5);
      const diff = median - base;
      console.log(
        `  ${kind.padEnd(14)} median ${us(median)}  p25 ${us(quantile(sorted, 0.25))}  p75 ${us(quantile(sorted, 0.75))}  p95 ${us(quantile(sorted, 0.95))}  median − unknown ${diff >= 0 ? '+' : '−'}${us(Math.abs(diff)).trim()}`,
      );
    }
  } finally {
    await t.close();
  }
}

for (const engine of engines) await run(engine);
