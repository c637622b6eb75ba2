import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ChannelSender } from './deliver-pending';

// SMS and WhatsApp without a provider configured (docs/rules/loyalty.md#password-recovery): like e-mail's file sender, each message is
// written to DATA_DIR/outbox as a text file named by its outbox id (a second delivery rewrites the same
// file), so a local run or a test can read the recovery code. A provider's sender replaces this one.
export function createFileTextSender(dataDir: string, channel: 'sms' | 'whatsapp'): ChannelSender {
  const dir = join(dataDir, 'outbox');
  return {
    async send(message) {
      if (message.channel !== channel) throw new Error(`${channel} sender cannot send ${message.channel}`);
      await mkdir(dir, { recursive: true });
      const file = join(dir, `${String(message.id).padStart(8, '0')}-${message.template}.${channel}.txt`);
      await writeFile(`${file}.tmp`, `To: ${message.recipient}\n\n${message.body}\n`);
      await rename(`${file}.tmp`, file);
    },
  };
}
