import { boolean, integer, numeric, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { serviceClass } from './enums.schema';
import { terminals } from './network.schema';

// Adult fare in MXN for one direction of one origin-destination pair and service class; the
// passenger-type discounts (docs/rules/booking.md#fares-and-discounts) are applied by domain/fares.ts, never stored.
export const fares = pgTable(
  'fares',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    originTerminalId: integer('origin_terminal_id').notNull().references(() => terminals.id),
    destinationTerminalId: integer('destination_terminal_id').notNull().references(() => terminals.id),
    serviceClass: serviceClass('service_class').notNull(),
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
    currency: text('currency').notNull().default('MXN'),
  },
  (t) => [unique('fares_pair_class').on(t.originTerminalId, t.destinationTerminalId, t.serviceClass)],
);

export const promotionalCodes = pgTable('promotional_codes', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  code: text('code').notNull().unique(),
  descriptionEs: text('description_es').notNull(),
  descriptionEn: text('description_en').notNull(),
  percentOff: integer('percent_off').notNull(),
  validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
  validTo: timestamp('valid_to', { withTimezone: true }).notNull(),
  maxUses: integer('max_uses'),
  uses: integer('uses').notNull().default(0),
  active: boolean('active').notNull().default(true),
});
