import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { operations } from '../../../../server/contract/operations.gen';
import { startOctoSimulator, type RunningSimulator } from '../../../../server/partners/octo-simulator/octo-simulator';
import { createOctoClient } from '../../../../server/partners/octo/octo-client';
import { defaultAdventureSettings } from '../../../../server/platform/adventure-settings';
import { everyEngine, openTestApp, type TestApp, type TestEngine } from '../engines';
import { allCases, type BadCase } from './cases';
import { OFFICE_KEY } from './office-key';
import { contactOf, cardOf, personal, travellerOf } from './personal';
import { formatReport, runBadInput, SHORT_RUN, type BadInputReport } from './run';
import { seedReservations, type Seed } from './seed';
import { sendJson, suiteRateLimits } from './send';

// Decision 015: bad input never gets a 500. Every operation of every contract gets the edge cases its
// contract calls for (wrong types, missing and extra fields, empty, huge, NUL and lone-surrogate strings,
// integers beyond int32, malformed base64 `data`, wrong content types, `../` and long path values) and
// a few fast-check ones from a fixed seed, about seeded reservations so they reach the checks behind the
// lookup. The long run with a random seed is `npm run bench:bad-input`.
//
// Logs carry no personal data. The same sweep runs with the access log on, about reservations
// seeded with distinctive personal values; then the database is made to fail on the very statements that
// bind those values (a Drizzle error's message is "Failed query: …\nparams: …"), and nothing written to the
// console may contain any of them; each 500 is logged with request id, route and error class. One sweep per
// engine proves both (it used to run twice per engine, once per rule). One test file per engine
// (tests/server/bad-input-*.test.ts), so the two sweeps run side by side on two workers.
//
// When both engines run (CI), each sends half of every operation's cases (`shareOf`), and both send each
// operation's baseline: PGlite is PostgreSQL compiled to WebAssembly, so a bad value is refused alike on
// both, and the union still sends every case once. This halved the suite's dearest step (259 of its 1,084
// worker-seconds); `npm run bench:bad-input` still sends every case to each engine.

const consoleMethods = ['log', 'error', 'warn', 'info', 'debug'] as const;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface LogLine {
  level?: string;
  requestId?: string;
  method?: string;
  route?: string;
  status?: number;
  error?: string;
  cause?: string;
  sqlState?: string;
  frames?: string[];
}

/** The cases this engine sends: all of them alone; with a second engine, each operation's baseline and every other case. */
export function shareOf(cases: readonly BadCase[], engine: TestEngine, engines: readonly TestEngine[] = everyEngine): BadCase[] {
  const index = engines.findIndex((e) => e.name === engine.name);
  if (engines.length < 2 || index < 0) return [...cases];
  const seen = new Map<string, number>();
  return cases.filter((c) => {
    const key = `${c.op.service} ${c.op.operationId}`;
    const n = seen.get(key) ?? 0;
    seen.set(key, n + 1);
    return n === 0 || n % engines.length === index;
  });
}

