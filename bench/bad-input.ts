// The bad-input suite at length (decision 015): every operation of every contract gets the edge cases of
// tests/server/bad-input-*.test.ts plus BAD_INPUT_RANDOM fast-check cases (default 400 per operation), on
// PGlite and on PostgreSQL. Prints the seed, the requests tried per operation, every 5xx and every other
// failure (accepted bad input, answers outside the envelope or the catalogue, a refused request that wrote).
// Run: npm run bench:bad-input  (BAD_INPUT_SEED=<n> to replay a run; PostgreSQL from TEST_DATABASE_URL, else
// postgres://postgres@127.0.0.1:5432/test, in a throw-away database created and dropped here).
import { performance } from 'node:perf_hooks';

process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
const { engines, openTestApp } = await import('../tests/server/support/engines');
const { seedReservations } = await import('../tests/server/support/bad-input/seed');
const { allCases } = await import('../tests/server/support/bad-input/cases');
const { formatReport, runBadInput } = await import('../tests/server/support/bad-input/run');
const { OFFICE_KEY } = await import('../tests/server/support/bad-input/office-key');
const { suiteRateLimits } = await import('../tests/server/support/bad-input/send');

const RANDOM = Number(process.env.BAD_INPUT_RANDOM ?? 400);
const SEED = Number(process.env.BAD_INPUT_SEED ?? Math.floor(Math.random() * 2 ** 31));
const CHECK_DB = process.env.BAD_INPUT_CHECK_DB !== '0';
const only = process.env.BAD_INPUT_ONLY;
const engineNames = (process.env.BAD_INPUT_ENGINES ?? 'pglite,postgresql').split(',');

console.log(`bad-input bench: seed ${SEED}, ${RANDOM} random cases per operation, database check ${CHECK_DB ? 'on' : 'off'}`);
let failed = false;
for (const engine of engines.filter((e) => engineNames.includes(e.name))) {
  const t = await openTestApp(engine, undefined, { officeApiKey: OFFICE_KEY, rateLimits: suiteRateLimits });
  try {
    const seed = await seedReservations(t);
    const cases = allCases(seed, RANDOM, SEED, only ? (op) => op.operationId === only || op.service === only : undefined);
    const started = performance.now();
    const report = await runBadInput(t, cases, CHECK_DB);
    const seconds = (performance.now() - started) / 1000;
    console.log(`\n${formatReport(report, engine.name)}\n  ${seconds.toFixed(1)} s, ${(report.tried / seconds).toFixed(0)} requests/s`);
    for (const f of report.failures.slice(0, 200)) console.log(`  ✘ ${f.operation} [${f.label}] ${f.status}: ${f.problem} ${f.answer.slice(0, 120)}`);
    if (report.failures.length > 200) console.log(`  … ${report.failures.length - 200} more`);
    failed ||= report.failures.length > 0;
  } finally {
    await t.close();
  }
}
process.exitCode = failed ? 1 : 0;
