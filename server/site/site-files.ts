import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// The built site's files (decision 022): each text file has a .br and a .gz beside it, written by the
// build (scripts/prerender-assets.ts); the server only picks the one the browser accepts.

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.map': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
};

// Content-hashed names under /assets are never changed, so they are cached a year; anything else
// (pages, the service worker, the manifest, icons) is revalidated on every visit.
const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

export type Encoding = 'br' | 'gzip' | undefined;

/** The best encoding the request accepts (Brotli first); a `q=0` refusal is honoured. */
export function acceptedEncoding(header: string | undefined): Encoding {
  const accepted = (header ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim()))
    .map(([name]) => name?.trim().toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return undefined;
}

/** The file under `distDir` a URL path names, or undefined (no such file, a folder, or outside dist). */
export function siteFile(distDir: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const file = normalize(join(distDir, decoded));
  if (!file.startsWith(distDir + sep)) return undefined;
  return existsSync(file) && statSync(file).isFile() ? file : undefined;
}

/** A file's response: its pre-compressed twin when one exists and is accepted. */
export function fileResponse(file: string, urlPath: string, encoding: Encoding, head: boolean): Response {
  const headers = new Headers({
    'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
    'Cache-Control': urlPath.startsWith('/assets/') ? IMMUTABLE : REVALIDATE,
    Vary: 'Accept-Encoding',
  });
  const twin = encoding === 'br' ? `${file}.br` : encoding === 'gzip' ? `${file}.gz` : undefined;
  const chosen = twin && existsSync(twin) ? twin : file;
  if (chosen !== file) headers.set('Content-Encoding', encoding!);
  const body = readFileSync(chosen);
  headers.set('Content-Length', String(body.length));
  return new Response(head ? null : body, { status: 200, headers });
}

/** A page made per request (origin filled in), compressed now: pages are small, Brotli 5 takes < 1 ms. */
export function textResponse(text: string, type: string, encoding: Encoding, head: boolean, status = 200): Response {
  const raw = Buffer.from(text, 'utf8');
  const body =
    encoding === 'br'
      ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : encoding === 'gzip'
        ? gzipSync(raw, { level: 6 })
        : raw;
  const headers = new Headers({ 'Content-Type': type, 'Cache-Control': REVALIDATE, Vary: 'Accept-Encoding', 'Content-Length': String(body.length) });
  if (encoding) headers.set('Content-Encoding', encoding);
  return new Response(head ? null : body, { status, headers });
}
