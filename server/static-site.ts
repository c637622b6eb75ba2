import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Context, Hono } from 'hono';
import { acceptedEncoding, fileResponse, siteFile, textResponse } from './site/site-files';
import { langOf, normalPath, prerenderedPath, robotsTxt, siteIndexReader, sitemapXml } from './site/site-pages';

// The mark the pre-rendered pages carry where the site's origin goes (src/features/seo/page-head.ts).
const ORIGIN_MARK = /%SITE_ORIGIN%/g;

const isApi = (path: string) => path === '/api' || path.startsWith('/api/');

export interface SiteOptions {
  /** The public origin (SITE_URL, e.g. https://www.example.com) for canonical URLs and the sitemap; else the request's. */
  siteUrl?: string;
  /** How often the build's page list is looked at again (default 1 s): the pre-render may still be writing it. */
  recheckMs?: number;
}

// Written by the pre-render after the client build, which `npm start` already serves (decision 049): until it
// is there, not found rather than the app's shell under a script's name.
const LATER_FILES = new Set(['/sw.js']);

/**
 * Serves the built site from `distDir` after the API routes (decision 022):
 * - files as they are, pre-compressed (Brotli or gzip) when the browser accepts it;
 * - /sitemap.xml and /robots.txt, made from the build's page list;
 * - a pre-rendered public page in the address's language (`?lang=en`: English);
 * - any other address of the app: the app's shell (index.html), which routes it in the browser;
 * - an unknown address: a redirect to / (docs/rules/site.md#unknown-paths). /api paths fall through to the app's 404 envelope.
 * While the pre-render still writes (`npm start` serves right after the client build, decision 049), every
 * address of the app gets the shell, and each pre-rendered page is sent once the page list names it.
 */
export function mountSpa(app: Hono, distDir: string, options: SiteOptions = {}): void {
  const indexFile = join(distDir, 'index.html');
  const siteIndex = siteIndexReader(distDir, options.recheckMs);
  // A booking step's shell preloads the flow's chunks, its screen's, the chart's runtime and the catalogs of the
  // address's language (scripts/prerender-booking-shell.ts, decisions 039 and 041); the flow's other addresses
  // get the flow's chunks only.
  const bookingShell = join(distDir, 'prerendered', 'booking-shell.html');
  // Its language: `?lang`, else the address's own (the flow's English pages are under /reservation, where an
  // English traveller's steps are; the language stored in their browser is not known here).
  const shellOf = (page: string, search: URLSearchParams) => {
    const step = /^\/(?:reservacion|reservation)\/([a-z]+)$/.exec(page)?.[1];
    const lang = search.has('lang') ? langOf(search) : page.startsWith('/reservation/') ? 'en' : 'es';
    const stepShell = step && join(distDir, 'prerendered', 'booking', `${step}.${lang}.html`);
    if (stepShell && existsSync(stepShell)) return stepShell;
    return /^\/(reservacion|reservation)\//.test(page) && existsSync(bookingShell) ? bookingShell : indexFile;
  };
  const originOf = (c: Context) => options.siteUrl?.replace(/\/+$/, '') ?? new URL(c.req.url).origin;

  app.get('*', (c) => {
    const path = c.req.path;
    if (isApi(path)) return c.notFound();
    const head = c.req.method === 'HEAD';
    const encoding = acceptedEncoding(c.req.header('accept-encoding'));
    const index = siteIndex();
    if (path === '/sitemap.xml' && index) return textResponse(sitemapXml(index, originOf(c)), 'application/xml; charset=utf-8', encoding, head);
    if (path === '/robots.txt') return textResponse(robotsTxt(originOf(c)), 'text/plain; charset=utf-8', encoding, head);

    const file = path.startsWith('/prerendered/') ? undefined : siteFile(distDir, path);
    if (file && file !== indexFile) return fileResponse(file, path, encoding, head);
    if (LATER_FILES.has(path)) return c.text('Not written yet: the build is still being pre-rendered.', 404);
    if (!existsSync(indexFile)) {
      return c.text('The web app is not built yet: run `npm run build` (or `npm start`).', 503);
    }

    const page = normalPath(path);
    const search = new URL(c.req.url).searchParams;
    const lang = langOf(search);
    if (index?.isPrerendered(page)) {
      const prerendered = prerenderedPath(distDir, page, lang);
      if (existsSync(prerendered)) {
        const html = readFileSync(prerendered, 'utf8').replace(ORIGIN_MARK, originOf(c));
        return textResponse(html, 'text/html; charset=utf-8', encoding, head);
      }
    }
    // Without the build's page list (a bare `vite build`) every address gets the app, as before.
    if (!index || index.isKnown(page)) return fileResponse(shellOf(page, search), path, encoding, head);
    return c.redirect(lang === 'en' ? '/?lang=en' : '/', 302);
  });
}
