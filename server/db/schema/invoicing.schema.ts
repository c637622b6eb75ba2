import { index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
    /** SAT series; the folio is the id. */
    serie: text('serie').notNull().default('WEB'),
    /** The issued CFDI as data (document, seal, stamp), so the PDF is drawn again for a resend. */
    document: jsonb('document'),
    /** The language of the e-mail and PDF (the request's). */
    lang: text('lang').notNull().default('es'),
    pac: text('pac'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Cancelled at SAT (motive 01, decision 063): the invoice that substitutes it, and when. */
    substitutedBy: integer('substituted_by'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
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

// Receivers of issued invoices, for the quick screen (docs/rules/invoicing.md#the-quick-screen: mobile, e-mail and
// RFC find saved tax data).
export const invoiceReceivers = pgTable(
  'invoice_receivers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    rfc: text('rfc').notNull(),
    email: text('email').notNull(),
    /** The reservation contact's 10-digit mobile, when it had one. */
    phone: text('phone'),
    name: text('name').notNull(),
    postalCode: text('postal_code').notNull(),
    regimenFiscal: text('regimen_fiscal').notNull(),
    cfdiUse: text('cfdi_use').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('invoice_receivers_rfc_email_idx').on(t.rfc, t.email), index('invoice_receivers_phone_idx').on(t.phone)],
);
