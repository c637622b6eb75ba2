import * as v from 'valibot';
import { isCalendarDate } from './calendar-dates';
import { passengerTypes, type PassengerType } from './passengers';

// The shape of a search, shared by the browser form, the reservation chart and the server. It
// only checks types and formats and fills defaults; business rules (required fields, limits,
// windows) live in search-rules.ts so they can all be reported at once with their own codes.

export const calendarDateSchema = v.pipe(
  v.string(),
  v.check(isCalendarDate, 'Expected a calendar date as yyyy-mm-dd'),
);

const passengerCountSchema = v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0);

export const passengerCountsSchema = v.object(
  Object.fromEntries(passengerTypes.map((type) => [type, passengerCountSchema])) as Record<
    PassengerType,
    typeof passengerCountSchema
  >,
);

/** Bounds of the contract (openapi/websale.yaml CreateReservationRequest): terminal ids and promotional codes. */
export const PLACE_MAX_LENGTH = 60;
export const PROMOTIONAL_CODE_MAX_LENGTH = 40;

// Empty text and null both mean "not chosen yet", which the rules report as required.
const placeSchema = v.pipe(
  v.optional(v.nullable(v.pipe(v.string(), v.maxLength(PLACE_MAX_LENGTH))), ''),
  v.transform((value) => (value ?? '').trim()),
);

export const searchInputSchema = v.object({
  origin: placeSchema,
  destination: placeSchema,
  passengers: v.optional(passengerCountsSchema, {}),
  departure: v.optional(
    v.object({
      date: v.optional(v.nullable(calendarDateSchema), null),
      open: v.optional(v.boolean(), false),
    }),
    {},
  ),
  round: v.optional(v.boolean(), true),
  return: v.optional(
    v.object({
      date: v.optional(v.nullable(calendarDateSchema), null),
      open: v.optional(v.boolean(), true),
    }),
    {},
  ),
  promotional_code: v.pipe(
    v.optional(v.nullable(v.pipe(v.string(), v.maxLength(PROMOTIONAL_CODE_MAX_LENGTH))), null),
    v.transform((value) => (value ?? '').trim() || null),
  ),
});

/** What a caller may send: every field optional, defaults applied by the schema. */
export type SearchInput = v.InferInput<typeof searchInputSchema>;
/** A search after parsing: complete, trimmed, defaults filled. */
export type Search = v.InferOutput<typeof searchInputSchema>;

/** Promotional codes are short and alphanumeric (hyphens allowed); anything else is refused before asking the server. */
export const promotionalCodeSchema = v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9-]{3,20}$/));

export function isWellFormedPromotionalCode(code: string): boolean {
  return v.safeParse(promotionalCodeSchema, code).success;
}
