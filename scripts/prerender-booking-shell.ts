import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// The app's shell for a booking step (decisions 039 and 041): a step page is not pre-rendered (its content is
// the traveller's booking), and opened first (a reload) it waited for the app to run and route before asking
// for the `booking` chunk (vite.config.ts), then for the step's screen, then for the chart's runtime: three
// waves of requests one after the other. These copies of index.html name all of it in `<link
// rel="modulepreload">` (and its stylesheets in `<link rel="stylesheet">`, which Vite's loader then does not
// fetch again), so the browser fetches the step's whole code beside the app. The server sends
// `prerendered/booking/<segment>.<lang>.html` for a step's address, `prerendered/booking-shell.html` (the flow
// without a step) for the flow's other addresses that are not pre-rendered (server/static-site.ts).

/** The flow's addresses without a step of their own: the flow's chunks only. */
const BOOKING_SHELL = join('prerendered', 'booking-shell.html');
/** Each step's address segment (src/features/reservation/flow/flow-pages.ts) and its page; its screen is `steps/<page>-step.tsx`. */
export const STEP_PAGES = {
  horarios: 'schedules',
  contacto: 'contact',
  adicionales: 'additionals',
  asientos: 'seats',
  pago: 'payment',
  boletos: 'tickets',
  facturacion: 'invoicing',
} as const;
export type StepShellPage = (typeof STEP_PAGES)[keyof typeof STEP_PAGES];
const screenOf = (page: StepShellPage) => `src/features/reservation/steps/${page}-step.tsx`;
/**
 * What the app imports once it runs, on a step's page: the chart's actor runtime (src/lib/flow-binding), the
 * stored booking (src/lib/storage.ts, chunk `storage`) and TanStack Query (chunk `modern`, its build folder's
 * name), by manifest key or chunk name.
 */
const FLOW_START = ['src/lib/flow-binding/start-actor.ts', 'storage', 'modern'];
/** The catalogs a step's page activates (the shell's, the flow's, the server's error messages). */
const CATALOGS = (lang: string) => [`src/i18n/locales/${lang}.po`, `src/features/reservation/locales/${lang}.po`, `src/i18n/errors/${lang}.gen.ts`];

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  name?: string;
}
type Manifest = Record<string, ManifestChunk>;

/** The manifest key of a module (its key) or of a chunk (its name); throws when the build has none. */
function keyOf(manifest: Manifest, wanted: string): string {
  const key = manifest[wanted] ? wanted : Object.keys(manifest).find((name) => manifest[name]!.name === wanted);
  if (!key) throw new Error(`Pre-render: the build manifest has no ${wanted} (scripts/prerender-booking-shell.ts)`);
  return key;
}

/** The files (JavaScript, CSS) of the chunks `keys` name and of every chunk they import statically. */
function filesOf(manifest: Manifest, keys: readonly string[]): { scripts: Set<string>; styles: Set<string> } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const add = (name: string) => {
    const chunk = manifest[name];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    chunk.css?.forEach((file) => styles.add(file));
    chunk.imports?.forEach(add);
  };
  keys.forEach(add);
  return { scripts, styles };
}

/** index.html with links to `keys`' files (and what they import) that it does not name already. */
function shellWith(shell: string, manifest: Manifest, keys: readonly string[]): string {
  const { scripts, styles } = filesOf(manifest, keys);
  const missing = (file: string) => !shell.includes(`/${file}"`);
  const links = [
    ...[...styles].filter(missing).map((file) => `  <link rel="stylesheet" crossorigin href="/${file}">\n`),
    ...[...scripts].filter(missing).map((file) => `  <link rel="modulepreload" crossorigin href="/${file}">\n`),
  ];
  return shell.replace('</head>', `${links.join('')}</head>`);
}

/**
 * Writes the booking shells into DIST/prerendered from the build manifest; throws if a chunk is missing. A step's
 * shell paints `frameOf(page, lang)` in #root (src/features/reservation/screens/step-frame.tsx, decision 041).
 */
export function writeBookingShell(distDir: string, manifest: Manifest, frameOf: (page: StepShellPage, lang: 'es' | 'en') => string): void {
  const booking = keyOf(manifest, 'booking');
  const shell = readFileSync(join(distDir, 'index.html'), 'utf8');
  if (!shell.includes('<div id="root"></div>')) throw new Error('Pre-render: index.html has no empty #root for the booking shells');
  mkdirSync(join(distDir, 'prerendered', 'booking'), { recursive: true });
  writeFileSync(join(distDir, BOOKING_SHELL), shellWith(shell, manifest, [booking]));
  const start = FLOW_START.map((wanted) => keyOf(manifest, wanted));
  for (const lang of ['es', 'en'] as const) {
    const catalogs = CATALOGS(lang).map((wanted) => keyOf(manifest, wanted));
    for (const [segment, page] of Object.entries(STEP_PAGES)) {
      const keys = [booking, keyOf(manifest, screenOf(page)), ...start, ...catalogs];
      const html = shellWith(shell, manifest, keys)
        .replace('<html lang="es">', `<html lang="${lang}">`)
        .replace('<div id="root"></div>', `<div id="root">${frameOf(page, lang)}</div>`);
      writeFileSync(join(distDir, 'prerendered', 'booking', `${segment}.${lang}.html`), html);
    }
  }
}
