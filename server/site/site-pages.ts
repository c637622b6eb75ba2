import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

// Which addresses the site has (decision 022), from the list the build writes
// (dist/prerendered/pages.json): the pre-rendered public pages, and every route of the app.

export type Lang = 'es' | 'en';

export interface SiteIndex {
  /** Public pages (Spanish path), with their aliases, for the sitemap. */
  pages: ReadonlyArray<{ path: string; aliases: readonly string[]; kind: string }>;
  /** Is `path` one of the pre-rendered paths? */
  isPrerendered(path: string): boolean;
  /** Is `path` an address of the app (pre-rendered or shown by the browser app)? */
  isKnown(path: string): boolean;
}

interface PagesFile {
  pages: SiteIndex['pages'];
  prerendered: string[];
  routes: string[];
  /** Parameterised routes whose values come from data (a tour's slug): open even where some are pre-rendered. */
  openRoutes?: string[];
}

/** `/servicios/$service`, `/autobus-{$city}` → a pattern for one path segment per parameter. */
function routePattern(route: string): RegExp {
  const escaped = route.replace(/[.*+?^()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/\{\$[^}]+\}/g, '[^/]+').replace(/\$[^/]+/g, '[^/]+')}$`);
}

export function loadSiteIndex(distDir: string): SiteIndex | undefined {
  const file = join(distDir, 'prerendered', 'pages.json');
  if (!existsSync(file)) return undefined;
  const data = JSON.parse(readFileSync(file, 'utf8')) as PagesFile;
  const prerendered = new Set(data.prerendered);
  const fixed = new Set(data.routes.filter((route) => !route.includes('$')));
  // A parameterised route some pre-rendered path matches (/servicios/$service, /autobus-{$city}) is
  // closed: its values are exactly the pre-rendered ones. Others stay open, and so do the routes whose values
  // are an operator's data (/tours/detalle/$name: a tour added after the build is shown by the app).
  const openRoutes = new Set(data.openRoutes ?? []);
  const open = data.routes
    .filter((route) => route.includes('$') && route !== '/$')
    .filter((route) => openRoutes.has(route) || !data.prerendered.some((path) => routePattern(route).test(path)))
    .map(routePattern);
  return {
    pages: data.pages,
    isPrerendered: (path) => prerendered.has(path),
    isKnown: (path) => prerendered.has(path) || fixed.has(path) || open.some((pattern) => pattern.test(path)),
  };
}

/**
 * The site's index as the build has it now, per process (decision 049): `npm start` serves while the pre-render
 * still writes, and pages.json appears when the pages it names are there. Its modification time and size are
 * looked at on the first request after `recheckMs` has passed since the last look, and the file read again
 * when they changed (written whole: renamed into place), so the pages are picked up without a restart, a
 * rebuild too, and a request costs at most a stat. Each server process keeps its own.
 */
export function siteIndexReader(distDir: string, recheckMs = 1000, now = Date.now): () => SiteIndex | undefined {
  const file = join(distDir, 'prerendered', 'pages.json');
  let checked = -Infinity;
  let seen = '';
  let index: SiteIndex | undefined;
  return () => {
    if (now() - checked < recheckMs) return index;
    checked = now();
    const stat = statSync(file, { throwIfNoEntry: false });
    const version = stat ? `${stat.mtimeMs}:${stat.size}:${stat.ino}` : '';
    if (version !== seen) {
      try {
        index = stat ? loadSiteIndex(distDir) : undefined;
        seen = version;
      } catch {
        // Not readable as written (a hand-copied build): served as if absent, and read again at the next look.
        index = undefined;
      }
    }
    return index;
  };
}

/** The path without a trailing slash (`/tarifas/` is `/tarifas`); `/` stays. */
export function normalPath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

/** docs/rules/site.md#language: `?lang=en` is English; any other value, or none, Spanish. */
export function langOf(search: URLSearchParams): Lang {
  return search.get('lang') === 'en' ? 'en' : 'es';
}

export function prerenderedPath(distDir: string, path: string, lang: Lang): string {
  return join(distDir, 'prerendered', lang, path === '/' ? 'index.html' : `${path}.html`);
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Every public page in both languages, each with its alternates (es-MX, en, x-default). */
export function sitemapXml(index: SiteIndex, origin: string): string {
  const url = (path: string, lang: Lang) => escapeXml(`${origin}${lang === 'en' ? `${path}?lang=en` : path}`);
  const entries = index.pages.flatMap((page) =>
    (['es', 'en'] as const).map(
      (lang) => `  <url>
    <loc>${url(page.path, lang)}</loc>
    <xhtml:link rel="alternate" hreflang="es-MX" href="${url(page.path, 'es')}"/>
    <xhtml:link rel="alternate" hreflang="en" href="${url(page.path, 'en')}"/>
    <xhtml:link rel="alternate" hreflang="x-default" href="${url(page.path, 'es')}"/>
  </url>`,
    ),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${entries.join('\n')}
</urlset>
`;
}

/** The booking steps and the API are not pages to index; everything else is. */
export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /reservacion/', 'Disallow: /reservation/', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
