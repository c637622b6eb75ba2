import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mountSpa } from '../../server/static-site';
import { PUBLIC_PAGES } from '../../src/features/seo/page-catalog';
import { engines, openTestApp, type TestApp } from './support/engines';

// Decision 022 on the real build: the raw HTML of every pre-rendered page (no JavaScript run) has its
// heading, its language, its head tags and alternates. PRERENDERED_DIST=<dist> reuses a build.

const headings: Record<string, { es: string; en: string }> = {
  '/': { es: 'Viaja en autobús por Puerto Vallarta, la Riviera Nayarit y Guadalajara', en: 'Travel by bus around Puerto Vallarta, the Riviera Nayarit and Guadalajara' },
  '/tarifas': { es: 'Tarifas', en: 'Fares' },
  '/horarios': { es: 'Horarios', en: 'Schedules' },
  '/terminos-condiciones': { es: 'Términos y condiciones', en: 'Terms and conditions' },
  '/aviso-privacidad': { es: 'Aviso de privacidad', en: 'Privacy notice' },
  '/viajero-frecuente': { es: 'Viajero frecuente', en: 'Frequent traveller' },
  '/boletos-a-sayulita': { es: 'Boletos de autobús a Sayulita', en: 'Bus tickets to Sayulita' },
  '/autobus-zapopan': { es: 'Autobuses a Zapopan', en: 'Buses to Zapopan' },
  '/tours': { es: 'Tours y excursiones', en: 'Tours and excursions' },
};

