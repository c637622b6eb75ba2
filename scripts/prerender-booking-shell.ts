import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// The app's shell for a booking step (decision 039): a step page is not pre-rendered (its content is the
// traveller's booking), and opened first (a reload) it waited for the app to run and route before asking
// for the `booking` chunk (vite.config.ts) and the chunks it imports. This copy of index.html names them
// in `<link rel="modulepreload">`, so the browser fetches them beside the app. The server sends it for
// the flow's addresses that are not pre-rendered (server/static-site.ts).

/** Where the booking steps' shell is written (read by the server). */
const BOOKING_SHELL = join('prerendered', 'booking-shell.html');

interface ManifestChunk {
  file: string;
  imports?: string[];
  name?: string;
}

/** Writes DIST/prerendered/booking-shell.html from the build manifest; throws if the chunk is missing. */
export function writeBookingShell(distDir: string, manifest: Record<string, ManifestChunk>): void {
  const key = Object.keys(manifest).find((name) => manifest[name]!.name === 'booking');
  if (!key) throw new Error('Pre-render: the build manifest has no `booking` chunk (vite.config.ts)');
  const files = new Set<string>();
  const add = (name: string) => {
    const chunk = manifest[name];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(add);
  };
  add(key);
  const shell = readFileSync(join(distDir, 'index.html'), 'utf8');
  const links = [...files].filter((file) => !shell.includes(`/${file}"`)).map((file) => `  <link rel="modulepreload" crossorigin href="/${file}">\n`);
  mkdirSync(join(distDir, 'prerendered'), { recursive: true });
  writeFileSync(join(distDir, BOOKING_SHELL), shell.replace('</head>', `${links.join('')}</head>`));
}
