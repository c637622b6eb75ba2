import { integer, jsonb, pgTable, text, timestamp, index } from 'drizzle-orm/pg-core';
import { outboxChannel, outboxStatus } from './enums.schema';

// Messages are written here in the same transaction as the change that causes them, and delivered
// afterwards (SMTP/SMS/WhatsApp adapter or files under ./data/outbox), so a failed send never rolls back a sale.
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    channel: outboxChannel('channel').notNull(),
    recipient: text('recipient').notNull(),
    template: text('template').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    payload: jsonb('payload'),
    status: outboxStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** A delivery run holds the message until then; past it (the run died) the message is pending again. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
  },
  (t) => [index('outbox_messages_status_idx').on(t.status, t.createdAt)],
);
