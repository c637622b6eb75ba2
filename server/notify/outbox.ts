import { and, asc, desc, eq, isNull, lte, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Clock } from '../platform/clock';
import type { Database } from '../db/database';
import { preparedOn, slot } from '../db/queries/prepared';
import { outboxMessages } from '../db/schema/outbox.schema';
import { sharedTicketPdfs, type TicketPdfDrawer } from '../documents/drawn-pdfs';
import { drawAttachment, type AttachmentDrawing } from './attachment-drawings';

// The outbox over the outbox_messages table. Writers enqueue inside the transaction that causes
// the message (pass that transaction as `executor`), so a sale and its e-mail commit together;
// delivery happens afterwards and never rolls a sale back.

export type OutboxChannel = 'email' | 'sms' | 'whatsapp';
export type OutboxStatus = 'pending' | 'sent' | 'failed';

/** An attachment kept whole with the message; a dear one may instead be kept as what to draw it from (below). */
export interface OutboxAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
  /** An image shown inside the HTML part (`<img src="cid:…">`) rather than offered as a file, e.g. a QR code. */
  cid?: string;
}

/**
 * An attachment stored as what to draw it from, drawn whenever the message is read out (attachment-drawings.ts):
 * a transaction that queues a message does not wait on drawing a PDF.
 */
export interface DeferredAttachment {
  filename: string;
  contentType: string;
  cid?: string;
  drawing: AttachmentDrawing;
}

export type QueuedAttachment = OutboxAttachment | DeferredAttachment;

export interface NewOutboxMessage {
  channel: OutboxChannel;
  recipient: string;
  /** Which template produced it (`ticket_confirmation`, …), for the local mailbox and support. */
  template: string;
  subject?: string | null;
  /** Plain text body. */
  body: string;
  html?: string | null;
  attachments?: QueuedAttachment[];
}

/** A message whose attachments are all drawn already (built outside any sale's transaction, or small). */
export type DrawnOutboxMessage = Omit<NewOutboxMessage, 'attachments'> & { attachments: OutboxAttachment[] };

/** A message as read out of the outbox: every attachment drawn. */
export interface OutboxMessage extends Required<Omit<NewOutboxMessage, 'subject' | 'html' | 'attachments'>> {
  id: number;
  attachments: OutboxAttachment[];
  subject: string | null;
  html: string | null;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
}

/** A message as queued: attachments as stored, deferred ones still to draw. */
export type QueuedMessage = Omit<OutboxMessage, 'attachments'> & { attachments: QueuedAttachment[] };

export type DeliveryResult = 'sent' | 'retry' | 'failed';

export interface DeliverOptions {
  skip: readonly number[];
  /** Attempts (interrupted ones included) after which a message is marked failed. */
  maxAttempts: number;
  /** How long a run holds a message it took (default OUTBOX_LEASE_MS). */
  leaseMs?: number;
}

/**
 * Longer than any send can take (nodemailer gives up on a silent server well before), so a message is
 * not sent twice while its first run is still at it; a run that died only delays it by this much.
 */
export const OUTBOX_LEASE_MS = 15 * 60_000;

export interface Outbox {
  /** The message as stored: its deferred attachments not drawn yet (the caller's transaction does not wait on them). */
  enqueue(message: NewOutboxMessage, executor?: Database): Promise<QueuedMessage>;
  /**
   * Takes the oldest pending message not in `skip` and not leased, leases it for `leaseMs` (one short
   * transaction), runs `deliver` outside any transaction, and records the outcome. A run that dies in
   * between leaves the lease to expire, and the message is delivered by a later run: at least once.
   * Null when nothing is left.
   */
  deliverNext(deliver: (message: OutboxMessage) => Promise<void>, options: DeliverOptions): Promise<{ id: number; result: DeliveryResult } | null>;
  list(filter?: { status?: OutboxStatus; recipient?: string; limit?: number }): Promise<OutboxMessage[]>;
}

interface Payload {
  html?: string | null;
  attachments?: QueuedAttachment[];
}

async function drawn(attachment: QueuedAttachment, ticketPdf: TicketPdfDrawer): Promise<OutboxAttachment> {
  if (!('drawing' in attachment)) return attachment;
  const { drawing, ...named } = attachment;
  return { ...named, contentBase64: (await drawAttachment(drawing, ticketPdf)).toString('base64') };
}

/**
 * One at a time: each drawing is CPU work, and other requests should run in between. The tickets PDF is drawn by
 * `ticketPdf`: the outbox's is `sharedTicketPdfs` (each content drawn once, kept in the database, decision 074).
 */
export async function drawAttachments(attachments: readonly QueuedAttachment[], ticketPdf: TicketPdfDrawer): Promise<OutboxAttachment[]> {
  const out: OutboxAttachment[] = [];
  for (const attachment of attachments) out.push(await drawn(attachment, ticketPdf));
  return out;
}