describe('pre-rendered pages, raw HTML', () => {
  let runDir: string | undefined;
  let t: TestApp;
  let dist: string | undefined;
  beforeAll(async () => {
    dist = process.env.PRERENDERED_DIST;
    if (!dist) {
      runDir = mkdtempSync(join(tmpdir(), 'prerendered-'));
      dist = join(runDir, 'dist');
      // What `npm run build` does (scripts/build-app.mjs), into a folder of this run.
      const env = { ...process.env, VITE_STATECHARTS: 'false' };
      const vite = spawnSync('npx', ['vite', 'build', '--logLevel', 'error', '--outDir', dist, '--emptyOutDir'], { env, stdio: 'inherit' });
      const prerender = spawnSync('node', ['--import', 'tsx', 'scripts/prerender.ts', dist], { env, stdio: 'inherit' });
      if (vite.status !== 0 || prerender.status !== 0) throw new Error('The build failed');
    }
    t = await openTestApp(engines[0]!);
    mountSpa(t.app, dist!);
  }, 600_000);
  afterAll(async () => {
    await t?.close();
    if (runDir) rmSync(runDir, { recursive: true, force: true });
  });

  const get = async (address: string) => {
    const res = await t.app.request(address);
    expect(res.status, address).toBe(200);
    return res.text();
  };

  it('every public page, in both languages, has its language, heading, title, description and alternates', async () => {
    for (const page of PUBLIC_PAGES) {
      for (const lang of ['es', 'en'] as const) {
        const html = await get(lang === 'en' ? `${page.path}?lang=en` : page.path);
        const where = `${page.path} (${lang})`;
        expect(html, where).toContain(`<html lang="${lang}">`);
        expect(html, where).toContain(`data-prerendered="${lang}"`);
        expect(html, where).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
        expect(html, where).toMatch(/<title>[^<]+ \| Ruta Bahía<\/title>/);
        expect(html, where).toMatch(/<meta name="description" content="[^"]{20,}"/);
        expect(html, where).toContain(`<link rel="alternate" hreflang="es-MX" href="http://localhost${page.path}" />`);
        expect(html, where).toContain(`<link rel="alternate" hreflang="en" href="http://localhost${page.path}?lang=en" />`);
        expect(html, where).toContain(`<link rel="alternate" hreflang="x-default" href="http://localhost${page.path}" />`);
        expect(html, where).toContain(`<link rel="canonical" href="http://localhost${page.path}${lang === 'en' ? '?lang=en' : ''}" />`);
        expect(html, where).toContain('<meta property="og:title"');
        const heading = headings[page.path]?.[lang];
        if (heading) expect(html, where).toContain(`>${heading}</h1>`);
      }
    }
  });

  it('every content and landing page has real text to read, in both languages (no page thinner than a short paragraph or two)', async () => {
    const textOf = (html: string) => {
      const main = /<main[^>]*>([^]*)<\/main>/.exec(html)?.[1] ?? '';
      return main.replace(/<(script|style|svg)[^>]*>[^]*?<\/\1>/g, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
    };
    for (const page of PUBLIC_PAGES.filter((p) => p.kind === 'content' || p.kind === 'landing')) {
      for (const lang of ['es', 'en'] as const) {
        const text = textOf(await get(lang === 'en' ? `${page.path}?lang=en` : page.path));
        expect(text.length, `${page.path} (${lang}): ${text}`).toBeGreaterThanOrEqual(450);
      }
    }
  });

  it('every pre-rendered page carries the styles of its own markup and paints once its whole #root is parsed (decision 039)', async () => {
    // The classes a stylesheet of the build styles (`.content__lead`, `.search-form`…).
    const classesOf = (css: string) => new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]!));
    const assets = join(dist!, 'assets');
    const styled = readdirSync(assets).filter((file) => file.endsWith('.css')).map((file) => classesOf(readFileSync(join(assets, file), 'utf8')));
    for (const page of PUBLIC_PAGES) {
      for (const lang of ['es', 'en'] as const) {
        const where = `${page.path} (${lang})`;
        const html = await get(lang === 'en' ? `${page.path}?lang=en` : page.path);
        // No stylesheet to fetch before the first paint, and none arriving later with a chunk to restyle the
        // text: the inlined ones stay linked, disabled, so that the chunks' loader does not fetch them.
        expect((html.match(/<link[^>]*rel="stylesheet"[^>]*>/g) ?? []).filter((link) => !/\sdisabled>$/.test(link)), where).toEqual([]);
        expect(html, where).toMatch(/<link rel="expect" href="#root" blocking="render">\s*<\/head>/);
        const inline = classesOf([...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join(''));
        const markup = html.slice(html.indexOf('<div id="root"'));
        const used = new Set([...markup.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1]!.split(/\s+/)).filter(Boolean));
        const unstyled = [...used].filter((name) => !inline.has(name) && styled.some((classes) => classes.has(name)));
        expect(unstyled, `${where}: classes styled only by a stylesheet the page does not carry`).toEqual([]);
      }
    }
    // The content pages' own rules are there (content.css), not only the entry's.
    expect(await get('/tarifas')).toMatch(/<style[^>]*>[^<]*\.content__lead\{/);
    expect(await get('/boletos-a-sayulita?lang=en')).toMatch(/<style[^>]*>[^<]*\.content__lead\{/);
  });

  it('an English page links to English pages, a Spanish page to Spanish ones (a reader without JavaScript stays in their language)', async () => {
    // The site's own links: every <a href="/…"> of the page (not the API's downloads).
    const links = (html: string) => [...html.matchAll(/<a\b[^>]*?\shref="(\/(?!\/)[^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&')).filter((href) => !href.startsWith('/api/'));
    const langOf = (href: string) => new URLSearchParams(href.split('#')[0]!.split('?')[1] ?? '').get('lang');
    for (const page of PUBLIC_PAGES) {
      const english = links(await get(`${page.path}?lang=en`));
      const spanish = links(await get(page.path));
      expect(english.length, page.path).toBeGreaterThan(2);
      // The language switch's ES link is the one way back to Spanish.
      expect(english.filter((href) => langOf(href) !== 'en'), `${page.path}?lang=en`).toEqual([expect.stringMatching(/lang=es/)]);
      expect(spanish.filter((href) => langOf(href) === 'en'), page.path).toEqual([expect.stringMatching(/lang=en/)]);
      expect(spanish.filter((href) => langOf(href) !== null && langOf(href) !== 'en'), page.path).toEqual([expect.stringMatching(/lang=es/)]);
    }
  });

  it('an English route name shows the same page with the Spanish address as canonical', async () => {
    const html = await get('/rates?lang=en');
    expect(html).toContain('>Fares</h1>');
    expect(html).toContain('<link rel="canonical" href="http://localhost/tarifas?lang=en" />');
  });

  it('home carries its sections and the company as structured data; landing pages a trip or a station', async () => {
    const home = await get('/');
    for (const title of ['Promociones', 'Rutas populares', 'Compra con confianza']) expect(home).toContain(`>${title}</h2>`);
    expect(home).toContain('"@type":"Organization"');
    expect(home).toContain('RBA120315KM3');
    // How to pay: the methods the site takes; no wallet is configured for the tests' build, so none is named.
    expect(home).toContain('Efectivo en tiendas (OXXO)');
    for (const wallet of ['PayPal', 'Apple Pay', 'Google Pay']) expect(home).not.toContain(wallet);
    expect(await get('/boletos-a-sayulita')).toContain('"@type":"BusTrip"');
    expect(await get('/autobus-zapopan')).toContain('"@type":"BusStation"');
  });

  it("the frequent-traveller page leads to sign-in and registration in the reader's language (docs/rules/content-pages.md#landing-pages)", async () => {
    const spanish = await get('/viajero-frecuente');
    expect(spanish).toMatch(/<a\b[^>]*href="\/viajero-frecuente\/entrar"[^>]*>Iniciar sesión<\/a>/);
    expect(spanish).toMatch(/<a\b[^>]*href="\/viajero-frecuente\/registro"[^>]*>Registrarme<\/a>/);
    const english = await get('/viajero-frecuente?lang=en');
    expect(english).toMatch(/<a\b[^>]*href="\/frequent-traveller\/sign-in[^"]*"[^>]*>Sign in<\/a>/);
    expect(english).toMatch(/<a\b[^>]*href="\/frequent-traveller\/register[^"]*"[^>]*>Register<\/a>/);
  });

  it("a booking step reloaded paints the step's frame and fetches its whole code at once (decision 041)", async () => {
    const seats = { es: ['/reservacion/asientos', 'Elige tus asientos', 'Asientos'], en: ['/reservation/asientos?lang=en', 'Choose your seats', 'Seats'] } as const;
    for (const lang of ['es', 'en'] as const) {
      const [address, heading, step] = seats[lang];
      const html = await get(address);
      expect(html, address).toContain(`<html lang="${lang}">`);
      // The frame: the step's heading and the indicator at its step, before any script has run.
      const frame = html.slice(html.indexOf('<div id="root">'));
      expect(frame, address).toContain(`<h1 class="reservation-step__title">${heading}</h1>`);
      expect(frame, address).toMatch(new RegExp(`data-state="current" aria-current="step"><span[^>]*>4</span><span class="step-indicator__label">${step}</span>`));
      // One script, the starter; nothing else is requested before the frame paints: no script (their downloads
      // start at the paint, so Lighthouse's simulation cannot count them as blocking it), no stylesheet, no inline script (the CSP).
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
      expect(scripts, address).toEqual([expect.stringMatching(/^<script type="module" crossorigin src="\/assets\/step-shell-[\w-]+\.js">$/)]);
      expect(html, address).not.toContain('modulepreload');
      expect((html.match(/<link[^>]*rel="stylesheet"[^>]*>/g) ?? []).filter((link) => !/\sdisabled>$/.test(link)), address).toEqual([]);
      // The starter names the step's whole code at once; every file it names exists in the build.
      const starter = readFileSync(join(dist!, /src="\/(assets\/step-shell-[^"]+)"/.exec(html)![1]!), 'utf8');
      const named = [...starter.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
      expect(named.length, address).toBeGreaterThan(20);
      for (const file of named) expect(readdirSync(join(dist!, 'assets')), `${address}: ${file}`).toContain(file.slice('/assets/'.length));
      // The seat map's own chunk and the language's catalogs among them, the contact step's not.
      expect(named.some((file) => /\/seats-step-[^/]+\.js$/.test(file)), address).toBe(true);
      expect(named.some((file) => file.includes('contact-step-')), address).toBe(false);
    }
  });

  it('lists every public page in the sitemap, and sends an unknown path to /', async () => {
    const xml = await get('/sitemap.xml');
    for (const page of PUBLIC_PAGES) {
      expect(xml).toContain(`<loc>http://localhost${page.path}</loc>`);
      expect(xml).toContain(`<loc>http://localhost${page.path}?lang=en</loc>`);
    }
    const unknown = await t.app.request('/pagina-que-no-existe');
    expect(unknown.status).toBe(302);
    expect(unknown.headers.get('location')).toBe('/');
  });

  it("each tour of the catalogue is a page in both languages, in the sitemap, with the tour and its offer as structured data (decision 052)", async () => {
    const xml = await get('/sitemap.xml');
    for (const [path, es, en] of [
      ['/tours/detalle/islas-marietas', 'Islas Marietas y Playa del Amor', 'Marietas Islands and Hidden Beach'],
      ['/tours/detalle/yelapa', 'Yelapa: playa y cascada', 'Yelapa: beach and waterfall'],
    ] as const) {
      expect(xml).toContain(`<loc>http://localhost${path}?lang=en</loc>`);
      for (const [lang, name] of [['es', es], ['en', en]] as const) {
        const html = await get(lang === 'en' ? `${path}?lang=en` : path);
        expect(html, path).toContain(`data-prerendered="${lang}"`);
        expect(html, path).toContain(`>${name}</h1>`);
        expect(html, path).toContain(`<title>${name} | Ruta Bahía</title>`);
        const data = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
        const trip = data.find((item) => item['@type'] === 'TouristTrip');
        expect(trip, path).toMatchObject({ name, url: `http://localhost${path}${lang === 'en' ? '?lang=en' : ''}`, offers: { '@type': 'Offer', priceCurrency: 'MXN' } });
      }
    }
    // A tour added after the build has no page yet: the app shows it (its route stays open), not home.
    const later = await t.app.request('/tours/detalle/tour-de-manana');
    expect(later.status).toBe(200);
  });

  it('the pictures a phone sees first on /tours and on a tour\'s page are drawn by the page itself, named; the others wait for a scroll', async () => {
    const drawn = (html: string) => [...html.matchAll(/<span class="([\w -]+)" role="img" aria-label="([^"]+)" data-picture="([^"]+)"><svg [^>]*aria-hidden="true"/g)].map((m) => [m[1], m[2], m[3]]);
    const catalogue = await get('/tours');
    expect(drawn(catalogue)).toEqual([
      ['tours__image first-picture', 'Ilustración: las Islas Marietas con una lancha sobre el mar', '/images/tours/islas-marietas.svg'],
      ['tours__image first-picture', 'Ilustración: la cascada de Yelapa entre la selva y la playa', '/images/tours/yelapa.svg'],
    ]);
    const images = [...catalogue.matchAll(/<img class="tours__image"[^>]*>/g)].map((m) => m[0]);
    expect(images).toHaveLength(6);
    for (const image of images) expect(image).toContain('loading="lazy"');
    // Nothing asks for the drawn pictures' files before the page is on screen.
    expect(catalogue).not.toMatch(/<link rel="preload" as="image"/);
    // Each drawing keeps its own gradient beside another on the same page.
    expect(catalogue).toContain('fill="url(#islas-marietas-s)"');

    const tour = await get('/tours/detalle/yelapa?lang=en');
    expect(drawn(tour)).toEqual([['tours__hero first-picture', 'Illustration: the Yelapa waterfall between jungle and beach', '/images/tours/yelapa.svg']]);
    expect(tour).not.toContain('<img');
  });
});
