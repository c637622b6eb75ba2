import type { Clock } from '../platform/clock';
import type { ServerConfig } from '../platform/config';
import type { Database } from '../db/database';
import type { PaymentConfig } from '../payments/payment-config';
import type { PaymentGateway } from '../payments/payment-gateway';
import type { RateLimits } from '../platform/rate-limits';
import type { Readiness } from '../platform/lifecycle';
import type { InvoicingEngine } from '../invoicing/invoicing-engine';
import type { OctoPartner } from '../partners/octo/octo-client';
import type { AdventureSettings } from '../platform/adventure-settings';
import type { KeptReads } from '../platform/kept-reads';

/** The payment adapter and its settings; the sandbox card gateway unless the start-up wires another. */
export interface PaymentDeps {
  gateway: PaymentGateway;
  config: PaymentConfig;
}

/** The activities partner the adventures are resold from (OCTO), and how. */
export interface AdventuresDeps {
  partner: OctoPartner;
  settings: AdventureSettings;
}

// Everything a service needs from the outside world; tests pass an in-memory database and a fixed clock.
export interface AppDeps {
  db: Database;
  clock: Clock;
  config: ServerConfig;
  /** Optional for callers: createApp supplies the sandbox gateway with the default payment settings. */
  payments?: PaymentDeps;
  /** Optional for callers: createApp counts in memory unless given PostgreSQL's store (openRateLimits). */
  rateLimits?: RateLimits;
  /** Optional for callers: the invoicing services load the sandbox issuer (or INVOICING_* settings) when absent. */
  invoicing?: InvoicingEngine;
  /** Optional for callers: whether the process is stopping (the readiness probe answers 503); never, by default. */
  readiness?: Readiness;
  /** Optional for callers: without it the adventures answer partner_unavailable (no partner configured). */
  adventures?: AdventuresDeps;
  /** Optional: the reads (seat maps) this process keeps until PostgreSQL announces a change (decision 075); read each time without. */
  keptReads?: KeptReads;
}

/** AppDeps once createApp has filled in the defaults; what the service routes receive. */
export type ResolvedDeps = AppDeps & { payments: PaymentDeps; rateLimits: RateLimits; adventures: AdventuresDeps };
