import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { migratedPglite } from '../../tests/support/migrated-pglite';
import { createFixedClock } from '../platform/clock';
import type { Database } from '../db/database';
import { outboxMessages } from '../db/schema/outbox.schema';
import { deliverPending } from './deliver-pending';
import { createEmailSender, createFileSender, createTransportSender, outboxMessageId } from './email-sender';
import { createDrizzleOutbox, type NewOutboxMessage } from './outbox';
import { ticketConfirmationEmail } from './ticket-email';
import { pdfText } from '../../tests/support/pdf-text';

// Runs on an in-memory PGlite with the real migrations (no seed: the outbox needs no other rows).
let database: Awaited<ReturnType<typeof migratedPglite>>;
let db: Database;
const clock = createFixedClock('2026-12-01T18:00:00Z');

beforeAll(async () => {
  database = await migratedPglite();
  db = database.db;
});
afterAll(async () => database.close());
beforeEach(async () => {
  await db.delete(outboxMessages);
});

const email = (recipient: string): NewOutboxMessage =>
  ticketConfirmationEmail({
    recipient,
    lang: 'es',
    reservation: { code: 'ACD347', contactName: 'María', issuedAt: clock.now() },
    tickets: [{ code: 'ACD347-1', pin: '004217', type: 'E-ticket', passengerName: 'María', passengerType: 'adult', leg: 'departure', origin: 'Puerto Vallarta', destination: 'Guadalajara', departureAt: '2026-12-05T14:30:00', seat: 12, priceCents: 123450 }],
  });

/** A nodemailer transport that records what would have gone out, and can be told to fail. */
function stubTransport(failFor: string[] = []) {
  const sent: Array<{ to: string; messageId: string; subject: string; attachments: number }> = [];
  const transport = nodemailer.createTransport({
    name: 'stub',
    version: '1',
    send(mail, callback) {
      const data = mail.data as { to: string; messageId: string; subject: string; attachments?: unknown[] };
      if (failFor.includes(data.to)) return callback(new Error(`550 mailbox ${data.to} unavailable`), undefined as never);
      sent.push({ to: data.to, messageId: data.messageId, subject: data.subject, attachments: data.attachments?.length ?? 0 });
      callback(null, { envelope: mail.message.getEnvelope(), messageId: data.messageId } as never);
    },
  });
  return { transport, sent };
}

