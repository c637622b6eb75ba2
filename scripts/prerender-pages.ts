import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { HomeData } from '../src/features/home/sections/home-data';
import type { PublicPage } from '../src/features/seo/page-catalog';
import type * as ServerEntry from '../src/entry-server';
import { inlinePictures } from './prerender-pictures';
import { inlineStylesheet, readPageStyles } from './prerender-styles';
import { STEP_PAGES } from './prerender-booking-shell';
import { writeWhole } from './prerender-write';

type Entry = typeof ServerEntry;
type Lang = 'es' | 'en';

/** Where the pre-rendered HTML of a path in a language lives under dist (the server reads the same rule). */
export function prerenderedFile(distDir: string, path: string, lang: Lang): string {
  return join(distDir, 'prerendered', lang, path === '/' ? 'index.html' : `${path}.html`);
}

const textOf = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').trim();

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

function structuredData(entry: Entry, page: PublicPage, lang: Lang, home: HomeData, origin: string): object[] {
  if (page.tour) return [entry.touristTrip(home.company, page.tour[lang], `${origin}${page.path}${lang === 'en' ? '?lang=en' : ''}`, origin)];
  const place = page.place ? entry.placeName(page.place) : undefined;
  if (page.kind === 'home' || page.path === '/quienes-somos' || page.path === '/contact-center') return [entry.organization(home.company, origin)];
  if (place && page.path.startsWith('/boletos-')) {
    const route = home.routes.find((r) => r.destinationId === page.place) ?? home.routes.find((r) => r.destination === place);
    return [entry.busTrip(home.company, home.routes[0]?.origin ?? 'Puerto Vallarta', place, route?.from)];
  }
  if (place) return [entry.busStation(place)];
  return [];
}

/**
 * Renders every public page given (the catalogue's and the tours', with their English-path aliases) in both languages into `dist/prerendered/`,
 * on the built index.html: the app's markup in #root, the page's head tags, <html lang>. Returns every
 * path written, for the server's list.
 */
/**
 * The page template: the built index.html with its stylesheet inlined (one request less before the first
 * paint) and without the module preloads, so the text paints before the app's scripts download; the
 * module script still loads them, and hydration follows. `PAGE_STYLES` marks where a page's own
 * stylesheets go (prerender-styles.ts). The first paint waits for the whole pre-rendered #root
 * (`<link rel="expect" blocking="render">`, Chromium 124+; others ignore it): a long page otherwise
 * paints its top before the parser has the rest, and its largest text paints (LCP) later (decision 039).
 */
const PAGE_STYLES = '<!--page-styles-->';

function pageTemplate(distDir: string): string {
  return readFileSync(join(distDir, 'index.html'), 'utf8')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/, (_, href: string) => inlineStylesheet(href, readFileSync(join(distDir, href), 'utf8')) + PAGE_STYLES)
    .replace('</head>', '  <link rel="expect" href="#root" blocking="render">\n  </head>');
}

export async function prerenderPages(entry: Entry, distDir: string, homeOf: (lang: Lang) => HomeData, pages: readonly PublicPage[]): Promise<string[]> {
  const template = pageTemplate(distDir);
  if (!template.includes(PAGE_STYLES)) throw new Error('Pre-render: index.html links no stylesheet to inline');
  // The booking steps' frames (decision 041), rendered first: the pages below leave the catalogs in their language.
  const frames = new Map<string, string>();
  for (const page of Object.values(STEP_PAGES)) for (const lang of ['es', 'en'] as const) frames.set(`${page}.${lang}`, await entry.renderStepFrame(page, lang));
  const styles = readPageStyles(distDir, (page, lang) => frames.get(`${page}.${lang}`)!);
  const inlinePicture = inlinePictures(distDir);
  const written: string[] = [];
  for (const page of pages) {
    for (const path of [page.path, ...page.aliases]) {
      for (const lang of ['es', 'en'] as const) {
        const home = homeOf(lang);
        const rendered = await entry.renderPage(lang === 'en' ? `${path}?lang=en` : path, home, inlinePicture);
        if (rendered.redirect) throw new Error(`Pre-render: ${path} redirected to ${rendered.redirect}`);
        if (rendered.lang !== lang) throw new Error(`Pre-render: ${path} rendered in ${rendered.lang}, not ${lang}`);
        const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(rendered.html)?.[1];
        const heading = page.kind === 'home' ? (lang === 'en' ? 'Bus tickets' : 'Boletos de autobús') : textOf(h1 ?? '');
        const head = entry.pageHead(page, lang, {
          title: entry.placeTitle(heading),
          origin: entry.ORIGIN_MARK,
          jsonLd: structuredData(entry, page, lang, home, entry.ORIGIN_MARK),
        });
        const html = template
          .replace(PAGE_STYLES, () => styles.inlineFor(page.kind))
          .replace('<html lang="es">', `<html lang="${lang}">`)
          .replace(/\s*<meta name="description"[^>]*>/, '')
          .replace(/<title>[\s\S]*?<\/title>/, entry.headTagsHtml(head))
          .replace('<div id="root"></div>', `<div id="root" data-prerendered="${escapeAttribute(lang)}">${rendered.html}</div>`)
          .replace('</body>', rendered.queries ? `<script type="application/json" id="${entry.PRERENDERED_QUERIES_ID}">${rendered.queries}</script>\n  </body>` : '</body>');
        const file = prerenderedFile(distDir, path, lang);
        mkdirSync(dirname(file), { recursive: true });
        writeWhole(file, html);
      }
      written.push(path);
    }
  }
  return written;
}
