// The build's second half (decision 022), after `vite build` wrote the browser app to DIST (argument 1,
// default ./dist): builds src/entry-server.tsx for Node, renders every public page in Spanish and
// English into DIST/prerendered/ with data from the server app run in-process, writes the list the
// server serves from (DIST/prerendered/pages.json), the service worker, and .br/.gz of every text file.
// `npm start` serves DIST while this runs (decision 049): every file is written whole (scripts/prerender-write.ts),
// and pages.json, which makes the server send the pre-rendered pages, comes after the pages it names.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { HomeData } from '../src/features/home/sections/home-data';
import type * as ServerEntry from '../src/entry-server';
import { openPrerenderServer } from './prerender-data';
import { precompress, writeServiceWorker } from './prerender-assets';
import { prerenderPages } from './prerender-pages';
import { writeWhole } from './prerender-write';

const distDir = resolve(process.argv[2] ?? 'dist');
// Inside the project, so the Node build finds node_modules; one folder per run (parallel test builds).
const ssrDir = resolve(`.prerender/${process.pid}`);
const started = Date.now();
// Each part's seconds, printed at the end: where a build's time goes.
const parts: string[] = [];
let lap = started;
const timed = (name: string) => {
  const now = Date.now();
  parts.push(`${name} ${((now - lap) / 1000).toFixed(1)} s`);
  lap = now;
};

// The Node build of the pages and the data server (an embedded database migrated and seeded) do not need
// each other: side by side they take about 1 s less than one after the other on two cores (8.4 s → 7.3 s).
const ssrBuild = new Promise<number | null>((done) =>
  spawn(process.execPath, [resolve('node_modules/vite/bin/vite.js'), 'build', '--ssr', 'src/entry-server.tsx', '--outDir', ssrDir, '--emptyOutDir', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  }).on('close', done),
);
const [ssrStatus, server] = await Promise.all([ssrBuild, openPrerenderServer()]);
if (ssrStatus !== 0) {
  await server.close();
  process.exit(ssrStatus ?? 1);
}
timed('server build and data server');
try {
  const entry = (await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href)) as typeof ServerEntry;
  type Slide = { id: number; title: string; link: string | null };
  const homes: Record<'es' | 'en', HomeData> = { es: await homeData('es'), en: await homeData('en') };
  async function homeData(lang: 'es' | 'en'): Promise<HomeData> {
    const slides = await server.data<Slide[]>(`/api/common/slider/list?lang=${lang}`, lang);
    const rates = await server.data<Parameters<typeof entry.popularRoutes>[0]>('/api/common/rates/list_select', lang);
    return { slides: slides.map(({ id, title, link }) => ({ id, title, link })), routes: entry.popularRoutes(rates), company: server.company, wallets: server.wallets };
  }

  // Each tour of the catalogue is a page of its own in both languages (decision 052), in the sitemap too.
  type Tours = { product: Parameters<typeof entry.tourPages>[0]['es'] };
  const tourList = async (lang: 'es' | 'en') => (await server.data<Tours>(`/api/tours/tour/catalog/product?lang=${lang}`, lang)).product;
  const publicPages = [...entry.PUBLIC_PAGES, ...entry.tourPages({ es: await tourList('es'), en: await tourList('en') })];
  const paths = await prerenderPages(entry, distDir, (lang) => homes[lang], publicPages);
  timed('pages');
  const pages = publicPages.map(({ path, aliases, kind }) => ({ path, aliases, kind }));
  mkdirSync(join(distDir, 'prerendered'), { recursive: true });
  // A tour added after the build has no page of its own yet: its route stays open, shown by the app (server/site/site-pages.ts).
  const openRoutes = ['/tours/detalle/$name'];
  writeWhole(join(distDir, 'prerendered', 'pages.json'), JSON.stringify({ pages, prerendered: paths, routes: entry.routePaths(), openRoutes }, null, 1));
  const sw = await writeServiceWorker(distDir);
  timed('service worker');
  // `npm start` compresses after the pre-render (scripts/prerender-in-background.mjs): the server sends a file
  // as it is until its .br and .gz are there.
  const compressed = process.env.PRERENDER_COMPRESS === 'later' ? 0 : await precompress(distDir);
  timed('compression');
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`Pre-rendered ${paths.length} paths × 2 languages; service worker precaches ${sw.count} files (${(sw.size / 1024).toFixed(0)} KB); ${compressed} files pre-compressed; ${seconds} s (${parts.join(', ')})`);
} finally {
  await server.close();
  rmSync(ssrDir, { recursive: true, force: true });
}
