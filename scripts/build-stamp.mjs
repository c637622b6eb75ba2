// What the production build was made from: a digest of every source the build and the pre-render read (the
// app, the domain and charts it bundles, the server code the pre-render runs, the contracts, the build's own
// configuration and the locked dependencies) and of the VITE_* build flags. `npm start` builds only when the
// digest differs from the one written beside the last build (dist/.build-stamp).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const folders = ['src', 'domain', 'machines', 'server', 'scripts', 'public', 'openapi'];
const files = ['index.html', 'statecharts.html', 'vite.config.ts', 'lingui.config.ts', 'tsconfig.json', 'package.json', 'package-lock.json'];
const STAMP = '.build-stamp';

function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    // Test files are read by no build.
    else if (!/\.test\.[cm]?[jt]sx?$/.test(entry.name)) yield path;
  }
}

export function sourceDigest(root = '.') {
  const hash = createHash('sha256');
  const paths = [...folders.filter((f) => existsSync(join(root, f))).flatMap((f) => [...walk(join(root, f))]), ...files.map((f) => join(root, f)).filter(existsSync)];
  for (const path of paths) hash.update(path).update('\0').update(readFileSync(path)).update('\0');
  const flags = Object.entries(process.env).filter(([name]) => name.startsWith('VITE_')).sort();
  hash.update(JSON.stringify(flags));
  return hash.digest('hex');
}

/** True when `dist` holds a build of exactly these sources and flags. */
export function buildIsCurrent(dist, digest) {
  const stamp = join(dist, STAMP);
  return existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === digest;
}

export function writeStamp(dist, digest) {
  writeFileSync(join(dist, STAMP), `${digest}\n`);
}
