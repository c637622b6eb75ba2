import { integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { cellKind, seatPosition, serviceClass } from './enums.schema';

export const busLayouts = pgTable('bus_layouts', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  code: text('code').notNull().unique(),
  nameEs: text('name_es').notNull(),
  nameEn: text('name_en').notNull(),
  serviceClass: serviceClass('service_class').notNull(),
  rows: integer('rows').notNull(),
  cols: integer('cols').notNull(),
  decks: integer('decks').notNull().default(1),
  seatCount: integer('seat_count').notNull(),
});

// One row per grid cell (not only seats) so the seat map can be drawn from data: aisles, driver, WC and stairs.
export const layoutSeats = pgTable(
  'layout_seats',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    layoutId: integer('layout_id').notNull().references(() => busLayouts.id),
    deck: integer('deck').notNull().default(1),
    row: integer('row').notNull(),
    col: integer('col').notNull(),
    kind: cellKind('kind').notNull(),
    seatNumber: integer('seat_number'),
    position: seatPosition('position'),
  },
  (t) => [
    unique('layout_seats_cell').on(t.layoutId, t.deck, t.row, t.col),
    unique('layout_seats_number').on(t.layoutId, t.seatNumber),
  ],
);

export const buses = pgTable('buses', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  // Fleet ("económico") number painted on the bus.
  fleetNumber: text('fleet_number').notNull().unique(),
  plate: text('plate').notNull().unique(),
  layoutId: integer('layout_id').notNull().references(() => busLayouts.id),
  make: text('make').notNull(),
  model: text('model').notNull(),
  year: integer('year').notNull(),
  amenities: text('amenities').array().notNull().default([]),
});
