import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';

// The one-time codes the server's outbox wrote under DATA_DIR/outbox, read as a traveller reads their mail: the proof
// of a reservation's contact (decision 063). The e-mails' links are read by outbox-mail.ts.

/** The outbox of the end-to-end server, or of the path tests' server. */
export const outboxDir = (suite: 'e2e' | 'paths' = 'e2e') =>
  join(suite === 'e2e' ? (process.env.E2E_DATA_DIR ?? '.tmp/e2e-data') : (process.env.PATHS_DATA_DIR ?? '.tmp/paths-data'), 'outbox');

const decoded = (text: string) => text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * The newest file of `template` (files are named by outbox id) that `pick` finds something in, polled until the
 * outbox has written `atLeast` such files: a second code asked makes the first one void.
 */
async function newest(dir: string, template: string, pick: (text: string) => string, atLeast = 1): Promise<string> {
  let found = '';
  await expect
    .poll(
      async () => {
        const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.includes(template) && !name.endsWith('.tmp')).sort().reverse();
        const picked: string[] = [];
        for (const name of names) {
          const value = pick(decoded(await readFile(join(dir, name), 'utf8')));
          if (value) picked.push(value);
        }
        found = picked.length >= atLeast ? picked[0]! : '';
        return found;
      },
      { timeout: 30_000, intervals: [250, 500] },
    )
    .not.toBe('');
  return found;
}

/** The latest of the `sent` one-time codes sent for reservation `code` (its message names the reservation). */
export function proofCodeFromOutbox(code: string, suite: 'e2e' | 'paths' = 'e2e', sent = 1): Promise<string> {
  // The code as the message words it ("… la reservación ABC123 es 123456." / "… reservation ABC123 is 123456."): a
  // bare six-digit number could be the reservation's own code (its alphabet has five digits) or a header's.
  const wording = new RegExp(`\\b${code} (?:es|is) (\\d{6})\\b`);
  return newest(outboxDir(suite), 'reservation_proof_code', (text) => wording.exec(text)?.[1] ?? '', sent);
}
