// Rate limits (decision 018) replayed as the attacker was measured before them: from one client, 1,000 random-code
// lookups, 1,000 promotional-code checks, 500 creates, 500 PDF downloads of unknown codes and 300 wrong office
// keys, 10 at a time, through the real app with the default limits. Prints per scenario how many were answered,
// how many were refused (429) and the requests/s; then what one counted attempt costs (take + give back) in
// each store: p50/p99 over 2,000 distinct clients. On PostgreSQL and on PGlite.
// Run: npm run bench:rate-limits  (PostgreSQL from TEST_DATABASE_URL, else
// postgres://postgres@127.0.0.1:5432/test, in a throw-away database created and dropped here).
import { performance } from 'node:perf_hooks';

process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
const { engines, openTestApp } = await import('../tests/server/support/engines');
const { openRateLimits } = await import('../server/platform/rate-limits');
const { defaultRateLimits } = await import('../server/platform/rate-limit-settings');

const CONCURRENCY = 10;
const ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679';
const randomCode = () => Array.from({ length: 6 }, () => ALPHABET[Math.floor(Math.random() * ALPHABET.length)]).join('');
const search = {
  origin: 'puerto-vallarta',
  destination: 'guadalajara',
  passengers: { adult: 1, minor: 0, inapam: 0, infant: 0, student: 0, student_flex: 0, teacher: 0, teacher_flex: 0 },
  round: false,
  departure: { date: '2026-03-20', open: false },
  return: { date: null, open: true },
};

type App = Awaited<ReturnType<typeof openTestApp>>;
type Scenario = { name: string; count: number; request: () => { path: string; init: RequestInit } };

const scenarios: Scenario[] = [
  { name: 'random-code lookups', count: 1000, request: () => ({ path: `/reservation?code=${randomCode()}`, init: {} }) },
  { name: 'promotional-code checks', count: 1000, request: () => ({ path: `/reservation/promotional_code?promotional_code=G${randomCode()}`, init: {} }) },
  { name: 'reservation creates', count: 500, request: () => ({ path: '/reservation/create', init: { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(search) } }) },
  { name: 'PDF downloads, unknown codes', count: 500, request: () => ({ path: `/reservation/pdf?code=${randomCode()}`, init: {} }) },
  { name: 'wrong office keys', count: 300, request: () => ({ path: '/office/pend/pay', init: { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': randomCode() }, body: '{"code":"QQQQQQ"}' } }) },
];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function replay(t: App, scenario: Scenario, address: string) {
  const statuses = new Map<number, number>();
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < scenario.count) {
      next += 1;
      const { path, init } = scenario.request();
      const res = await t.app.request(`/api/websale${path}`, init, { incoming: { socket: { remoteAddress: address } } });
      await res.arrayBuffer();
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  const answered = [...statuses].filter(([s]) => s !== 429).map(([s, n]) => `${n}×${s}`).join(' ');
  console.log(`  ${scenario.name.padEnd(30)} ${String(scenario.count).padStart(5)} sent: ${answered.padEnd(12)} ${String(statuses.get(429) ?? 0).padStart(4)}×429  ${Math.round(scenario.count / seconds)}/s`);
}

async function attemptCost(t: App, engineName: string) {
  const limits = await openRateLimits(defaultRateLimits, t.database.pool);
  const times: number[] = [];
  for (let i = 0; i < 2000; i += 1) {
    const key = `bench-${process.pid}-${i}`;
    const start = performance.now();
    await limits.lookupFailures.take(key);
    await limits.lookupFailures.giveBack(key);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const store = t.database.pool ? 'PostgreSQL table' : 'memory';
  console.log(`  one counted attempt (${store}, ${engineName}): p50 ${percentile(times, 50).toFixed(3)} ms, p99 ${percentile(times, 99).toFixed(3)} ms`);
}

for (const engine of engines) {
  const t = await openTestApp(engine, undefined, { officeApiKey: 'bench-office-key' });
  try {
    console.log(`${engine.name}, default limits, one client, ${CONCURRENCY} at a time:`);
    for (const [i, scenario] of scenarios.entries()) await replay(t, scenario, `192.0.2.${i + 1}`);
    await attemptCost(t, engine.name);
  } finally {
    await t.close();
  }
}
