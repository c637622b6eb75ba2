import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { reservations } from './reservations.schema';

// One-time codes that prove the contact of a reservation (decision 063): sent to the booking's e-mail or phone,
// only a hash kept, good for a few minutes, once, and for a few wrong tries.
export const reservationProofCodes = pgTable(
  'reservation_proof_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id),
    codeHash: text('code_hash').notNull(),
    channel: text('channel').notNull(),
    /** Wrong codes tried against this one; past the limit it opens nothing. */
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('reservation_proof_codes_reservation_idx').on(t.reservationId)],
);
