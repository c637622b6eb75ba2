// What a traveller waits for when a booking step is opened first (decisions 041 and 043): the seat map
// (/reservacion/asientos) reloaded on a phone's network and CPU (Lighthouse's mobile settings: 150 ms round
// trip, 1.6 Mbps down, a CPU 4× slower), with no HTTP cache and no service worker. Prints, per reload, the
// first contentful paint (the step's frame) and when the seat map is working (its grid in the page, drawn by
// the app), then their medians. Builds the app (or `--no-build`: ./dist) and serves it with a fresh embedded
// database. `--runs=N` reloads N times (7 by default).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { buildUnlessSkipped } from '../scripts/build-app.mjs';
import { freePort } from '../scripts/free-port.mjs';

const runs = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.slice(7) ?? 7);
const runDir = mkdtempSync(join(tmpdir(), 'bench-step-reload-'));
const distDir = buildUnlessSkipped(process.argv, join(runDir, 'dist'));
const port = await freePort();
const server = spawn('node', ['--import', 'tsx', 'server/index.ts'], {
  env: { ...process.env, PORT: String(port), DATA_DIR: join(runDir, 'data'), DIST_DIR: distDir, NODE_ENV: 'production', LOG_REQUESTS: '0' },
  stdio: 'ignore',
});
const base = `http://127.0.0.1:${port}`;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  await waitFor(`${base}/`);
  // A phone's screen; the service worker blocked, or the second reload would come from its cache.
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });
  await context.addCookies([{ name: 'accept_cookie', value: 'true', url: base }]);
  // When the seat map's grid enters the page, in the page's own clock (no polling delay).
  await context.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('[role="grid"]')) return;
      window.__gridAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  const page = await context.newPage();
  await toSeatMap(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const paints = [];
  const working = [];
  for (let run = 1; run <= runs; run++) {
    await page.goto(`${base}/reservacion/asientos`, { waitUntil: 'commit' });
    await page.getByRole('grid').waitFor({ timeout: 60_000 });
    const times = await page.evaluate(() => [performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN, window.__gridAt]);
    paints.push(times[0]);
    working.push(times[1]);
    console.log(`reload ${run}: first paint ${Math.round(times[0])} ms, seat map working ${Math.round(times[1])} ms`);
  }
  console.log(`median of ${runs}: first paint ${median(paints)} ms, seat map working ${median(working)} ms`);
} finally {
  await browser.close();
  server.kill('SIGTERM');
  rmSync(runDir, { recursive: true, force: true });
}

/** A one-way booking for one adult, Puerto Vallarta to Guadalajara three days ahead, brought to the seat map. */
async function toSeatMap(page) {
  await page.goto(`${base}/reservacion`);
  await page.waitForSelector('html[data-hydrated="true"]');
  const place = async (label, name) => {
    await page.getByRole('combobox', { name: label }).fill(name);
    await page.getByRole('option', { name }).click();
  };
  await place('Origen', 'Central Camionera de Puerto Vallarta');
  await place('Destino', 'Nueva Central Camionera de Guadalajara');
  await page.getByLabel('Fecha de salida').fill(new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10));
  await page.getByRole('button', { name: 'Buscar viaje' }).click();
  await page.getByRole('heading', { name: 'Elige tu horario de salida' }).waitFor();
  await page.getByRole('radio').first().click();
  const next = () => page.getByRole('button', { name: 'Continuar', exact: true }).click();
  await next();
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Ana María');
  await page.getByRole('textbox', { name: 'Apellidos', exact: true }).fill('Peña');
  await page.getByRole('textbox', { name: 'Celular (10 dígitos)' }).fill('3221234567');
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill('ana@correo.mx');
  await page.locator('#contact-privacy').check();
  await next();
  await page.getByRole('heading', { name: 'Servicios adicionales' }).waitFor();
  await next();
  await page.getByRole('grid').waitFor();
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)]);
}

async function waitFor(url) {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (await fetch(url).then((r) => r.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not answer ${url}`);
}
