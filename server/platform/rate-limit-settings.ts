// The rate limits an operator may set (decision 018); the stores and limiters are in rate-limits.ts.

/** At most `points` counted requests per client in a window of `windowSeconds` (fixed, from the first). */
export interface RateLimit {
  points: number;
  windowSeconds: number;
}

/** The limits an operator may set (RATE_LIMIT_* in config-from-env.ts); a service mounts them by name. */
export interface RateLimitSettings {
  /** Reservation lookups that failed (404 reservation_not_found: unknown code, wrong surname, wrong token), any service. */
  lookupFailures: RateLimit;
  /** Promotional-code checks, answered or refused. */
  promotionalCodes: RateLimit;
  /** Reservations created (each search of the booking flow creates one). */
  reservationCreates: RateLimit;
  /** Office operations refused for a wrong `x-api-key`. */
  officeKeyFailures: RateLimit;
}

export type LimitName = keyof RateLimitSettings;

export const defaultRateLimits: RateLimitSettings = {
  // A traveller mistyping a code or a surname a few times stays far below; a prober gets 20 guesses per 15 minutes.
  lookupFailures: { points: 20, windowSeconds: 15 * 60 },
  // A traveller tries a code or two; the codes are words, so guesses are what is limited.
  promotionalCodes: { points: 20, windowSeconds: 15 * 60 },
  // One per search: 60 in 10 minutes is a search every 10 seconds, which no family typing a form reaches.
  reservationCreates: { points: 60, windowSeconds: 10 * 60 },
  // The office's tool sends a configured key; a person typing it wrong ten times is already unusual.
  officeKeyFailures: { points: 10, windowSeconds: 15 * 60 },
};

