// Lighthouse, with the puppeteer-core and chrome-launcher it brings, for the two Lighthouse benches
// (lighthouse.mjs, lighthouse-seat-map.mjs), installed on their first run into .tmp/bench-deps rather than by
// every `npm ci`: it and its dependencies (Sentry, OpenTelemetry, Puppeteer, the trace engine: 137 packages and
// about 150 MB of the 733 MB of node_modules) were paid by every install, CI run and newcomer's first start for
// two benches (docs/decisions/048). The npm registry is all the install needs.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const LIGHTHOUSE = '12.8.2';
const root = resolve(import.meta.dirname, '..', '.tmp', 'bench-deps');
const entry = join(root, `lighthouse-${LIGHTHOUSE}.mjs`);

/** `{ lighthouse, startFlow, chromeLauncher, puppeteer }`, installing them first when they are not there. */
export async function lighthouseDeps() {
  if (!existsSync(entry)) {
    mkdirSync(root, { recursive: true });
    writeFileSync(join(root, 'package.json'), JSON.stringify({ private: true, type: 'module' }));
    console.log(`Installing lighthouse@${LIGHTHOUSE} for the bench into ${root} (once)…`);
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', '--prefix', root, `lighthouse@${LIGHTHOUSE}`], { stdio: 'inherit' });
    // Imported from inside the folder, so its node_modules resolve them.
    writeFileSync(
      entry,
      "export { default as lighthouse, startFlow } from 'lighthouse';\nexport * as chromeLauncher from 'chrome-launcher';\nexport { default as puppeteer } from 'puppeteer-core';\n",
    );
  }
  return import(pathToFileURL(entry).href);
}
