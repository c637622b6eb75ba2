// Finds the system Chromium that Playwright drives (we never download browsers: CI has no internet).
// Two of Debian's packages (decision 061):
// - the browser suites run in `chromium-headless-shell`, the headless-only build Playwright itself uses for
//   headless runs: the same engine without the desktop browser's machinery, 1.7 times faster on this
//   2-core machine (16 page loads: 20 s instead of 35 s);
// - the benches (Lighthouse, bundle) measure the full `chromium`, as a traveller's browser.
// CHROMIUM_PATH overrides both. When the package is missing and we are root with apt-get, it is installed;
// otherwise this stops with the exact command to run.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const browsers = {
  full: { path: '/usr/bin/chromium', packages: 'chromium' },
  tests: { path: '/usr/bin/chromium-headless-shell', packages: 'chromium-headless-shell' },
};

export function findChromium(kind = 'full') {
  const candidates = [process.env.CHROMIUM_PATH, browsers[kind].path].filter(Boolean);
  return candidates.find((path) => existsSync(path));
}

function install(packages) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt) return false;
  console.log(`Chromium not found: installing Debian's ${packages} package…`);
  return spawnSync('sh', ['-c', `apt-get update -qq && apt-get install -y -qq ${packages}`], { stdio: 'inherit' }).status === 0;
}

/** The full Chromium (benches). */
export function ensureChromium(kind = 'full') {
  const found = findChromium(kind);
  if (found) return found;
  const { path, packages } = browsers[kind];
  if (install(packages) && existsSync(path)) return path;
  console.error(`Chromium is needed and ${path} was not found.\n` +
    `Install it with:  sudo apt-get update && sudo apt-get install -y ${packages}\n` +
    'or point CHROMIUM_PATH at an existing Chromium binary.');
  process.exit(1);
}

/** The headless shell the browser suites run in. */
export const ensureTestChromium = () => ensureChromium('tests');

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`Chromium: ${ensureChromium()}; for the browser suites: ${ensureTestChromium()}`);
}
