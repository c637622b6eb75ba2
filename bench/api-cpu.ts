// CPU per request of the API reads, in-process (docs/rules/performance-budgets.md#api-reads). The rates of bench/api.ts move with
// whatever else the machine runs; the CPU time a read costs moves much less. This opens the app on a fresh
// PostgreSQL database (tests/server/support/engines.ts), books one reservation as bench/api.ts does, then
// sends each read through app.request (no socket on the HTTP side; the PostgreSQL client and its socket
// are real) with 10 in flight, in alternating rounds, and prints the median of process.cpuUsage()
// (user + system) per request. What the Node HTTP server adds is the same for every read (health included).
//
// Run: npm run bench:api-cpu   (BENCH_DATABASE_URL or TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432;
// BENCH_ROUNDS, default 7; BENCH_REQUESTS per round, default 2000; BENCH_READS)
export {};

const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
process.env.TEST_DATABASE_URL = adminUrl;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const IN_FLIGHT = 10;
// BENCH_READS: a comma-separated subset (health always runs), e.g. to profile one with --cpu-prof.
const READS = process.env.BENCH_READS?.split(',').map((s) => s.trim());

const { engines, openTestApp } = await import('../tests/server/support/engines');
const { benchReservation } = await import('./api-queries');
const engine = engines.find((e) => e.name === 'postgresql');
if (!engine) throw new Error('no PostgreSQL engine');
const t = await openTestApp(engine, new Date().toISOString());
try {
  const { code, headers } = await benchReservation(t.app);
  const all: Array<[string, string]> = [
    ['health', '/api/health'],
    ['schedules search', `/api/websale/reservation/schedules?code=${code}`],
    ['seat map', `/api/websale/reservation/seats?code=${code}`],
  ];
  const reads = all.filter(([name]) => !READS || name === 'health' || READS.includes(name));
  /** `count` requests of one read, IN_FLIGHT at a time; CPU µs per request. */
  const run = async (path: string, count: number) => {
    let left = count;
    const before = process.cpuUsage();
    const worker = async () => {
      while (left-- > 0) {
        const res = await t.app.request(path, { headers });
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`${path.split('?')[0]} answered ${res.status}`);
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
    const used = process.cpuUsage(before);
    if (process.env.BENCH_SPLIT) console.log(`    ${path.slice(0, 30)} user ${(used.user / count).toFixed(0)} system ${(used.system / count).toFixed(0)}`);
    return (used.user + used.system) / count;
  };
  // Warm-up: JIT, prepared statements, catalogue copies.
  for (const [, path] of reads) await run(path, REQUESTS);
  const samples = new Map<string, number[]>(reads.map(([name]) => [name, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, path] of reads) samples.get(name)!.push(await run(path, REQUESTS));
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const health = median(samples.get('health')!);
  console.log(`In-process CPU per request on PostgreSQL (${ROUNDS} rounds of ${REQUESTS}, ${IN_FLIGHT} in flight; median, min-max):`);
  for (const [name] of reads) {
    const xs = samples.get(name)!;
    const m = median(xs);
    console.log(
      `  ${name.padEnd(18)} ${m.toFixed(0).padStart(5)} µs  (${Math.min(...xs).toFixed(0)}-${Math.max(...xs).toFixed(0)})  ${(m / health).toFixed(2)}x health, ${(m - health).toFixed(0)} µs above it`,
    );
  }
} finally {
  await t.close();
}
process.exit(0);
