// A newcomer's first minute (docs/rules/performance-budgets.md#the-suite-and-a-first-start): a fresh clone of this repository's committed HEAD, `npm ci`, then
// `npm start`, timed to the first 200 on `/`; then, the server still running, to the end of the pre-render it
// runs beside (decision 049: the build stamp written, `/` now the pre-rendered page, no restart); then the same
// checkout stopped and started again, which must not build. Prints the seconds of each phase. `--keep` leaves
// the clone in place (its folder is printed).
// The clone uses the machine's npm cache, as a newcomer's second project would; the figure depends on the
// machine's load, so bench/README.md records it with the load.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../scripts/free-port.mjs';

const keep = process.argv.includes('--keep');
const root = resolve(import.meta.dirname, '..');
const dir = mkdtempSync(join(tmpdir(), 'bench-start-up-'));
const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);

function waitFor200(url, child, timeoutMs) {
  const started = Date.now();
  return new Promise((done, fail) => {
    child.on('exit', (code) => fail(new Error(`npm start exited (${code}) before ${url} answered`)));
    const poll = async () => {
      try {
        const response = await fetch(url);
        if (response.status === 200) return done();
      } catch {
        // not listening yet
      }
      if (Date.now() - started > timeoutMs) return fail(new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s`));
      setTimeout(poll, 100);
    };
    void poll();
  });
}

/** Waits, the server running, for the pre-render beside it to finish (its build stamp); then `/` must be pre-rendered. */
async function prerenderDone(url, child, timeoutMs) {
  const started = Date.now();
  let exited = false;
  child.on('exit', () => (exited = true));
  while (!existsSync(join(dir, 'dist', '.build-stamp'))) {
    if (exited) throw new Error('npm start exited before its pre-render finished');
    if (Date.now() - started > timeoutMs) throw new Error(`the pre-render did not finish within ${timeoutMs / 1000} s`);
    await new Promise((done) => setTimeout(done, 200));
  }
  // The server looks at the page list at most once a second.
  await new Promise((done) => setTimeout(done, 1100));
  return (await (await fetch(url)).text()).includes('data-prerendered="es"');
}

async function start(port) {
  const started = Date.now();
  const child = spawn('npm', ['start'], { cwd: dir, env: { ...process.env, PORT: String(port), NODE_ENV: 'production', LOG_REQUESTS: '0' }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const output = [];
  // When the start's own lines appear: the client build's end (and the database's, on a fresh clone), the server listening.
  const marks = {};
  const mark = (chunk) => {
    output.push(chunk);
    const text = String(chunk);
    for (const [name, line] of [['client build', 'Client build done'], ['database', 'Created the embedded database'], ['listening', 'listening on']]) {
      if (!marks[name] && text.includes(line)) marks[name] = seconds(started);
    }
  };
  child.stdout.on('data', mark);
  child.stderr.on('data', mark);
  try {
    await waitFor200(`http://127.0.0.1:${port}/`, child, 300_000);
  } catch (error) {
    process.stdout.write(Buffer.concat(output));
    throw error;
  }
  const took = seconds(started);
  const built = !Buffer.concat(output).toString().includes('without building');
  const first = await (await fetch(`http://127.0.0.1:${port}/`)).text();
  const shell = !first.includes('data-prerendered=');
  let prerendered;
  if (built) {
    try {
      const served = await prerenderDone(`http://127.0.0.1:${port}/`, child, 300_000);
      prerendered = { took: seconds(started), served };
    } catch (error) {
      process.stdout.write(Buffer.concat(output));
      throw error;
    }
  }
  process.kill(-child.pid, 'SIGTERM');
  await new Promise((done) => child.on('exit', done));
  return { took, built, shell, prerendered, marks };
}

try {
  console.log(`load average before: ${loadavg().map((x) => x.toFixed(2)).join(' ')}`);
  let phase = Date.now();
  execFileSync('git', ['clone', '--quiet', '--no-hardlinks', root, dir]);
  console.log(`git clone:                          ${seconds(phase)} s`);
  phase = Date.now();
  const installStarted = phase;
  const install = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, encoding: 'utf8' });
  if (install.status !== 0) throw new Error(`npm ci failed:\n${install.stderr}`);
  const warnings = install.stderr.split('\n').filter((line) => /EBADENGINE|engine/i.test(line));
  const installSeconds = (Date.now() - installStarted) / 1000;
  console.log(`npm ci:                             ${installSeconds.toFixed(1)} s (${warnings.length ? `engine warnings:\n  ${warnings.join('\n  ')}` : 'no engine warning'})`);
  const port = await freePort();
  const first = await start(port);
  console.log(`npm start to the first 200 on /:    ${first.took} s (${first.built ? 'built' : 'no build'}; ${first.shell ? "the app's shell" : 'the pre-rendered page'})`);
  console.log(`  of which, from the start: ${Object.entries(first.marks).map(([name, at]) => `${name} ${at} s`).join(', ')}`);
  console.log(`npm ci && npm start to the first 200: ${(installSeconds + Number(first.took)).toFixed(1)} s (budget: 60 s)`);
  if (first.prerendered) {
    const { took, served } = first.prerendered;
    console.log(`npm start to the pre-render's end:  ${took} s (then / is ${served ? 'the pre-rendered page, same server' : 'NOT the pre-rendered page'})`);
  }
  const second = await start(port);
  console.log(`second npm start to the first 200:  ${second.took} s (${second.built ? 'built again: the stamp did not hold' : 'no build'})`);
  console.log(`load average after: ${loadavg().map((x) => x.toFixed(2)).join(' ')}`);
} finally {
  if (keep) console.log(`clone kept in ${dir}`);
  else rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 300 });
}
