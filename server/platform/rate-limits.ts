import type pg from 'pg';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { LimitName, RateLimit, RateLimitSettings } from './rate-limit-settings';
import { apartFromRequest } from './client-presence';

// Rate limits (decision 018), built on rate-limiter-flexible. On PostgreSQL the counts live in one table
// (`rate_limits`, created by the library) so every replica sees the same counts; on the embedded PGlite,
// a single process by construction, they live in memory. Hono-free: the middleware is server/http/rate-limit.ts.

/** One limit, for one client key at a time. Seconds to wait are whole seconds, at least 1. */
export interface Limiter {
  readonly limit: RateLimit;
  /** Counts one attempt; the seconds to wait when it is over the limit, else 0 (let it through). */
  take(key: string): Promise<number>;
  /** Gives back an attempt taken by `take` (a lookup that found its reservation does not count). */
  giveBack(key: string): Promise<void>;
  /** Forgets the client's count. */
  reset(key: string): Promise<void>;
}

export type RateLimits = Record<LimitName, Limiter>;

const keyPrefixes: Record<LimitName, string> = {
  lookupFailures: 'lookup',
  promotionalCodes: 'promo',
  reservationCreates: 'create',
  officeKeyFailures: 'office',
  signInFailures: 'signin',
  accountSignInFailures: 'signin-account',
  recoveryAttempts: 'recovery',
  contactMessages: 'contact',
  ticketResends: 'resend',
  lookups: 'lookups',
  proofCodes: 'proof',
};

/** The table of the PostgreSQL store, shared by every limit (keys carry the limit's prefix). */
export const RATE_LIMIT_TABLE = 'rate_limits';

function logStoreError(name: LimitName, error: unknown) {
  console.error(JSON.stringify({ level: 'error', task: 'rate-limit', limit: name, error: error instanceof Error ? error.name : 'unknown' }));
}

function limiterOver(name: LimitName, limit: RateLimit, store: RateLimiterAbstract): Limiter {
  return {
    limit,
    async take(key) {
      try {
        // A count is not a change the request must finish (decision 078): a request whose client goes after it still stops.
        await apartFromRequest(() => store.consume(key));
        return 0;
      } catch (refusal) {
        if (refusal instanceof RateLimiterRes) return Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
        // The store failed and so did its in-memory insurance: let the request through rather than refuse everyone.
        logStoreError(name, refusal);
        return 0;
      }
    },
    async giveBack(key) {
      await apartFromRequest(() => store.reward(key)).catch((error: unknown) => logStoreError(name, error));
    },
    async reset(key) {
      await apartFromRequest(() => store.delete(key)).catch((error: unknown) => logStoreError(name, error));
    },
  };
}

const memoryOptions = (name: LimitName, limit: RateLimit) => ({ keyPrefix: keyPrefixes[name], points: limit.points, duration: limit.windowSeconds });

/** In-memory counts: the embedded PGlite (one process), and the default of createApp. */
export function memoryRateLimits(settings: RateLimitSettings): RateLimits {
  const make = (name: LimitName) => limiterOver(name, settings[name], new RateLimiterMemory(memoryOptions(name, settings[name])));
  return {
    lookupFailures: make('lookupFailures'),
    promotionalCodes: make('promotionalCodes'),
    reservationCreates: make('reservationCreates'),
    officeKeyFailures: make('officeKeyFailures'),
    signInFailures: make('signInFailures'),
    accountSignInFailures: make('accountSignInFailures'),
    recoveryAttempts: make('recoveryAttempts'),
    contactMessages: make('contactMessages'),
    ticketResends: make('ticketResends'),
    lookups: make('lookups'),
    proofCodes: make('proofCodes'),
  };
}

async function postgresStore(pool: pg.Pool, name: LimitName, limit: RateLimit, first: boolean): Promise<RateLimiterPostgres> {
  // The library reports through a callback when its table is there (at once when told it exists).
  let ready!: (error?: Error) => void;
  const created = new Promise<void>((resolve, reject) => {
    ready = (error) => (error ? reject(error) : resolve());
  });
  const store = new RateLimiterPostgres(
    {
      ...memoryOptions(name, limit),
      storeClient: pool,
      tableName: RATE_LIMIT_TABLE,
      // The first limit creates the table; the others find it. One of them sweeps expired rows (every 5 min).
      tableCreated: !first,
      clearExpiredByTimeout: first,
      // If the database does not answer, count in memory meanwhile instead of failing the request.
      insuranceLimiter: new RateLimiterMemory(memoryOptions(name, limit)),
    },
    (error?: Error) => ready(error),
  );
  await created;
  return store;
}

/** Counts in PostgreSQL through `pool`, shared by every replica on the same database. Creates its table if missing. */
export async function postgresRateLimits(settings: RateLimitSettings, pool: pg.Pool): Promise<RateLimits> {
  const make = async (name: LimitName, first = false) => limiterOver(name, settings[name], await postgresStore(pool, name, settings[name], first));
  const lookupFailures = await make('lookupFailures', true);
  return {
    lookupFailures,
    promotionalCodes: await make('promotionalCodes'),
    reservationCreates: await make('reservationCreates'),
    officeKeyFailures: await make('officeKeyFailures'),
    signInFailures: await make('signInFailures'),
    accountSignInFailures: await make('accountSignInFailures'),
    recoveryAttempts: await make('recoveryAttempts'),
    contactMessages: await make('contactMessages'),
    ticketResends: await make('ticketResends'),
    lookups: await make('lookups'),
    proofCodes: await make('proofCodes'),
  };
}

/** The store that fits the database: PostgreSQL's when there is a pool, memory on the embedded PGlite. */
export function openRateLimits(settings: RateLimitSettings, pool: pg.Pool | undefined): Promise<RateLimits> {
  return pool ? postgresRateLimits(settings, pool) : Promise.resolve(memoryRateLimits(settings));
}
