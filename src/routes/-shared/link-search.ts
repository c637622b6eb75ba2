import { LINK_TOKEN_MAX_LENGTH, RESERVATION_CODE_MAX_LENGTH } from '../../../domain/reservation/reservation-limits';

// The search of an address a reservation's link opens (decision 019: `?code=…&token=…`, the confirmation
// e-mail's and the tickets page's link), for my reservation's and invoicing's routes. Within the contracts'
// lengths (reservation-limits.ts, held to the OpenAPI contracts by a test); checked by hand, not with a schema
// library: route options are in the first JavaScript of every page (decision 014).

export interface LinkSearch {
  code?: string;
  token?: string;
}

const within = (value: unknown, max: number): value is string => typeof value === 'string' && value.length <= max;

export const linkSearch = (search: Record<string, unknown>): LinkSearch => ({
  ...(within(search.code, RESERVATION_CODE_MAX_LENGTH) ? { code: search.code } : {}),
  ...(within(search.token, LINK_TOKEN_MAX_LENGTH) ? { token: search.token } : {}),
});
