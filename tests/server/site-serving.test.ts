import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mountSpa } from '../../server/static-site';
import { engines, openTestApp, type TestApp } from './support/engines';
import { tempSpaDist } from './support/spa-dist';

// The server's side of decision 022 on a small built site: pre-rendered pages by language, the app
// shell for other routes, a redirect for unknown paths, sitemap, robots, manifest, pre-compressed files.

const pagesJson = {
  pages: [
    { path: '/', aliases: ['/home'], kind: 'home' },
    { path: '/tarifas', aliases: ['/rates'], kind: 'content' },
    { path: '/boletos-a-sayulita', aliases: [], kind: 'landing' },
  ],
  prerendered: ['/', '/home', '/tarifas', '/rates', '/boletos-a-sayulita'],
  routes: ['/$', '/', '/home', '/tarifas', '/rates', '/reservacion/boletos', '/boletos-a-{$destination}', '/tours/detalle/$name'],
};

const page = (lang: string, heading: string) =>
  `<!doctype html><html lang="${lang}"><link rel="canonical" href="%SITE_ORIGIN%/tarifas"><div id="root" data-prerendered="${lang}"><h1>${heading}</h1></div>`;

describe('serving the pre-rendered site', () => {
  let dist: Awaited<ReturnType<typeof tempSpaDist>>;
  let t: TestApp;
  const script = 'console.log("a long enough script");'.repeat(40);
  beforeAll(async () => {
    dist = await tempSpaDist({ 'manifest.webmanifest': '{"name":"Ruta Bahía"}', 'assets/app-XyZ.js': script });
    await writeFile(join(dist.dir, 'assets', 'app-XyZ.js.br'), brotliCompressSync(script));
    await writeFile(join(dist.dir, 'assets', 'app-XyZ.js.gz'), gzipSync(script));
    for (const lang of ['es', 'en']) await mkdir(join(dist.dir, 'prerendered', lang), { recursive: true });
    await writeFile(join(dist.dir, 'prerendered', 'pages.json'), JSON.stringify(pagesJson));
    await writeFile(join(dist.dir, 'prerendered', 'es', 'tarifas.html'), page('es', 'Tarifas'));
    await writeFile(join(dist.dir, 'prerendered', 'en', 'tarifas.html'), page('en', 'Fares'));
    await writeFile(join(dist.dir, 'prerendered', 'es', 'rates.html'), page('es', 'Tarifas'));
    t = await openTestApp(engines[0]!);
    mountSpa(t.app, dist.dir, { siteUrl: 'https://www.example.com' });
  });
  afterAll(async () => {
    await t?.close();
    await dist?.remove();
  });

  it('serves a pre-rendered page in the language of ?lang (Spanish for any other value), with the origin filled in', async () => {
    const es = await (await t.app.request('/tarifas')).text();
    expect(es).toContain('<h1>Tarifas</h1>');
    expect(es).toContain('href="https://www.example.com/tarifas"');
    expect(await (await t.app.request('/tarifas?lang=en')).text()).toContain('<h1>Fares</h1>');
    expect(await (await t.app.request('/tarifas?lang=fr')).text()).toContain('<h1>Tarifas</h1>');
    expect(await (await t.app.request('/tarifas/')).text()).toContain('<h1>Tarifas</h1>');
  });

  it('answers other routes of the app with its shell, and an unknown path with a redirect to /', async () => {
    for (const path of ['/reservacion/boletos', '/tours/detalle/islas-marietas']) {
      const res = await t.app.request(path);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<div id="root"></div>');
    }
    for (const path of ['/no-such-page', '/boletos-a-atlantida', '/tarifas/extra']) {
      const res = await t.app.request(path);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/');
    }
    expect((await t.app.request('/nada?lang=en')).headers.get('location')).toBe('/?lang=en');
  });

  it('lists every public page in both languages in the sitemap, with alternates', async () => {
    const res = await t.app.request('/sitemap.xml');
    expect(res.headers.get('content-type')).toContain('application/xml');
    const xml = await res.text();
    for (const path of ['/', '/tarifas', '/boletos-a-sayulita']) {
      expect(xml).toContain(`<loc>https://www.example.com${path}</loc>`);
      expect(xml).toContain(`<loc>https://www.example.com${path}?lang=en</loc>`);
    }
    expect(xml).not.toContain('/rates<');
    expect(xml).toContain('hreflang="x-default" href="https://www.example.com/tarifas"');
  });

  it('answers robots.txt with the sitemap, and the manifest with its type', async () => {
    const robots = await (await t.app.request('/robots.txt')).text();
    expect(robots).toContain('Sitemap: https://www.example.com/sitemap.xml');
    expect(robots).toContain('Disallow: /api/');
    const manifest = await t.app.request('/manifest.webmanifest');
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json');
    expect(await manifest.json()).toEqual({ name: 'Ruta Bahía' });
  });

  it('serves the Brotli file when accepted, else gzip, else the plain file', async () => {
    const br = await t.app.request('/assets/app-XyZ.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(script);
    const gz = await t.app.request('/assets/app-XyZ.js', { headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    const plain = await t.app.request('/assets/app-XyZ.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
    const page = await t.app.request('/tarifas', { headers: { 'accept-encoding': 'br' } });
    expect(page.headers.get('content-encoding')).toBe('br');
  });

  it('never serves a file outside the build', async () => {
    const res = await t.app.request('/..%2f..%2fetc%2fpasswd');
    expect(res.status).toBe(302);
  });
});
