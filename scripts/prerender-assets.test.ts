import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress, writeServiceWorker } from './prerender-assets';

// The build's .br and .gz twins: written whole (a server already serving the folder never reads half a file),
// and, for `npm start` finishing its build's compression beside the server, only where they are missing.

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function site(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

describe('precompress', () => {
  it('writes both twins of every text file over 1 KB, which decompress to the file, and nothing half-written', async () => {
    const page = '<p>Horarios</p>'.repeat(100);
    const dir = site({ 'index.html': page, 'small.js': 'x', 'logo.png': 'p'.repeat(2000) });
    expect(await precompress(dir)).toBe(1);
    expect(brotliDecompressSync(readFileSync(join(dir, 'index.html.br'))).toString()).toBe(page);
    expect(gunzipSync(readFileSync(join(dir, 'index.html.gz'))).toString()).toBe(page);
    expect(readdirSync(dir).sort()).toEqual(['index.html', 'index.html.br', 'index.html.gz', 'logo.png', 'small.js']);
  });

  it('with missingOnly, leaves the files that have both twins and does the others', async () => {
    const text = 'a'.repeat(2000);
    const dir = site({ 'done.css': text, 'done.css.br': 'kept', 'done.css.gz': 'kept', 'half.js': text, 'half.js.br': 'old' });
    expect(await precompress(dir, { missingOnly: true })).toBe(1);
    expect(readFileSync(join(dir, 'done.css.br'), 'utf8')).toBe('kept');
    expect(brotliDecompressSync(readFileSync(join(dir, 'half.js.br'))).toString()).toBe(text);
    expect(gunzipSync(readFileSync(join(dir, 'half.js.gz'))).toString()).toBe(text);
  });
});

describe('writeServiceWorker', () => {
  it('moves a whole worker into the served folder, its Workbox runtime first, and leaves nothing half-made (decision 049)', async () => {
    const dir = site({ 'index.html': '<!doctype html><div id="root"></div>', 'manifest.webmanifest': '{}' });
    const { count } = await writeServiceWorker(dir);
    expect(count).toBe(2);
    const files = readdirSync(dir).sort();
    const runtime = files.find((file) => /^workbox-[\w-]+\.js$/.test(file));
    expect(files).toEqual(['index.html', 'manifest.webmanifest', 'sw.js', runtime]);
    const worker = readFileSync(join(dir, 'sw.js'), 'utf8');
    // It loads the runtime beside it, which is there, and precaches the shell.
    expect(worker).toContain(`./${runtime!.replace(/\.js$/, '')}`);
    expect(worker).toContain('"index.html"');
  });
});
