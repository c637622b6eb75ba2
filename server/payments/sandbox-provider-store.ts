import type { CardBrand } from '../../domain/payments/card-rules';
import type { ChargeResult, Money, RefundResult } from './payment-gateway';

// Where the sandbox gateway keeps the provider's side of a payment: charges by idempotency key, open
// 3-D Secure challenges, refunds. A real provider keeps these on its own servers, shared by every one of our
// server processes; the sandbox must do the same, or a challenge opened on one process and answered on
// another is unknown there. PostgreSQL keeps them in tables of their own (sandbox-provider-store.postgres.ts);
// the embedded PGlite runs one process, so memory is enough there.

/** A charge as the provider keeps it. Never the card number: its brand and last four digits only. */
export interface ProviderCharge {
  idempotencyKey: string;
  /** What the request was (amount, currency, card's last four, reservation): a repeated key must match it. */
  fingerprint: string;
  reservationCode: string;
  result: ChargeResult;
  /** The brand and last four an approval carries (a card, not a wallet). */
  card: { brand: CardBrand; last4: string } | null;
  /** The 3-D Secure challenge the charge was asked to pass, kept once answered (a repeated answer finds it). */
  challengeId: string | null;
  refundedCents: number;
  /** When money moved (the approval), for the ledger; ISO 8601. */
  capturedAt: string | null;
}

export interface ProviderRefund {
  idempotencyKey: string;
  fingerprint: string;
  chargeId: string;
  reservationCode: string;
  result: RefundResult;
  /** ISO 8601. */
  at: string;
}

/** A money movement the sandbox made; tests count these to prove nothing was charged twice. */
export interface SandboxLedgerEntry {
  kind: 'charge' | 'refund';
  id: string;
  idempotencyKey: string;
  money: Money;
  reservationCode: string;
  at: Date;
}

/** Reads and writes inside one `atomically` call. */
export interface ProviderRecords {
  chargeByChallenge(challengeId: string): Promise<ProviderCharge | undefined>;
  chargeById(chargeId: string): Promise<ProviderCharge | undefined>;
  /** Inserts or replaces the charge with this idempotency key. */
  saveCharge(charge: ProviderCharge): Promise<void>;
  refund(idempotencyKey: string): Promise<ProviderRefund | undefined>;
  saveRefund(refund: ProviderRefund): Promise<void>;
}

export interface ProviderStore {
  /**
   * Runs `work` while holding every lock named (an idempotency key, a challenge, a charge), so two requests
   * about the same payment, on any process, take turns: one key is charged once, one challenge answered once.
   */
  atomically<T>(locks: string[], work: (records: ProviderRecords) => Promise<T>): Promise<T>;
  /**
   * Keeps `charge` unless a charge with its idempotency key is kept already, and answers the one kept: a new
   * charge is one statement, with no lock (the key is unique), as a real provider answers in one call.
   */
  claimCharge(charge: ProviderCharge): Promise<ProviderCharge>;
  ledger(): Promise<SandboxLedgerEntry[]>;
  close(): Promise<void>;
}

/** The ledger the records make: the approved charges and the refunds made, oldest first. */
export function ledgerOf(charges: Iterable<ProviderCharge>, refunds: Iterable<ProviderRefund>): SandboxLedgerEntry[] {
  const entries: SandboxLedgerEntry[] = [];
  for (const c of charges) {
    if (c.result.status !== 'approved' || !c.capturedAt) continue;
    entries.push({ kind: 'charge', id: c.result.chargeId, idempotencyKey: c.idempotencyKey, money: c.result.charged, reservationCode: c.reservationCode, at: new Date(c.capturedAt) });
  }
  for (const r of refunds) {
    if (r.result.status !== 'refunded') continue;
    entries.push({ kind: 'refund', id: r.result.refundId, idempotencyKey: r.idempotencyKey, money: r.result.refunded, reservationCode: r.reservationCode, at: new Date(r.at) });
  }
  return entries.sort((a, b) => a.at.getTime() - b.at.getTime() || (a.kind === b.kind ? 0 : a.kind === 'charge' ? -1 : 1));
}

/** One process's store (PGlite, unit tests): maps, and one queue so `atomically` calls take turns. */
export function memoryProviderStore(): ProviderStore {
  const charges = new Map<string, ProviderCharge>();
  const refunds = new Map<string, ProviderRefund>();
  const find = async (test: (c: ProviderCharge) => boolean) => [...charges.values()].find(test);
  const records: ProviderRecords = {
    chargeByChallenge: (id) => find((c) => c.challengeId === id),
    chargeById: (id) => find((c) => c.result.status === 'approved' && c.result.chargeId === id),
    saveCharge: async (charge) => void charges.set(charge.idempotencyKey, structuredClone(charge)),
    refund: async (key) => refunds.get(key),
    saveRefund: async (refund) => void refunds.set(refund.idempotencyKey, structuredClone(refund)),
  };
  let queue: Promise<unknown> = Promise.resolve();
  return {
    atomically(_locks, work) {
      const run = queue.then(() => work(records));
      queue = run.catch(() => undefined);
      return run;
    },
    // No await between the look-up and the set: no `atomically` call can come between them.
    async claimCharge(charge) {
      const kept = charges.get(charge.idempotencyKey);
      if (kept) return structuredClone(kept);
      charges.set(charge.idempotencyKey, structuredClone(charge));
      return charge;
    },
    ledger: async () => ledgerOf(charges.values(), refunds.values()),
    close: async () => undefined,
  };
}
