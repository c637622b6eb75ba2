import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import type { OutboxMessage } from './outbox';

// E-mail delivery: SMTP through nodemailer when SMTP_URL is set, otherwise each message becomes
// an .eml file under <DATA_DIR>/outbox/ (openable in any mail client, listed by the local mailbox
// page). Both build the same MIME message, attachments included.

export const DEFAULT_FROM = 'Ruta Bahía <boletos@rutabahia.example>';

export interface EmailSender {
  readonly kind: 'smtp' | 'file' | 'transport';
  send(message: OutboxMessage): Promise<void>;
}

/**
 * A stable Message-ID per outbox row: if a crash makes a message go out twice (sent, but the
 * row not yet marked), mail clients and the file sender treat the copies as one message.
 */
export function outboxMessageId(message: Pick<OutboxMessage, 'id'>, domain = 'rutabahia.example'): string {
  return `<outbox-${message.id}@${domain}>`;
}

function mailOptions(message: OutboxMessage, from: string): SendMailOptions {
  return {
    from,
    to: message.recipient,
    subject: message.subject ?? '',
    text: message.body,
    ...(message.html ? { html: message.html } : {}),
    messageId: outboxMessageId(message),
    date: message.createdAt,
    // An image with a cid is shown inline in the HTML part (nodemailer puts it in multipart/related).
    attachments: message.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: Buffer.from(a.contentBase64, 'base64'), ...(a.cid ? { cid: a.cid } : {}) })),
  };
}

/** Any nodemailer transport (SMTP, or a stub in tests). */
export function createTransportSender(transport: Transporter, from = DEFAULT_FROM, kind: 'smtp' | 'transport' = 'transport'): EmailSender {
  return {
    kind,
    async send(message) {
      if (message.channel !== 'email') throw new Error(`email sender cannot send ${message.channel}`);
      await transport.sendMail(mailOptions(message, from));
    },
  };
}

export function createSmtpSender(smtpUrl: string, from = DEFAULT_FROM): EmailSender {
  return createTransportSender(nodemailer.createTransport(smtpUrl), from, 'smtp');
}

/** `.eml` files named by outbox id, so delivering a message twice rewrites one file. */
export function createFileSender(dataDir: string, from = DEFAULT_FROM): EmailSender {
  const dir = join(dataDir, 'outbox');
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'file',
    async send(message) {
      if (message.channel !== 'email') throw new Error(`email sender cannot send ${message.channel}`);
      const info = (await builder.sendMail(mailOptions(message, from))) as { message: Buffer };
      await mkdir(dir, { recursive: true });
      const file = join(dir, `${String(message.id).padStart(8, '0')}-${message.template}.eml`);
      // Write then rename, so the mailbox page never lists a half-written file.
      await writeFile(`${file}.tmp`, info.message);
      await rename(`${file}.tmp`, file);
    },
  };
}

/** SMTP when configured, files otherwise. */
export function createEmailSender(env: { SMTP_URL?: string; SMTP_FROM?: string; DATA_DIR?: string }): EmailSender {
  const from = env.SMTP_FROM?.trim() || DEFAULT_FROM;
  if (env.SMTP_URL?.trim()) return createSmtpSender(env.SMTP_URL.trim(), from);
  return createFileSender(env.DATA_DIR?.trim() || './data', from);
}
