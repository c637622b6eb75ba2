import { boolean, date, integer, jsonb, numeric, pgTable, text, time, timestamp, unique } from 'drizzle-orm/pg-core';
import { paymentStatus } from './enums.schema';

export const tourProducts = pgTable('tour_products', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  slug: text('slug').notNull().unique(),
  nameEs: text('name_es').notNull(),
  nameEn: text('name_en').notNull(),
  descriptionEs: text('description_es').notNull(),
  descriptionEn: text('description_en').notNull(),
  location: text('location').notNull(),
  durationMinutes: integer('duration_minutes').notNull(),
  priceAdult: numeric('price_adult', { precision: 10, scale: 2 }).notNull(),
  priceMinor: numeric('price_minor', { precision: 10, scale: 2 }).notNull(),
  imageUrl: text('image_url').notNull(),
  active: boolean('active').notNull().default(true),
});

export const tourDates = pgTable(
  'tour_dates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id').notNull().references(() => tourProducts.id),
    date: date('date').notNull(),
  },
  (t) => [unique('tour_dates_product_date').on(t.productId, t.date)],
);

export const tourTimeslots = pgTable(
  'tour_timeslots',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tourDateId: integer('tour_date_id').notNull().references(() => tourDates.id),
    startTime: time('start_time').notNull(),
    capacity: integer('capacity').notNull(),
  },
  (t) => [unique('tour_timeslots_date_time').on(t.tourDateId, t.startTime)],
);

export const tourBookings = pgTable('tour_bookings', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  code: text('code').notNull().unique(),
  // The cart as the tours flow keeps it (a booking is an id plus the shopping object: docs/rules/tours.md#cart-and-session).
  shopping: jsonb('shopping').notNull(),
  contact: jsonb('contact'),
  paymentStatus: paymentStatus('payment_status').notNull().default('process'),
  total: numeric('total', { precision: 10, scale: 2 }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
});

export const adventureBookings = pgTable('adventure_bookings', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  bookingCode: text('booking_code').notNull().unique(),
  tourName: text('tour_name').notNull(),
  tourDate: date('tour_date'),
  checkout: jsonb('checkout'),
  paymentMethod: text('payment_method'),
  orderId: text('order_id'),
  paymentStatus: paymentStatus('payment_status').notNull().default('process'),
  total: numeric('total', { precision: 10, scale: 2 }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
