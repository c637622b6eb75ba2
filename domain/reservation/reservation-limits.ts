// The lengths the contracts give a reservation's code and its link token (decision 019), as plain numbers: the
// routes check their addresses' search with them in the first JavaScript of every page, which carries no schema
// library (decision 014). tests/server/reservation-code-contract.test.ts holds the OpenAPI contracts to them.

/**
 * The longest code any operation accepts, and any form lets a traveller type: longer than an issued code
 * (reservation-code.ts RESERVATION_CODE_LENGTH) on purpose, see reservationCodeSchema.
 */
export const RESERVATION_CODE_MAX_LENGTH = 20;

/** The longest link token any operation accepts (the confirmation e-mail's link, confirmReservation's `link_token`). */
export const LINK_TOKEN_MAX_LENGTH = 128;
