import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A built SPA in a temporary folder, as `vite build` leaves it: index.html and one hashed asset
 * (`/assets/index-AbC123.js`, content `console.log(1)`), plus any `extra` files by relative path.
 */
export async function tempSpaDist(extra: Record<string, string> = {}): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'autobuses-dist-'));
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>Ruta</title><div id="root"></div>');
  await writeFile(join(dir, 'assets', 'index-AbC123.js'), 'console.log(1)');
  for (const [path, content] of Object.entries(extra)) await writeFile(join(dir, path), content);
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
