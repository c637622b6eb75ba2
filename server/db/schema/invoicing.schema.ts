import { index, integer, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { payments, reservations } from './reservations.schema';

export const invoices = pgTable(
  'invoices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reservationId: integer('reservation_id').notNull().references(() => reservations.id),
    rfc: text('rfc').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    postalCode: text('postal_code').notNull(),
    regimenFiscal: text('regimen_fiscal').notNull(),
    cfdiUse: text('cfdi_use').notNull(),
    // pending until stamped by the PAC; incomplete/failed drive the invoicing error codes.
    status: text('status').notNull().default('pending'),
    uuid: text('uuid').unique(),
    total: numeric('total', { precision: 10, scale: 2 }).notNull(),
    xml: text('xml'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('invoices_reservation_idx').on(t.reservationId)],
);

export const invoicePayments = pgTable(
  'invoice_payments',
  {
    invoiceId: integer('invoice_id').notNull().references(() => invoices.id),
    paymentId: integer('payment_id').notNull().references(() => payments.id),
  },
  (t) => [primaryKey({ columns: [t.invoiceId, t.paymentId] })],
);
