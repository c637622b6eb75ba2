import { integer, pgTable, text, timestamp, index } from 'drizzle-orm/pg-core';

// Messages sent from the contact page (docs/rules/content-pages.md#the-contact-page; decision 026). Kept so support can follow one up by its folio
// (the id) even when the e-mail to the inbox is delayed; the outbox carries the e-mails themselves.
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    topic: text('topic').notNull(),
    reservationCode: text('reservation_code'),
    message: text('message').notNull(),
    lang: text('lang').notNull(),
    /** When the sender accepted the privacy notice (the form's consent box). */
    privacyAcceptedAt: timestamp('privacy_accepted_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('contact_messages_received_idx').on(t.receivedAt)],
);
