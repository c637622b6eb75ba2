// Finds the system Chromium that Playwright drives (we never download browsers: CI has no internet).
// Order: CHROMIUM_PATH, then /usr/bin/chromium. When neither exists and we are root with apt-get,
// installs Debian's package; otherwise stops with the exact command to run.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].filter(Boolean);
  return candidates.find((path) => existsSync(path));
}

export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    console.log('Chromium not found: installing Debian\'s chromium package…');
    const install = spawnSync('sh', ['-c', 'apt-get update -qq && apt-get install -y -qq chromium'], { stdio: 'inherit' });
    if (install.status === 0 && existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  console.error('Chromium is needed for the end-to-end tests and was not found.\n' +
    'Install it with:  sudo apt-get update && sudo apt-get install -y chromium\n' +
    'or point CHROMIUM_PATH at an existing Chromium binary.');
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`Chromium: ${ensureChromium()}`);
}