async function toMessage(row: typeof outboxMessages.$inferSelect, ticketPdf: TicketPdfDrawer): Promise<OutboxMessage> {
  const queued = toQueued(row);
  return { ...queued, attachments: await drawAttachments(queued.attachments, ticketPdf) };
}

function toQueued(row: typeof outboxMessages.$inferSelect): QueuedMessage {
  const payload = (row.payload ?? {}) as Payload;
  return {
    id: row.id,
    channel: row.channel,
    recipient: row.recipient,
    template: row.template,
    subject: row.subject,
    body: row.body,
    html: payload.html ?? null,
    attachments: payload.attachments ?? [],
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt,
    sentAt: row.sentAt,
  };
}

/** Errors are stored for support; trimmed so a huge SMTP transcript cannot bloat the row. */
const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

export function createDrizzleOutbox(db: Database, clock: Clock): Outbox {
  // Read out (delivered, listed) on `db` itself, never a transaction: the tickets PDF is read or drawn there.
  const ticketPdf = sharedTicketPdfs(db, clock);
  return {
    async enqueue(message, executor = db) {
      const payload: Payload = { html: message.html ?? null, attachments: message.attachments ?? [] };
      // Prepared: every sale and most changes queue one, inside their transaction.
      const [row] = await preparedOn(executor, 'enqueue_outbox_message', (pool, name) =>
        pool
          .insert(outboxMessages)
          .values({
            channel: sql.placeholder('channel'),
            recipient: sql.placeholder('recipient'),
            template: sql.placeholder('template'),
            subject: slot(outboxMessages.subject, 'subject'),
            body: sql.placeholder('body'),
            payload: sql.placeholder('payload'),
            createdAt: sql.placeholder('createdAt'),
          })
          .returning()
          .prepare(name),
      ).execute({
        channel: message.channel,
        recipient: message.recipient,
        template: message.template,
        subject: message.subject ?? null,
        body: message.body,
        payload,
        createdAt: clock.now(),
      });
      return toQueued(row!);
    },

    async deliverNext(deliver, { skip, maxAttempts, leaseMs = OUTBOX_LEASE_MS }) {
      const now = clock.now();
      // Claim in a short transaction: holding a row lock while sending would keep a connection (and on
      // PGlite, the whole database) busy for as long as the mail server takes.
      const claim = await db.transaction(async (tx) => {
        const conditions: SQL[] = [eq(outboxMessages.status, 'pending'), or(isNull(outboxMessages.leaseUntil), lte(outboxMessages.leaseUntil, now))!];
        if (skip.length > 0) conditions.push(notInArray(outboxMessages.id, [...skip]));
        const [row] = await tx
          .select()
          .from(outboxMessages)
          .where(and(...conditions))
          .orderBy(asc(outboxMessages.createdAt), asc(outboxMessages.id))
          .limit(1)
          .for('update', { skipLocked: true });
        if (!row) return null;
        if (row.attempts >= maxAttempts) {
          // Every earlier attempt was interrupted (the run died while sending): stop retrying it.
          await tx.update(outboxMessages).set({ status: 'failed', leaseUntil: null, lastError: row.lastError ?? 'delivery interrupted' }).where(eq(outboxMessages.id, row.id));
          return { row, leased: false };
        }
        const [leased] = await tx
          .update(outboxMessages)
          .set({ attempts: row.attempts + 1, leaseUntil: new Date(now.getTime() + leaseMs) })
          .where(eq(outboxMessages.id, row.id))
          .returning();
        return { row: leased!, leased: true };
      });
      if (!claim) return null;
      const { row } = claim;
      if (!claim.leased) return { id: row.id, result: 'failed' };
      try {
        await deliver(await toMessage(row, ticketPdf));
      } catch (error) {
        const status = row.attempts >= maxAttempts ? 'failed' : 'pending';
        await db.update(outboxMessages).set({ status, leaseUntil: null, lastError: errorText(error) }).where(eq(outboxMessages.id, row.id));
        return { id: row.id, result: status === 'failed' ? 'failed' : 'retry' };
      }
      await db.update(outboxMessages).set({ status: 'sent', sentAt: clock.now(), leaseUntil: null, lastError: null }).where(eq(outboxMessages.id, row.id));
      return { id: row.id, result: 'sent' };
    },

    async list(filter = {}) {
      const conditions: SQL[] = [];
      if (filter.status) conditions.push(eq(outboxMessages.status, filter.status));
      if (filter.recipient) conditions.push(eq(outboxMessages.recipient, filter.recipient));
      const rows = await db
        .select()
        .from(outboxMessages)
        .where(conditions.length ? and(...conditions) : undefined)
        .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
        .limit(filter.limit ?? 100);
      return Promise.all(rows.map((row) => toMessage(row, ticketPdf)));
    },
  };
}
