import { LINK_TOKEN_MAX_LENGTH, RESERVATION_CODE_MAX_LENGTH } from '../../../domain/reservation/reservation-limits';

// The search of an address a reservation's link opens (decision 019: `?code=…&token=…`, the confirmation
// e-mail's and the tickets page's link; a tour booking's e-mail link `?tour=…`, decision 059), for my
// reservation's and invoicing's routes. Within the contracts'
// lengths (reservation-limits.ts, held to the OpenAPI contracts by a test); checked by hand, not with a schema
// library: route options are in the first JavaScript of every page (decision 014).

export interface LinkSearch {
  code?: string;
  token?: string;
  /** A tour booking's id, from its confirmation e-mail's link (it may cancel the booking). */
  tour?: string;
}

/** A tour booking's id is 22 base64url characters; the contract takes up to 64. */
const TOUR_BOOKING_ID_MAX_LENGTH = 64;

const within = (value: unknown, max: number): value is string => typeof value === 'string' && value.length <= max;

export const linkSearch = (search: Record<string, unknown>): LinkSearch => ({
  ...(within(search.code, RESERVATION_CODE_MAX_LENGTH) ? { code: search.code } : {}),
  ...(within(search.token, LINK_TOKEN_MAX_LENGTH) ? { token: search.token } : {}),
  ...(within(search.tour, TOUR_BOOKING_ID_MAX_LENGTH) ? { tour: search.tour } : {}),
});