export function badInputSuite(engine: TestEngine): void {
  describe(`bad input and logs on ${engine.name}`, () => {
    let t: TestApp;
    let partner: RunningSimulator | undefined;
    let seed: Seed;
    let report: BadInputReport;
    const lines: string[] = [];
    beforeAll(async () => {
      for (const method of consoleMethods) vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(' ')));
      // The adventures' partner: the OCTO simulator on the app's clock, so valid requests reach a partner that answers.
      partner = await startOctoSimulator({ apiKey: 'bad-input-key', clock: { now: () => (t ? t.clock.now() : new Date()) } });
      const adventures = { partner: createOctoClient({ baseUrl: partner.url, apiKey: 'bad-input-key', timeoutMs: 5000 }), settings: defaultAdventureSettings };
      t = await openTestApp(engine, undefined, { officeApiKey: OFFICE_KEY, logRequests: true, rateLimits: suiteRateLimits }, undefined, {}, adventures);
      seed = await seedReservations(t);
    });
    afterAll(async () => {
      vi.restoreAllMocks();
      await partner?.close();
      await t?.close();
    });

    // About 7,600 requests alone, 3,800 on each engine when two share them. The limit guards against a hang, not a speed: speed is measured by bench/bad-input.ts.
    it('answers every case of every operation with a catalogue envelope, never 5xx, and a refusal writes nothing', { timeout: 600_000 }, async () => {
      report = await runBadInput(t, shareOf(allCases(seed, SHORT_RUN.random, SHORT_RUN.seed), engine));
      process.stdout.write(`${formatReport(report, `bad input on ${engine.name}, seed ${SHORT_RUN.seed}`)}\n`);
      expect(report.tallies.map((x) => x.operation)).toEqual(operations.map((op) => `${op.service} ${op.operationId}`));
      // At least 5 cases of each operation across the engines: 3 on each when two share them (the baseline on both).
      for (const tally of report.tallies) expect(tally.tried, tally.operation).toBeGreaterThanOrEqual(everyEngine.length > 1 ? 3 : 5);
      expect(report.failures).toEqual([]);
      expect(report.serverErrors).toBe(0);
      // The suite reached past validation: built operations both accepted and refused requests.
      const websale = report.tallies.filter((x) => x.operation.startsWith('websale '));
      expect(websale.filter((x) => x.ok > 0).length).toBeGreaterThanOrEqual(15);
    });

    it('shows no personal value in the log, and logs every 500 with request id, route and error class', async () => {
      expect(report, 'the sweep ran first').toBeDefined();
      const [ready, other] = seed.byState.ready;
      if (!ready || !other) throw new Error('seed has no ready reservation');
      const db = t.database.db;
      // 1. Writes that bind the contact and the wheelchair note fail (check violation, 23514).
      await db.execute(sql.raw('alter table reservations add constraint log_test_forced_failure check (contact_last_name is null and additionals is null) not valid'));
      const forced = [
        await sendJson(t.app, 'POST', '/api/websale/reservation/contact', { code: ready.code, contact: contactOf(), goes_contact: true, travellers: [travellerOf()] }, { reservation: ready }),
        await sendJson(t.app, 'POST', '/api/websale/reservation/additionals', { code: other.code, wheelchair: { spaces: 1, note: personal.note } }, { reservation: other }),
      ];
      // 2. Every lookup by code fails (undefined table, 42P01).
      await db.execute(sql.raw('alter table reservations rename to reservations_log_test'));
      const paid = seed.byState.paid[0]!;
      forced.push(
        await sendJson(t.app, 'GET', `/api/websale/reservation?code=${ready.code}`, undefined, { reservation: ready }),
        await sendJson(t.app, 'POST', '/api/websale/reservation/payment', { code: other.code, method: 'card', idempotency_key: 'log-test-key-1', card: cardOf() }, { reservation: other }),
        await sendJson(t.app, 'GET', `/api/websale/reservation/pdf?code=${paid.code}`, undefined, { reservation: paid }),
      );
      await db.execute(sql.raw('alter table reservations_log_test rename to reservations'));
      await db.execute(sql.raw('alter table reservations drop constraint log_test_forced_failure'));
      for (const answer of forced) {
        expect(answer.status).toBe(500);
        expect((answer.json as { content: { errors: Array<{ code: string }> } }).content.errors[0]?.code).toBe('internal_error');
      }

      // The sweep's thousands of access-log lines and the forced failures' lines: no personal value in any.
      const log = lines.join('\n').toLowerCase();
      // (Requests refused by the request-head limits come before the access log's middleware: not every one.)
      expect(lines.length, 'the access log was on during the sweep').toBeGreaterThan(report.tried * 0.9);
      for (const secret of seed.secrets) expect(log.includes(secret.toLowerCase()), `the log shows "${secret}"`).toBe(false);

      const parsed = lines.filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as LogLine);
      const errors = parsed.filter((l) => l.level === 'error');
      expect(errors).toHaveLength(forced.length);
      const routes = ['/reservation/contact', '/reservation/additionals', '/reservation', '/reservation/payment', '/reservation/pdf'];
      expect(errors.map((e) => [e.method, e.route, e.status])).toEqual(
        routes.map((r, i) => [i === 2 || i === 4 ? 'GET' : 'POST', `/api/websale${r}`, 500]),
      );
      expect(errors.map((e) => e.sqlState)).toEqual(['23514', '23514', '42P01', '42P01', '42P01']);
      for (const e of errors) {
        expect(e.requestId).toMatch(uuid);
        expect(e.error).toBe('DrizzleQueryError');
        expect(e.cause).toMatch(/\w+/);
        expect(e.frames?.length).toBeGreaterThan(0);
        for (const frame of e.frames ?? []) expect(frame).toMatch(/^at /);
        // The access log has the same request, with the same status.
        expect(parsed.filter((l) => l.level === 'info' && l.requestId === e.requestId).map((l) => l.status)).toEqual([500]);
      }
    });
  });
}