describe('outbox', () => {
  it('stores a message with its attachment and lists it', async () => {
    const outbox = createDrizzleOutbox(db, clock);
    const queued = await outbox.enqueue(email('ana@example.com'));
    expect(queued).toMatchObject({ status: 'pending', attempts: 0, channel: 'email', template: 'ticket_confirmation', subject: 'Ruta Bahía: tus boletos, reservación ACD347' });
    expect(queued.body).toContain('ACD347-1 (E-ticket) Puerto Vallarta → Guadalajara, 2026/12/05 2:30 PM, asiento 12, María, Adulto, $1,234.50');
    // Queued as what to draw them from: the queuing transaction does not wait on a PDF.
    expect(queued.attachments.map((a) => ('drawing' in a ? a.drawing.kind : 'drawn'))).toEqual(['ticket-pdf', 'ticket-qr']);
    const [stored] = await outbox.list({ recipient: 'ana@example.com' });
    expect(stored).toMatchObject({ id: queued.id, body: queued.body, html: queued.html });
    // Read out, the PDF is drawn from the documents as queued: the ticket's code and seat are in it.
    expect(stored!.attachments[0]).toMatchObject({ filename: 'boletos-ACD347.pdf', contentType: 'application/pdf' });
    const text = await pdfText(new Uint8Array(Buffer.from(stored!.attachments[0]!.contentBase64, 'base64')));
    expect(text).toContain('ACD347-1');
    expect(text).toContain('Guadalajara');
    // The ticket's QR, shown inside the HTML part.
    expect(stored!.attachments.slice(1)).toEqual([expect.objectContaining({ filename: 'qr-ACD347-1.png', contentType: 'image/png', cid: 'qr-ACD347-1@rutabahia.example' })]);
  });

  it('writes nothing when the transaction that enqueued rolls back', async () => {
    const outbox = createDrizzleOutbox(db, clock);
    await expect(
      db.transaction(async (tx) => {
        await outbox.enqueue(email('ana@example.com'), tx);
        throw new Error('sale failed');
      }),
    ).rejects.toThrow('sale failed');
    expect(await outbox.list()).toEqual([]);
  });

  it('sends each message once through a transport, however often delivery runs', async () => {
    const outbox = createDrizzleOutbox(db, clock);
    for (const to of ['a@example.com', 'b@example.com', 'c@example.com']) await outbox.enqueue(email(to));
    const { transport, sent } = stubTransport();
    const sender = createTransportSender(transport);
    const [first, second] = await Promise.all([deliverPending(outbox, { email: sender }), deliverPending(outbox, { email: sender })]);
    const third = await deliverPending(outbox, { email: sender });
    expect([...first.sent, ...second.sent].sort()).toHaveLength(3);
    expect(third).toEqual({ sent: [], retry: [], failed: [] });
    expect(sent.map((m) => m.to).sort()).toEqual(['a@example.com', 'b@example.com', 'c@example.com']);
    expect(sent.every((m) => m.attachments === 2 && /^<outbox-\d+@rutabahia\.example>$/.test(m.messageId))).toBe(true);
    expect((await outbox.list({ status: 'sent' })).every((m) => m.sentAt?.getTime() === clock.now().getTime())).toBe(true);
  });

  it('retries a failing address on later runs and gives up after the last attempt, without blocking others', async () => {
    const outbox = createDrizzleOutbox(db, clock);
    const bad = await outbox.enqueue(email('bad@example.com'));
    await outbox.enqueue(email('good@example.com'));
    const { transport, sent } = stubTransport(['bad@example.com']);
    const sender = createTransportSender(transport);
    expect(await deliverPending(outbox, { email: sender }, { maxAttempts: 2 })).toMatchObject({ retry: [bad.id], failed: [] });
    expect(sent.map((m) => m.to)).toEqual(['good@example.com']);
    expect(await deliverPending(outbox, { email: sender }, { maxAttempts: 2 })).toEqual({ sent: [], retry: [], failed: [bad.id] });
    const [failed] = await outbox.list({ status: 'failed' });
    expect(failed).toMatchObject({ id: bad.id, attempts: 2, lastError: '550 mailbox bad@example.com unavailable' });
    expect(await deliverPending(outbox, { email: sender }, { maxAttempts: 2 })).toEqual({ sent: [], retry: [], failed: [] });
  });

  it('keeps SMS for a configured SMS sender and retries it otherwise', async () => {
    const outbox = createDrizzleOutbox(db, clock);
    const sms = await outbox.enqueue({ channel: 'sms', recipient: '3221234567', template: 'pend_reminder', body: 'Paga tu boleto PEND' });
    const { transport } = stubTransport();
    expect(await deliverPending(outbox, { email: createTransportSender(transport) })).toMatchObject({ retry: [sms.id] });
    const texts: string[] = [];
    expect(await deliverPending(outbox, { email: createTransportSender(transport), sms: { send: async (m) => void texts.push(m.body) } })).toMatchObject({ sent: [sms.id] });
    expect(texts).toEqual(['Paga tu boleto PEND']);
  });
});

describe('file sender', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'outbox-'));
    return () => rm(dataDir, { recursive: true, force: true });
  });

  it('writes one .eml per message under DATA_DIR/outbox with the PDF attached, once', async () => {
    const outbox = createDrizzleOutbox(db, clock);
    const stored = await outbox.enqueue(email('ana@example.com'));
    const sender = createEmailSender({ DATA_DIR: dataDir });
    expect(sender.kind).toBe('file');
    expect(await deliverPending(outbox, { email: sender })).toEqual({ sent: [stored.id], retry: [], failed: [] });
    expect(await deliverPending(outbox, { email: sender })).toEqual({ sent: [], retry: [], failed: [] });
    const files = await readdir(join(dataDir, 'outbox'));
    expect(files).toEqual([`${String(stored.id).padStart(8, '0')}-ticket_confirmation.eml`]);
    const eml = await readFile(join(dataDir, 'outbox', files[0]!), 'utf8');
    expect(eml).toContain('To: ana@example.com');
    expect(eml).toContain(`Message-ID: ${outboxMessageId(stored)}`);
    expect(eml).toContain('Content-Type: application/pdf; name=boletos-ACD347.pdf');
    // The PDF drawn on delivery is in it (base64 of "%PDF-").
    expect(eml).toContain('JVBERi0');
    // Sending the same row again (a crash between send and commit) rewrites the same file.
    const [read] = await outbox.list({ recipient: 'ana@example.com' });
    await createFileSender(dataDir).send(read!);
    expect(await readdir(join(dataDir, 'outbox'))).toHaveLength(1);
  });

  it('uses SMTP when SMTP_URL is configured', () => {
    expect(createEmailSender({ SMTP_URL: 'smtp://localhost:2525', DATA_DIR: dataDir }).kind).toBe('smtp');
  });
});
