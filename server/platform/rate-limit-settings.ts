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
  /** Frequent-traveller sign-ins and registrations refused, per client (docs/rules/loyalty.md#signing-in). */
  signInFailures: RateLimit;
  /** Sign-ins refused for one account (card, e-mail or phone), whoever tries: slows a spread-out guesser. */
  accountSignInFailures: RateLimit;
  /** Password-recovery codes sent or tried, per client and per identifier as typed. */
  recoveryAttempts: RateLimit;
  /** Messages sent from the contact page (docs/rules/content-pages.md#the-contact-page). */
  contactMessages: RateLimit;
  /** Confirmation e-mails sent again from "my reservation", per reservation (docs/rules/my-reservation.md#resending-the-e-mail). */
  ticketResends: RateLimit;
  /** Reservation lookups by code, found or not (itinerary, invoicing), per client (decision 063). */
  lookups: RateLimit;
  /** One-time codes proving a reservation's contact, sent or tried, per reservation (decision 063). */
  proofCodes: RateLimit;
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
  // A traveller who forgot which password is far below; a guesser from one address gets 10 per 15 minutes.
  signInFailures: { points: 10, windowSeconds: 15 * 60 },
  // Five wrong passwords lock the account's sign-in for the rest of 15 minutes (recovery stays open).
  accountSignInFailures: { points: 5, windowSeconds: 15 * 60 },
  // A code or two per recovery; 5 sends or tries an hour bounds the messages and the guesses of a 6-digit code.
  recoveryAttempts: { points: 5, windowSeconds: 60 * 60 },
  // A traveller writes once, maybe twice to add something; five an hour stops a script filling the inbox.
  contactMessages: { points: 5, windowSeconds: 60 * 60 },
  // A traveller who lost the e-mail asks once or twice; three an hour per reservation stops filling an inbox.
  ticketResends: { points: 3, windowSeconds: 60 * 60 },
  // A traveller opens a reservation or two, and again after each change; 60 in 15 minutes leaves a family's hotel
  // room far below, and bounds what one address reads, found or not.
  lookups: { points: 60, windowSeconds: 15 * 60 },
  // A code or two per visit (one resent when it did not arrive); 5 sends and 5 wrong tries an hour per reservation
  // bound the messages and the guesses of a 6-digit code.
  proofCodes: { points: 5, windowSeconds: 60 * 60 },
};

