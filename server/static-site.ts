import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';

// Vite puts content-hashed files under /assets: a changed file gets a new name, so they can be cached
// for a year. Everything else (index.html, favicon, robots.txt) is revalidated on every visit.
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

const isApi = (path: string) => path === '/api' || path.startsWith('/api/');

/**
 * Serves the built SPA from `distDir` after the API routes: existing files as they are, and any other
 * GET outside /api gets index.html so client-side routes (/horarios, /tours/pago…) survive a reload.
 * /api paths fall through to the app's 404 envelope.
 */
export function mountSpa(app: Hono, distDir: string): void {
  const indexFile = join(distDir, 'index.html');
  const statics = serveStatic({ root: distDir });

  app.use('*', async (c, next) => {
    if (isApi(c.req.path) || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return next();
    const res = await statics(c, next);
    // Set on the returned response: serveStatic's onFound runs after its response is built.
    if (res instanceof Response && res.ok) {
      res.headers.set('Cache-Control', c.req.path.startsWith('/assets/') ? IMMUTABLE : REVALIDATE);
    }
    return res;
  });

  app.get('*', (c) => {
    if (isApi(c.req.path)) return c.notFound();
    // Read per request: a rebuild while the server runs is picked up, and the file is small.
    if (!existsSync(indexFile)) {
      return c.text('The web app is not built yet: run `npm run build` (or `npm start`).', 503);
    }
    c.header('Cache-Control', REVALIDATE);
    return c.html(readFileSync(indexFile, 'utf8'));
  });
}
