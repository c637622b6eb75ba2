import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeWhole } from './prerender-write';

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

/**
 * index.html with links to `keys`' files (and what they import) that it does not name already; with `inline`,
 * every stylesheet (the app's too) is inlined instead (a link kept, disabled, for Vite's loader).
 */
function shellWith(shell: string, manifest: Manifest, keys: readonly string[], inline?: (href: string) => string): string {
  const { scripts, styles } = filesOf(manifest, keys);
  const missing = (file: string) => !shell.includes(`/${file}"`);
  const stylesheet = (href: string) => (inline ? inline(href) : `<link rel="stylesheet" crossorigin href="${href}">`);
  const links = [
    ...[...styles].filter(missing).map((file) => `  ${stylesheet(`/${file}`)}\n`),
    ...[...scripts].filter(missing).map((file) => `  <link rel="modulepreload" crossorigin href="/${file}">\n`),
  ];
  const html = shell.replace('</head>', `${links.join('')}</head>`);
  return inline ? html.replace(/<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/g, (_, href: string) => inline(href)) : html;
}

/**
 * The app's code fetched and run once the frame is on screen. Its downloads start at the first contentful
 * paint: Lighthouse's simulated paint counts every script that arrived before the observed paint as blocking
 * it, so when the app (about 100 KB) happened to arrive before the frame painted, the simulated LCP went from
 * 0.7 to 1.9-2.2 s (decision 041). Requested with the HTML, a script can win that race; requested at the paint,
 * it cannot. A module script that has arrived also runs before the browser paints, so the app's evaluation waits
 * for the paint as well. The cost for a traveller: the downloads start one frame later (the frame paints from
 * the HTML alone, its stylesheets inlined).
 */
function afterFirstPaint(distDir: string, shell: string): string {
  const entries = [...shell.matchAll(/<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/g)];
  if (entries.length === 0) throw new Error('Pre-render: index.html has no module script for the booking shells');
  const sources = entries.map((entry) => entry[1]!);
  const preloads = [...shell.matchAll(/<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">/g)].map((link) => link[1]!);
  // A file of its own (the site's Content-Security-Policy allows no inline script), named by its content.
  // Started when the browser reports the frame's first contentful paint, or after 300 ms (a browser without
  // paint timing, a tab in the background). The preloads are added in one go, so the step's whole code is
  // still fetched in one wave, not in the waves its imports would make.
  const code = [
    `const sources = ${JSON.stringify(sources)};`,
    `const preloads = ${JSON.stringify(preloads)};`,
    'let started = false;',
    'const start = async () => {',
    '  if (started) return;',
    '  started = true;',
    '  for (const href of [...sources, ...preloads]) {',
    "    const link = document.createElement('link');",
    "    link.rel = 'modulepreload';",
    "    link.crossOrigin = '';",
    '    link.href = href;',
    '    document.head.append(link);',
    '  }',
    '  for (const src of sources) await import(src);',
    '};',
    "try { new PerformanceObserver((list) => { if (list.getEntriesByName('first-contentful-paint').length > 0) void start(); }).observe({ type: 'paint', buffered: true }); } catch {}",
    'setTimeout(start, 300);',
    '',
  ].join('\n');
  const starter = `assets/step-shell-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
  writeWhole(join(distDir, starter), code);
  let html = shell.replace(/\s*<link rel="modulepreload" crossorigin href="\/assets\/[^"]+\.js">/g, '');
  // A booking step has no search form: the script that holds a search pressed early (public/early-search.js)
  // would only be one more request before the frame paints.
  html = html.replace(/\s*<!--[^>]*early-search[^>]*-->\s*<script async src="\/early-search\.js"><\/script>/, '');
  for (const [index, entry] of entries.entries()) {
    const last = index === entries.length - 1;
    html = html.replace(entry[0], last ? `<script type="module" crossorigin src="/${starter}"></script>` : '');
  }
  return html;
}

/**
 * Writes the booking shells into DIST/prerendered from the build manifest; throws if a chunk is missing. A step's
 * shell paints `frameOf(page, lang)` in #root (src/features/reservation/screens/step-frame.tsx, decision 041)
 * with its stylesheets inlined (`inline(href)`): the frame paints from the HTML alone, before the scripts run.
 */
export function writeBookingShell(
  distDir: string,
  manifest: Manifest,
  frameOf: (page: StepShellPage, lang: 'es' | 'en') => string,
  inline: (href: string) => string,
): void {
  const booking = keyOf(manifest, 'booking');
  const shell = readFileSync(join(distDir, 'index.html'), 'utf8');
  if (!shell.includes('<div id="root"></div>')) throw new Error('Pre-render: index.html has no empty #root for the booking shells');
  mkdirSync(join(distDir, 'prerendered', 'booking'), { recursive: true });
  writeWhole(join(distDir, BOOKING_SHELL), shellWith(shell, manifest, [booking]));
  const start = FLOW_START.map((wanted) => keyOf(manifest, wanted));
  for (const lang of ['es', 'en'] as const) {
    const catalogs = CATALOGS(lang).map((wanted) => keyOf(manifest, wanted));
    for (const [segment, page] of Object.entries(STEP_PAGES)) {
      const keys = [booking, keyOf(manifest, screenOf(page)), ...start, ...catalogs];
      const html = afterFirstPaint(distDir, shellWith(shell, manifest, keys, inline))
        .replace('<html lang="es">', `<html lang="${lang}">`)
        .replace('<div id="root"></div>', `<div id="root">${frameOf(page, lang)}</div>`);
      writeWhole(join(distDir, 'prerendered', 'booking', `${segment}.${lang}.html`), html);
    }
  }
}
