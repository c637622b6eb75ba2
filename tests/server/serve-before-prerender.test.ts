import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeWhole } from '../../scripts/prerender-write';
import { mountSpa } from '../../server/static-site';
import { tempSpaDist } from './support/spa-dist';

// Decision 049: `npm start` serves the site as soon as the client build is done and pre-renders beside the running
// server. A visitor meanwhile gets the app's shell at every address of the app; once the pre-render has written
// its pages and then the page list, the same running server sends the pre-rendered pages: no restart. Two apps
// mounted on one folder stand for two server processes (cluster mode): each notices the pages on its own.

const pagesJson = {
  pages: [{ path: '/', aliases: [], kind: 'home' }, { path: '/tarifas', aliases: [], kind: 'content' }],
  prerendered: ['/', '/tarifas'],
  routes: ['/$', '/', '/tarifas', '/horarios', '/reservacion/pago'],
};
const page = (lang: string, heading: string) => `<!doctype html><html lang="${lang}"><div id="root" data-prerendered="${lang}"><h1>${heading}</h1></div>`;

/** What a visitor gets at `path`: the status and the page's text. */
async function visit(app: Hono, path: string) {
  const res = await app.request(path);
  return { status: res.status, text: await res.text(), location: res.headers.get('location') };
}

/** Polls `check` every 100 ms until it holds; returns the milliseconds it took. */
async function until(check: () => Promise<boolean>, timeoutMs = 3000): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((done) => setTimeout(done, 100));
  }
  return Date.now() - started;
}

describe('the site served while the pre-render writes it (decision 049)', () => {
  let dist: Awaited<ReturnType<typeof tempSpaDist>>;
  const servers = [new Hono(), new Hono()];
  beforeAll(async () => {
    // The client build alone: index.html and its assets, nothing pre-rendered yet.
    dist = await tempSpaDist();
    for (const app of servers) mountSpa(app, dist.dir);
  });
  afterAll(async () => {
    await dist?.remove();
  });

  it('answers 200 with the app shell at / and at every address before the pre-render wrote anything', async () => {
    for (const app of servers) {
      for (const path of ['/', '/?lang=en', '/tarifas', '/horarios', '/reservacion/pago']) {
        const answer = await visit(app, path);
        expect(answer.status, path).toBe(200);
        expect(answer.text, path).toContain('<div id="root"></div>');
      }
      // The service worker is not written yet: not found, rather than the shell under a script's name.
      expect((await visit(app, '/sw.js')).status).toBe(404);
    }
  });

  it('sends a page written but not yet in the page list as the shell: the list comes after the pages', async () => {
    for (const lang of ['es', 'en']) await mkdir(join(dist.dir, 'prerendered', lang), { recursive: true });
    await writeFile(join(dist.dir, 'prerendered', 'es', 'index.html'), page('es', 'Boletos de autobús'));
    await new Promise((done) => setTimeout(done, 1100));
    expect((await visit(servers[0]!, '/')).text).toContain('<div id="root"></div>');
  });

  it('sends the pre-rendered pages once the pre-render has written them, within about a second, without a restart', async () => {
    await writeFile(join(dist.dir, 'prerendered', 'en', 'index.html'), page('en', 'Bus tickets'));
    await writeFile(join(dist.dir, 'prerendered', 'es', 'tarifas.html'), page('es', 'Tarifas'));
    await writeFile(join(dist.dir, 'prerendered', 'en', 'tarifas.html'), page('en', 'Fares'));
    writeWhole(join(dist.dir, 'prerendered', 'pages.json'), JSON.stringify(pagesJson));
    await writeFile(join(dist.dir, 'sw.js'), 'self.addEventListener("install", () => 0);');
    for (const app of servers) {
      const took = await until(async () => (await visit(app, '/')).text.includes('data-prerendered="es"'));
      expect(took).toBeLessThanOrEqual(1500);
      expect((await visit(app, '/')).text).toContain('<h1>Boletos de autobús</h1>');
      expect((await visit(app, '/?lang=en')).text).toContain('<h1>Bus tickets</h1>');
      expect((await visit(app, '/tarifas')).text).toContain('<h1>Tarifas</h1>');
      // The app's other addresses keep the shell; an unknown one now redirects (the list says what exists).
      expect((await visit(app, '/horarios')).text).toContain('<div id="root"></div>');
      expect(await visit(app, '/no-such-page')).toMatchObject({ status: 302, location: '/' });
      expect((await visit(app, '/sw.js')).text).toContain('install');
    }
  });

  it('goes back to the shell when a rebuild empties the folder, and picks the new pages up again', async () => {
    await rm(join(dist.dir, 'prerendered'), { recursive: true, force: true });
    for (const app of servers) await until(async () => (await visit(app, '/')).text.includes('<div id="root"></div>'));
    expect((await visit(servers[1]!, '/tarifas')).status).toBe(200);
    await mkdir(join(dist.dir, 'prerendered', 'es'), { recursive: true });
    await writeFile(join(dist.dir, 'prerendered', 'es', 'index.html'), page('es', 'Nueva portada'));
    writeWhole(join(dist.dir, 'prerendered', 'pages.json'), JSON.stringify({ ...pagesJson, prerendered: ['/'] }));
    for (const app of servers) await until(async () => (await visit(app, '/')).text.includes('Nueva portada'));
  });
});
