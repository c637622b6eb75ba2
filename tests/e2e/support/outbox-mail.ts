import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';

/**
 * The first address matching `link` in the e-mail of `template` about `code`, as the server's file sender wrote
 * it to DATA_DIR/outbox (quoted-printable undone, `&amp;` as `&`): what a traveller clicks in the message.
 */
export async function linkFromEmail(code: string, template: string, link: RegExp): Promise<URL> {
  const dir = join(process.env.E2E_DATA_DIR ?? '.tmp/e2e-data', 'outbox');
  let found = '';
  await expect
    .poll(
      async () => {
        const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith(`${template}.eml`));
        for (const name of names) {
          const text = (await readFile(join(dir, name), 'utf8')).replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
          if (!text.includes(`code=${code}&`)) continue;
          found = link.exec(text)?.[0] ?? '';
          return found;
        }
        return '';
      },
      { timeout: 30_000, intervals: [500] },
    )
    .not.toBe('');
  return new URL(found.replaceAll('&amp;', '&'));
}
