import { boolean, date, index, integer, numeric, pgTable, text, time, timestamp, unique } from 'drizzle-orm/pg-core';
import { busLayouts, buses } from './fleet.schema';

export const terminals = pgTable('terminals', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  // Short stable code used by the seed and by URLs; ids are surrogate and differ between databases.
  code: text('code').notNull().unique(),
  // Public id in the contracts (TerminalRef.id), e.g. puerto-vallarta; matches the landing pages' city slugs
  // (docs/rules/content-pages.md#landing-pages).
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  city: text('city').notNull(),
  state: text('state').notNull(),
  address: text('address').notNull(),
  postalCode: text('postal_code').notNull(),
  phone: text('phone'),
  latitude: numeric('latitude', { precision: 9, scale: 6 }).notNull(),
  longitude: numeric('longitude', { precision: 9, scale: 6 }).notNull(),
  // Compostela (La Peñita, Guayabitos) keeps Pacific time while Bahía de Banderas uses central time.
  timezone: text('timezone').notNull().default('America/Mexico_City'),
  active: boolean('active').notNull().default(true),
});

export const routes = pgTable('routes', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  active: boolean('active').notNull().default(true),
});

export const routeStops = pgTable(
  'route_stops',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    routeId: integer('route_id').notNull().references(() => routes.id),
    terminalId: integer('terminal_id').notNull().references(() => terminals.id),
    seq: integer('seq').notNull(),
    // Offset from the departure at the first stop; a trip between two stops takes the difference.
    minutesFromStart: integer('minutes_from_start').notNull(),
  },
  (t) => [unique('route_stops_route_seq').on(t.routeId, t.seq), unique('route_stops_route_terminal').on(t.routeId, t.terminalId)],
);

export const timetables = pgTable(
  'timetables',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    routeId: integer('route_id').notNull().references(() => routes.id),
    // Local time at the first stop of the route.
    departureTime: time('departure_time').notNull(),
    layoutId: integer('layout_id').notNull().references(() => busLayouts.id),
    // Bit 0 = Monday ... bit 6 = Sunday; 127 runs every day.
    daysOfWeek: integer('days_of_week').notNull().default(127),
    validFrom: date('valid_from'),
    validTo: date('valid_to'),
    active: boolean('active').notNull().default(true),
    // Copied to each generated departure; an operator may still change one departure on its own.
    healthyDistance: boolean('healthy_distance').notNull().default(false),
  },
  (t) => [unique('timetables_route_time').on(t.routeId, t.departureTime)],
);

// Departures are materialised rows (one per timetable and service date) rather than computed on demand:
// seat holds, tickets and schedule changes need a stable id to point at, and a real row lets the
// database enforce seat uniqueness per departure. The seed tops them up to the sales horizon on every start.
export const departures = pgTable(
  'departures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    timetableId: integer('timetable_id').notNull().references(() => timetables.id),
    routeId: integer('route_id').notNull().references(() => routes.id),
    serviceDate: date('service_date').notNull(),
    departsAt: timestamp('departs_at', { withTimezone: true }).notNull(),
    layoutId: integer('layout_id').notNull().references(() => busLayouts.id),
    busId: integer('bus_id').references(() => buses.id),
    cancelled: boolean('cancelled').notNull().default(false),
    // Healthy-distance mode (seats_healthy; docs/rules/booking.md#healthy-distance): seats beside a taken seat are
    // not sold.
    healthyDistance: boolean('healthy_distance').notNull().default(false),
  },
  (t) => [
    unique('departures_timetable_date').on(t.timetableId, t.serviceDate),
    index('departures_route_date_idx').on(t.routeId, t.serviceDate),
  ],
);
