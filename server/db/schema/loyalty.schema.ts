import { boolean, index, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { loyaltyTier } from './enums.schema';

export const loyaltyMembers = pgTable('loyalty_members', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  // identify_card in the contracts: members log in with this card number, their e-mail or their 10-digit phone
  // (docs/rules/loyalty.md#signing-in).
  cardNumber: text('card_number').notNull().unique(),
  email: text('email').notNull().unique(),
  phone: text('phone').notNull().unique(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  // scrypt, encoded as scrypt$N$r$p$salt$hash (see server/auth/password.ts).
  passwordHash: text('password_hash').notNull(),
  tier: loyaltyTier('tier').notNull().default('classic'),
  rfc: text('rfc'),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

// Only a hash of the session token is stored, so a database leak does not leak live sessions.
export const loyaltySessions = pgTable(
  'loyalty_sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id').notNull().references(() => loyaltyMembers.id),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('loyalty_sessions_member_idx').on(t.memberId)],
);

// Append-only: the balance is the sum of the member's entries, so no update can lose points.
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id').notNull().references(() => loyaltyMembers.id),
    // traveller_win/loyalty (earned) versus traveller_prepaid/purchased (bought) points
    // (docs/rules/loyalty.md#paying-with-points).
    kind: text('kind').notNull(),
    points: numeric('points', { precision: 12, scale: 2 }).notNull(),
    reservationCode: text('reservation_code'),
    description: text('description').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('points_ledger_member_idx').on(t.memberId)],
);
