import * as v from 'valibot';
import { decodeBase64Json, encodeBase64Json } from '../base64';
import { passengerTypes } from '../search/passengers';
import { passengerCountsSchema } from '../search/search-schema';

// The client reservation state (docs/rules/booking.md#the-reservation-as-the-client-keeps-it). Every field has a default so a partial value (an
// older stored copy, or a server answer carrying a subset) decodes to a complete reservation.

export const paymentStatuses = ['process', 'approved', 'order_generated', 'decline'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

// Identifiers come from the sale system; some are numeric and some text, and the client only
// passes them back, so both are kept as they arrive.
const idSchema = v.optional(v.nullable(v.union([v.string(), v.number()])), null);

const legSchema = (openByDefault: boolean) =>
  v.optional(
    v.object({
      date: v.optional(v.nullable(v.string()), null),
      open: v.optional(v.boolean(), openByDefault),
      schedule_id: idSchema,
      schedule_detail_id: idSchema,
      layout_id: idSchema,
    }),
    {},
  );

export const contactSchema = v.object({
  first_name: v.optional(v.string(), ''),
  last_name: v.optional(v.string(), ''),
  cell_phone: v.optional(v.string(), ''),
  email: v.optional(v.string(), ''),
  privacy: v.optional(v.boolean(), true),
});

/** A passenger with its stable id (seats are assigned by it) and its own name (tickets are personal). */
export const travellerSchema = v.object({
  id: v.number(),
  type: v.picklist(passengerTypes),
  first_name: v.optional(v.string(), ''),
  last_name: v.optional(v.string(), ''),
  age: v.optional(v.nullable(v.number()), null),
});

export const reservationSchema = v.object({
  code: v.optional(v.nullable(v.string()), null),
  origin: v.optional(v.string(), ''),
  destination: v.optional(v.string(), ''),
  round: v.optional(v.boolean(), true),
  contact: v.optional(contactSchema, {}),
  departure: legSchema(false),
  return: legSchema(true),
  goes_contact: v.optional(v.boolean(), false),
  summary: v.optional(v.nullable(v.record(v.string(), v.unknown())), null),
  price_departure: v.optional(v.number(), 0),
  price_return: v.optional(v.number(), 0),
  promotional_code: v.optional(v.nullable(v.string()), null),
  configs: v.optional(v.record(v.string(), v.unknown()), {}),
  active_reward: v.optional(v.boolean(), false),
  passengers: v.optional(passengerCountsSchema, {}),
  /** One per passenger in the server's passenger order; empty until the reservation is created. */
  travellers: v.optional(v.array(travellerSchema), []),
  payment: v.optional(v.picklist(paymentStatuses), 'process'),
  released_seats: v.optional(v.array(v.unknown()), []),
  exist_traveller: v.optional(v.boolean(), false),
});

export type Reservation = v.InferOutput<typeof reservationSchema>;
export type ReservationInput = v.InferInput<typeof reservationSchema>;
export type Contact = Reservation['contact'];
export type ReservationTraveller = Reservation['travellers'][number];
export type ReservationLeg = Reservation['departure'];

export function defaultReservation(): Reservation {
  return v.parse(reservationSchema, {});
}

/** Completes a partial reservation with defaults; null when a present field has the wrong type. */
export function parseReservation(value: unknown): Reservation | null {
  const result = v.safeParse(reservationSchema, value);
  return result.success ? result.output : null;
}

/** The base64-JSON `reservation` value the server answers (Unicode-safe: names carry accents). */
export function encodeReservation(reservation: ReservationInput): string {
  return encodeBase64Json(reservation);
}

/** Decodes a base64-JSON reservation; null for anything corrupt or of the wrong shape. */
export function decodeReservation(encoded: string): Reservation | null {
  let value: unknown;
  try {
    value = decodeBase64Json(encoded);
  } catch {
    return null;
  }
  return parseReservation(value);
}

/**
 * The `reservation` of a response as a value: base64 JSON as the wire carries it, or already decoded by
 * the same-origin client (docs/rules/services-and-api.md#the-same-origin-variant decodes it); null for anything corrupt.
 */
export function readReservation(value: unknown): Reservation | null {
  return typeof value === 'string' ? decodeReservation(value) : parseReservation(value);
}
