import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { generateSW } from 'workbox-build';
import { writeWhole } from './prerender-write';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;

function* filesUnder(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);


/**
 * Writes `file.br` and `file.gz` beside every text file of the build over 1 KB (source maps aside),
 * at the highest levels: done once here, the server only picks the one the browser accepts. The
 * compressions run on libuv's thread pool, all at once, so every core works on them. `missingOnly` skips
 * the files that have both already (`npm start` finishing, or resuming, the compression of its build).
 */
export async function precompress(distDir: string, { missingOnly = false } = {}): Promise<number> {
  const files = [...filesUnder(distDir)].filter(
    (file) => COMPRESSIBLE.test(file) && statSync(file).size >= 1024 && !(missingOnly && existsSync(`${file}.br`) && existsSync(`${file}.gz`)),
  );
  await Promise.all(
    files.map(async (file) => {
      const content = readFileSync(file);
      const [br, gz] = await Promise.all([
        brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
        gzipped(content, { level: 9 }),
      ]);
      writeWhole(`${file}.br`, br);
      writeWhole(`${file}.gz`, gz);
    }),
  );
  return files.length;
}

/**
 * The service worker (Workbox): the app's shell, scripts, styles and icons are precached; a page
 * visited is kept (network first), so a traveller's tickets page opens again offline, with the
 * reservation's answers and documents it read (network first too). Anything else is left to the network.
 * Written in a folder of its own inside DIST, then moved into place (its Workbox runtime first, sw.js last):
 * `npm start` serves DIST while the pre-render writes it (decision 049), and a browser never gets half a worker.
 */
export async function writeServiceWorker(distDir: string): Promise<{ count: number; size: number }> {
  const folder = mkdtempSync(join(distDir, '.sw-'));
  try {
    const written = await generateServiceWorker(distDir, join(folder, 'sw.js'));
    const files = readdirSync(folder).sort((a, b) => Number(a === 'sw.js') - Number(b === 'sw.js'));
    for (const file of files) renameSync(join(folder, file), join(distDir, file));
    return written;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

async function generateServiceWorker(distDir: string, swDest: string): Promise<{ count: number; size: number }> {
  const { count, size, warnings } = await generateSW({
    globDirectory: distDir,
    globPatterns: ['index.html', 'assets/**/*.{js,css}', 'icons/*.{png,svg}', 'manifest.webmanifest', 'favicon.svg'],
    globIgnores: ['**/statecharts*', 'prerendered/**', '.sw-*/**'],
    swDest,
    // Content-hashed names: the URL is the version.
    dontCacheBustURLsMatching: /^assets\//,
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    clientsClaim: true,
    skipWaiting: true,
    sourcemap: false,
    mode: 'production',
    runtimeCaching: [
      {
        urlPattern: ({ request }) => request.mode === 'navigate',
        handler: 'NetworkFirst',
        // Offline, a page never visited gets the app's shell, which routes it itself (/reservacion/boletos
        // restores the booking from the tab's session storage).
        options: { cacheName: 'pages', networkTimeoutSeconds: 4, expiration: { maxEntries: 40 }, precacheFallback: { fallbackURL: '/index.html' } },
      },
      {
        // The reservation the tickets page shows, its documents and QR codes (GET only).
        urlPattern: ({ url, request }) => request.method === 'GET' && url.pathname.startsWith('/api/websale/'),
        handler: 'NetworkFirst',
        options: { cacheName: 'tickets', networkTimeoutSeconds: 6, expiration: { maxEntries: 60, maxAgeSeconds: 60 * 60 * 24 * 60 } },
      },
    ],
  });
  for (const warning of warnings) console.warn(`service worker: ${warning}`);
  return { count, size };
}
