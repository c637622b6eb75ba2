import { and, asc, desc, eq, isNull, lte, notInArray, or, type SQL } from 'drizzle-orm';
import type { Clock } from '../platform/clock';
import type { Database } from '../db/database';
import { outboxMessages } from '../db/schema/outbox.schema';

// The outbox over the outbox_messages table. Writers enqueue inside the transaction that causes
// the message (pass that transaction as `executor`), so a sale and its e-mail commit together;
// delivery happens afterwards and never rolls a sale back.

export type OutboxChannel = 'email' | 'sms' | 'whatsapp';
export type OutboxStatus = 'pending' | 'sent' | 'failed';

/** An attachment kept with the message, so delivery never depends on regenerating it. */
export interface OutboxAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
  /** An image shown inside the HTML part (`<img src="cid:…">`) rather than offered as a file, e.g. a QR code. */
  cid?: string;
}

export interface NewOutboxMessage {
  channel: OutboxChannel;
  recipient: string;
  /** Which template produced it (`ticket_confirmation`, …), for the local mailbox and support. */
  template: string;
  subject?: string | null;
  /** Plain text body. */
  body: string;
  html?: string | null;
  attachments?: OutboxAttachment[];
}

export interface OutboxMessage extends Required<Omit<NewOutboxMessage, 'subject' | 'html'>> {
  id: number;
  subject: string | null;
  html: string | null;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
}

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
  enqueue(message: NewOutboxMessage, executor?: Database): Promise<OutboxMessage>;
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
  attachments?: OutboxAttachment[];
}

function toMessage(row: typeof outboxMessages.$inferSelect): OutboxMessage {
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
  return {
    async enqueue(message, executor = db) {
      const payload: Payload = { html: message.html ?? null, attachments: message.attachments ?? [] };
      const [row] = await executor
        .insert(outboxMessages)
        .values({
          channel: message.channel,
          recipient: message.recipient,
          template: message.template,
          subject: message.subject ?? null,
          body: message.body,
          payload,
          createdAt: clock.now(),
        })
        .returning();
      return toMessage(row!);
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
        await deliver(toMessage(row));
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
      return rows.map(toMessage);
    },
  };
}
