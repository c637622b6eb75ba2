import { createHash } from 'node:crypto';
import { mkdirSync, openSync, closeSync, rmSync } from 'node:fs';
import { readFile, rename, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createFixedClock } from '../../../server/platform/clock';
import { openDatabase } from '../../../server/db/open/open-database';

// Migrating and seeding a database costs 3 to 12 seconds; copying a migrated and seeded one costs well
// under one. So each run of the server suite migrates and seeds once per clock and horizon and engine (the
// template), and every test file opens a copy: `CREATE DATABASE … TEMPLATE` on PostgreSQL, a dumped
// data directory on PGlite. The templates belong to one run (tests/server/support/template-run.ts makes the
// run's id and removes them at its end), so a change to the migrations or the seed is never hidden by an
// older copy.

/** What a template is made for: the clock's instant and the sales horizon it is seeded with. */
export interface TemplateKey {
  now: string;
  horizonDays: number;
}

/** The run's id, set by the global setup (template-run.ts); a process run without it uses its own. */
const ownRun = `r${process.pid}${Math.random().toString(36).slice(2, 6)}`;
const runId = () => process.env.AUTOBUSES_TEST_RUN ?? ownRun;
export const templateFolder = (run = runId()) => join(tmpdir(), `autobuses-templates-${run}`);
export const templatePrefix = (run = runId()) => `autobuses_tpl_${run}_`;

const keyHash = (key: TemplateKey) => createHash('sha256').update(`${key.now}|${key.horizonDays}`).digest('hex').slice(0, 12);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const dumps = new Map<string, Promise<Blob>>();

/**
 * The PGlite data directory of a migrated and seeded database, as a tar blob for `loadDataDir`. Made once per
 * run: the first worker to need it holds a lock file while it makes it; the others wait for the file.
 */
export function pgliteTemplate(key: TemplateKey): Promise<Blob> {
  const hash = keyHash(key);
  let dump = dumps.get(hash);
  if (!dump) {
    dump = loadOrMakeDump(hash, key);
    dumps.set(hash, dump);
  }
  return dump;
}

async function loadOrMakeDump(hash: string, key: TemplateKey): Promise<Blob> {
  const folder = templateFolder();
  mkdirSync(folder, { recursive: true });
  const file = join(folder, `${hash}.tar`);
  const lock = `${file}.lock`;
  for (let waited = 0; waited < 180_000; waited += 100) {
    if (await exists(file)) return new Blob([await readFile(file)]);
    let fd: number | undefined;
    try {
      fd = openSync(lock, 'wx');
    } catch {
      await sleep(100);
      continue;
    }
    closeSync(fd);
    try {
      const opened = await openDatabase({ dataDir: 'memory://', clock: createFixedClock(key.now), horizonDays: key.horizonDays });
      const client = (opened.db as unknown as { $client: { dumpDataDir(compression: 'none'): Promise<Blob> } }).$client;
      const blob = await client.dumpDataDir('none');
      await opened.close();
      await writeFile(`${file}.part`, new Uint8Array(await blob.arrayBuffer()));
      await rename(`${file}.part`, file);
      return blob;
    } finally {
      rmSync(lock, { force: true });
    }
  }
  throw new Error(`the PGlite template ${file} was not made within 3 minutes`);
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

const made = new Map<string, Promise<string>>();

/**
 * The name of the run's PostgreSQL template database for `key`, made (migrated and seeded) by the first
 * worker that needs it, under an advisory lock that the other workers wait on.
 */
export function postgresTemplate(adminUrl: string, key: TemplateKey): Promise<string> {
  const name = `${templatePrefix()}${keyHash(key)}`;
  let ready = made.get(name);
  if (!ready) {
    ready = makePostgresTemplate(adminUrl, name, key);
    made.set(name, ready);
  }
  return ready;
}

async function makePostgresTemplate(adminUrl: string, name: string, key: TemplateKey): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(hashtext($1))', [name]);
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      await admin.query(`create database ${name}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const opened = await openDatabase({ url: url.toString(), clock: createFixedClock(key.now), horizonDays: key.horizonDays, poolMax: 1 });
      await opened.close();
    }
    return name;
  } finally {
    await admin.query('select pg_advisory_unlock(hashtext($1))', [name]).catch(() => undefined);
    await admin.end();
  }
}

/** Drops the run's PostgreSQL templates and removes its PGlite dumps (the global teardown). */
export async function removeTemplates(run: string, adminUrl: string | undefined): Promise<void> {
  rmSync(templateFolder(run), { recursive: true, force: true });
  if (!adminUrl) return;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where starts_with(datname, $1)', [templatePrefix(run)]);
    for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
  } finally {
    await admin.end();
  }
}

/**
 * A process outside the suite (a bench) made its own templates, which no global teardown drops: each store it disposes
 * drops them, so a bench leaves no database behind (the next store of the process makes its template again).
 */
export async function removeOwnTemplates(adminUrl: string): Promise<void> {
  if (process.env.AUTOBUSES_TEST_RUN) return;
  // Forgotten first, so that a later store of this process makes its template again rather than naming a dropped one.
  made.clear();
  await removeTemplates(ownRun, adminUrl);
}
