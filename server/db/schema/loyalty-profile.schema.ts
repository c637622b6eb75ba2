import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { loyaltyMembers } from './loyalty.schema';

// What a frequent traveller keeps in the profile for the next booking (docs/rules/loyalty.md#members-in-the-booking-flow): passengers they travel
// with, and tax data (RFCs) to invoice with. Replaced as a whole list when the profile is saved.

export const loyaltySavedPassengers = pgTable(
  'loyalty_saved_passengers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id').notNull().references(() => loyaltyMembers.id),
    position: integer('position').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
  },
  (t) => [index('loyalty_saved_passengers_member_idx').on(t.memberId)],
);

export const loyaltyTaxProfiles = pgTable(
  'loyalty_tax_profiles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id').notNull().references(() => loyaltyMembers.id),
    position: integer('position').notNull(),
    rfc: text('rfc').notNull(),
    name: text('name').notNull(),
    cp: text('cp').notNull(),
    regimenFiscal: text('regimen_fiscal').notNull(),
    email: text('email').notNull(),
  },
  (t) => [index('loyalty_tax_profiles_member_idx').on(t.memberId)],
);
