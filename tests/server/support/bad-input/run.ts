import { sql } from 'drizzle-orm';
import { errorCatalogue } from '../../../../domain/errors/catalogue.gen';
import { expectMatchesContract } from '../contract';
import type { TestApp } from '../engines';
import type { BadCase } from './cases';
import { send, type WireAnswer } from './send';

/** The run of `npm test`: the edge cases plus 10 fast-check cases per operation from a fixed seed. */
export const SHORT_RUN = { random: 10, seed: 20261124 };

/** Tables whose rows a refused request must leave exactly as they were. */
const guardedTables = [
  'reservations',
  'passengers',
  'seat_holds',
  'payments',
  'tickets',
  'outbox_messages',
  'invoices',
  'invoice_payments',
  'loyalty_members',
  'loyalty_sessions',
  'loyalty_recovery_codes',
  'loyalty_saved_passengers',
  'loyalty_tax_profiles',
  'points_ledger',
  'tour_bookings',
  'adventure_orders',
];

/**
 * Makes every write to the guarded tables count: a row inserted or deleted, or updated to a different value,
 * adds one to a counter that a refused request must leave as it found it. Triggers, so the check costs one
 * tiny read per request instead of a digest of every guarded row (which made the sweep several times slower);
 * an update that leaves a row as it was does not count, as it did not change the old digest either.
 */
export async function countWrites(t: TestApp): Promise<void> {
  const statements = [
    'create table if not exists bad_input_writes (n bigint not null)',
    'insert into bad_input_writes select 0 where not exists (select 1 from bad_input_writes)',
    `create or replace function bad_input_count_write() returns trigger language plpgsql as $$
      begin update bad_input_writes set n = n + 1; return null; end $$`,
    ...guardedTables.flatMap((name) => [
      `create or replace trigger bad_input_${name}_rows after insert or delete on ${name} for each row execute function bad_input_count_write()`,
      `create or replace trigger bad_input_${name}_updates after update on ${name} for each row when (old.* is distinct from new.*) execute function bad_input_count_write()`,
    ]),
  ];
  for (const statement of statements) await t.database.db.execute(sql.raw(statement));
}

/** How many writes the guarded tables have had since `countWrites`. */
export async function writesSoFar(t: TestApp): Promise<number> {
  const result = await t.database.db.execute(sql.raw('select n from bad_input_writes'));
  return Number((result as unknown as { rows: Array<{ n: number | string }> }).rows[0]?.n);
}

export interface Failure {
  operation: string;
  label: string;
  status: number;
  problem: string;
  answer: string;
}

export interface OperationTally {
  operation: string;
  tried: number;
  ok: number;
  refused: number;
  notImplemented: number;
  serverErrors: number;
}

export interface BadInputReport {
  tried: number;
  serverErrors: number;
  tallies: OperationTally[];
  failures: Failure[];
}

interface EnvelopeLike {
  http?: { code?: number; status?: string };
  content?: { data?: unknown; errors?: Array<{ code?: unknown; message?: unknown }> };
}

/** What is wrong with the answer to a case, or null when it is what a client may expect. */
export function judge(c: BadCase, a: WireAnswer): string | null {
  const env = a.json as EnvelopeLike | undefined;
  const firstCode = env?.content?.errors?.[0]?.code;
  if (a.status >= 500 && !(a.status === 501 && firstCode === 'not_implemented')) return `server error ${a.status}`;
  if (a.status < 400) return c.refuse ? `accepted (${a.status}) what must be refused` : null;
  if (!env) return `not a JSON envelope (${a.contentType})`;
  if (env.http?.code !== a.status || env.http?.status !== 'error' || env.content?.data !== null) return 'envelope does not match the status';
  const catalogue = errorCatalogue[c.op.service] as Record<string, unknown>;
  const errors = env.content?.errors ?? [];
  if (errors.length === 0) return 'error envelope without errors';
  const unknown = errors.find((e) => typeof e.code !== 'string' || !(e.code in catalogue) || typeof e.message !== 'string');
  if (unknown) return `code ${String(unknown.code)} is not in the ${c.op.service} catalogue`;
  try {
    expectMatchesContract(c.op.service, c.op.operationId, a.status, a.json);
  } catch (error) {
    return `breaks the contract: ${(error as Error).message.split('\n')[0]}`;
  }
  return null;
}

/**
 * Sends every case in order through `send` and checks each answer (`judge`) and, for every refused one,
 * that the guarded tables are unchanged. Sequential, so a change is pinned on the request that made it.
 */
export async function runBadInput(t: TestApp, cases: BadCase[], checkDatabase = true): Promise<BadInputReport> {
  const tallies = new Map<string, OperationTally>();
  const failures: Failure[] = [];
  if (checkDatabase) await countWrites(t);
  let before = checkDatabase ? await writesSoFar(t) : 0;
  for (const c of cases) {
    const operation = `${c.op.service} ${c.op.operationId}`;
    const tally = tallies.get(operation) ?? { operation, tried: 0, ok: 0, refused: 0, notImplemented: 0, serverErrors: 0 };
    tallies.set(operation, tally);
    tally.tried++;
    const answer = await send(t.app, c.request);
    if (answer.status < 400) tally.ok++;
    else if (answer.status === 501) tally.notImplemented++;
    else if (answer.status >= 500) tally.serverErrors++;
    else tally.refused++;
    const fail = (problem: string) => failures.push({ operation, label: c.label, status: answer.status, problem, answer: answer.text.slice(0, 200) });
    const problem = judge(c, answer);
    if (problem) fail(problem);
    if (checkDatabase) {
      const after = await writesSoFar(t);
      if (answer.status >= 400 && after !== before) fail('refused but changed the database');
      before = after;
    }
  }
  const list = [...tallies.values()];
  return { tried: cases.length, serverErrors: list.reduce((n, x) => n + x.serverErrors, 0), tallies: list, failures };
}

/** The per-operation counts as printable lines. */
export function formatReport(report: BadInputReport, title: string): string {
  const lines = report.tallies.map(
    (x) => `  ${x.operation.padEnd(40)} tried ${String(x.tried).padStart(5)}  2xx ${String(x.ok).padStart(4)}  4xx ${String(x.refused).padStart(5)}  501 ${String(x.notImplemented).padStart(4)}  5xx ${x.serverErrors}`,
  );
  return [`${title}: ${report.tried} requests over ${report.tallies.length} operations, ${report.serverErrors} answered 5xx (501 not_implemented excluded), ${report.failures.length} failures`, ...lines].join('\n');
}
