import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { PageKind } from '../src/features/seo/page-catalog';
import { writeBookingShell, type StepShellPage } from './prerender-booking-shell';

// Which stylesheets a pre-rendered page inlines (decision 039). The entry's stylesheet (the shell, home,
// the search form) is in the built index.html; a page whose screen is a lazy chunk (the content and
// landing pages: src/routes/-shared/content-pages.ts) also needs that chunk's stylesheet, which Vite's
// loader would only add once the chunk's JavaScript arrived: the text painted unstyled, then moved
// (CLS 0.05-0.29). Vite's build manifest (dist/.vite/manifest.json) names each chunk's CSS and static
// imports; the manifest is read here and then removed from the build (nothing serves it).

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  name?: string;
}
type Manifest = Record<string, ManifestChunk>;

/**
 * A page kind's lazy screens (none: the entry's stylesheet is enough): a module whose dynamic imports they
 * are, or the chunks (by name) that hold them.
 */
const LAZY_SCREENS: Partial<Record<PageKind, string | readonly string[]>> = {
  content: 'src/routes/-shared/content-pages.ts',
  landing: 'src/routes/-shared/content-pages.ts',
  // The booking flow's layout and start page are in the `booking` chunk with the steps' shared styles
  // (vite.config.ts), which the start page carries too rather than fetch them while its chart starts.
  booking: ['booking'],
  // The tours' catalogue and a tour's page with the shop's picker (src/routes/-shared/tours-routes.tsx), chunks of their own.
  tours: ['catalogue-page', 'tour-page-with-cart'],
};

/** The stylesheets (`/assets/….css`) of `key`'s chunk and of every chunk it imports statically. */
function stylesheetsOf(manifest: Manifest, key: string, found = new Set<string>(), seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return found;
  seen.add(key);
  for (const css of chunk.css ?? []) found.add(`/${css}`);
  for (const imported of chunk.imports ?? []) stylesheetsOf(manifest, imported, found, seen);
  return found;
}

/**
 * A stylesheet inlined, with its link kept but disabled (not fetched, not applied): Vite's loader, which
 * fetches a lazy chunk's CSS and waits for it before running the chunk, skips a stylesheet the document
 * already links, so the inlined sheets are not downloaded again in the way of hydration.
 */
export function inlineStylesheet(href: string, css: string): string {
  return `<link rel="stylesheet" href="${href}" disabled><style data-href="${href}">${css}</style>`;
}

export interface PageStyles {
  /** The `<style>` elements to add after the entry's for a page of this kind ('' when none). */
  inlineFor(kind: PageKind): string;
  /** The stylesheets inlined per kind (for the build's log). */
  files: Partial<Record<PageKind, string[]>>;
}

/**
 * Reads the build manifest once: for each page kind with lazy screens, the stylesheets of every screen
 * its module can load (the content pages share one today; a page gaining its own would be included
 * for the kind, which at worst inlines a few rules a page does not use). The entry's own CSS is left
 * out: the template inlines it already.
 */
export function readPageStyles(distDir: string, stepFrameOf: (page: StepShellPage, lang: 'es' | 'en') => string): PageStyles {
  const path = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(path)) throw new Error(`Pre-render: ${path} is missing (vite.config.ts build.manifest)`);
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Manifest;
  writeBookingShell(distDir, manifest, stepFrameOf, (href) => inlineStylesheet(href, readFileSync(join(distDir, href), 'utf8')));
  rmSync(join(distDir, '.vite'), { recursive: true, force: true });
  // The entry's stylesheets: the ones index.html links (the template inlines them already).
  const entryCss = new Set([...readFileSync(join(distDir, 'index.html'), 'utf8').matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]!));
  const files: Partial<Record<PageKind, string[]>> = {};
  const inline: Partial<Record<PageKind, string>> = {};
  for (const [kind, module] of Object.entries(LAZY_SCREENS) as [PageKind, string | readonly string[]][]) {
    const screens = typeof module === 'string' ? manifest[module]?.dynamicImports : Object.keys(manifest).filter((key) => module.includes(manifest[key]!.name ?? ''));
    if (!screens?.length || (typeof module !== 'string' && screens.length < module.length)) throw new Error(`Pre-render: the build manifest has no lazy screens for ${String(module)}`);
    const sheets = new Set<string>();
    for (const screen of screens) stylesheetsOf(manifest, screen, sheets);
    files[kind] = [...sheets].filter((href) => !entryCss.has(href));
    inline[kind] = files[kind].map((href) => inlineStylesheet(href, readFileSync(join(distDir, href), 'utf8'))).join('');
  }
  return { inlineFor: (kind) => inline[kind] ?? '', files };
}
