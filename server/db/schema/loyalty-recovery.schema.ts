import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { loyaltyMembers } from './loyalty.schema';

// One-time password-recovery codes (docs/rules/loyalty.md#password-recovery): only a hash is kept; a code is good
// for 10 minutes and once.
export const loyaltyRecoveryCodes = pgTable(
  'loyalty_recovery_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id').notNull().references(() => loyaltyMembers.id),
    codeHash: text('code_hash').notNull(),
    channel: text('channel').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('loyalty_recovery_codes_member_idx').on(t.memberId)],
);
