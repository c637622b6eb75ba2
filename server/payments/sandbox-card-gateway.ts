import { randomUUID } from 'node:crypto';
import { cardDigits, checkCard } from '../../domain/payments/card-rules';
import { mxnToUsdCents } from '../../domain/payments/payment-methods';
import type { Clock } from '../platform/clock';
import type { PaymentConfig } from './payment-config';
import type { ChargeQuote, ChargeRequest, ChargeResult, Money, PaymentGateway, RefundRequest, RefundResult } from './payment-gateway';
import { memoryProviderStore, type ProviderCharge, type ProviderStore, type SandboxLedgerEntry } from './sandbox-provider-store';
import { postgresProviderStore } from './sandbox-provider-store.postgres';
import { sandboxWalletOutcome } from './wallet-gateways';

export type { SandboxLedgerEntry };

/**
 * Test cards of the sandbox gateway. Any name, any future expiry (MM/YY), any CVV of the right
 * length (4 digits for Amex) work with them; the 3-D Secure page accepts the code in
 * PaymentConfig.sandboxChallengeCode ('123456' by default), any other code declines.
 *
 * | number              | outcome                                              |
 * |---------------------|------------------------------------------------------|
 * | 4242 4242 4242 4242 | approved (Visa)                                      |
 * | 5555 5555 5555 4444 | approved (Mastercard)                                |
 * | 3782 822463 10005   | approved (American Express)                          |
 * | 4000 0000 0000 9995 | declined: insufficient funds                         |
 * | 4000 0000 0000 3220 | 3-D Secure challenge, then approved with the code    |
 * | 4000 0084 0000 0001 | foreign card: approved, charged in USD at the rate   |
 *
 * Any other valid card number is declined with `unknown_test_card`, so a real card typed into a
 * demo never looks as if it had been charged.
 */
export const sandboxTestCards = {
  approve: '4242424242424242',
  approveMastercard: '5555555555554444',
  approveAmex: '378282246310005',
  insufficientFunds: '4000000000009995',
  challenge: '4000000000003220',
  foreign: '4000008400000001',
} as const;

type CardOutcome = 'approve' | 'insufficient_funds' | 'challenge' | 'foreign';
const outcomes = new Map<string, CardOutcome>([
  [sandboxTestCards.approve, 'approve'],
  [sandboxTestCards.approveMastercard, 'approve'],
  [sandboxTestCards.approveAmex, 'approve'],
  [sandboxTestCards.insufficientFunds, 'insufficient_funds'],
  [sandboxTestCards.challenge, 'challenge'],
  [sandboxTestCards.foreign, 'foreign'],
]);

export interface SandboxGateway extends PaymentGateway {
  /** Every charge and refund made, oldest first, whichever process made it. */
  ledger(): Promise<readonly SandboxLedgerEntry[]>;
  close(): Promise<void>;
}

/**
 * Only the last four digits identify the card here: a payment page restored after a reload holds
 * a masked card (it never stores the full number), and repeating its charge with the same key
 * must find the original result rather than look like a different request.
 */
function fingerprint(request: ChargeRequest): string {
  const method = request.method.type === 'card' ? `card:${cardDigits(request.method.card.number).slice(-4)}` : `${request.method.type}:${request.method.token}`;
  return JSON.stringify([request.amountCents, request.currency, method, request.reservationCode]);
}

type Decision = Pick<ProviderCharge, 'result' | 'card' | 'challengeId'>;

/**
 * The default gateway. It plays the provider's side, so it keeps the provider's records (charges by
 * idempotency key, open challenges, refunds) in a store every server process shares
 * (sandbox-provider-store.ts); the payments table's unique idempotency key guards our side.
 */
export function createSandboxGateway(config: PaymentConfig, clock: Clock, store: ProviderStore = memoryProviderStore()): SandboxGateway {
  function quoteFor(amountCents: number, method: ChargeRequest['method']): ChargeQuote {
    const amount: Money = { cents: amountCents, currency: 'MXN' };
    if (method.type === 'card' && outcomes.get(cardDigits(method.card.number)) === 'foreign') {
      return { amount, charged: { cents: mxnToUsdCents(amountCents, config.usdPerMxn), currency: 'USD' }, exchangeRate: config.usdPerMxn };
    }
    return { amount, charged: amount };
  }

  function approval(quote: ChargeQuote, card: ProviderCharge['card']): ChargeResult {
    return { status: 'approved', chargeId: `ch_${randomUUID()}`, ...quote, ...(card ? { brand: card.brand, last4: card.last4 } : {}) };
  }

  function decide(request: ChargeRequest): Decision {
    const quote = quoteFor(request.amountCents, request.method);
    const none = { card: null, challengeId: null };
    if (request.method.type !== 'card') {
      const outcome = sandboxWalletOutcome(config, request.method.type, request.method.token);
      return { ...none, result: outcome === 'approve' ? approval(quote, null) : { status: 'declined', reason: outcome } };
    }
    const checked = checkCard(request.method.card, clock.now());
    if (!checked.ok) return { ...none, result: { status: 'declined', reason: 'card_invalid' } };
    const card = { brand: checked.brand, last4: checked.last4 };
    switch (outcomes.get(cardDigits(request.method.card.number))) {
      case 'approve':
      case 'foreign':
        return { card, challengeId: null, result: approval(quote, card) };
      case 'insufficient_funds':
        return { ...none, result: { status: 'declined', reason: 'insufficient_funds' } };
      case 'challenge': {
        const challengeId = `3ds_${randomUUID()}`;
        return { card, challengeId, result: { status: 'challenge_required', challengeId, ...quote } };
      }
      default:
        return { ...none, result: { status: 'declined', reason: 'unknown_test_card' } };
    }
  }

  const capturedAt = (result: ChargeResult) => (result.status === 'approved' ? clock.now().toISOString() : null);

  return {
    async quote({ amountCents, method }) {
      return quoteFor(amountCents, method);
    },

    async charge(request) {
      if (!Number.isInteger(request.amountCents) || request.amountCents <= 0) throw new RangeError('amountCents must be a positive integer');
      // Decided first, kept only if the key is new: a repeated key answers what it was first answered.
      const decision = decide(request);
      const print = fingerprint(request);
      const kept = await store.claimCharge({ idempotencyKey: request.idempotencyKey, fingerprint: print, reservationCode: request.reservationCode, refundedCents: 0, capturedAt: capturedAt(decision.result), ...decision });
      // Same key with another amount or card is a caller bug; answering with the old result would hide it.
      return kept.fingerprint === print ? kept.result : { status: 'declined', reason: 'idempotency_conflict' };
    },

    async completeChallenge({ challengeId, code }) {
      return store.atomically([`challenge:${challengeId}`], async (records): Promise<ChargeResult> => {
        const charge = await records.chargeByChallenge(challengeId);
        if (!charge) return { status: 'declined', reason: 'challenge_failed' };
        // Once answered, the challenge keeps its outcome: a repeated submit neither charges again nor flips it.
        if (charge.result.status !== 'challenge_required') return charge.result;
        const { amount, charged, exchangeRate } = charge.result;
        const result: ChargeResult =
          code === config.sandboxChallengeCode
            ? approval(exchangeRate === undefined ? { amount, charged } : { amount, charged, exchangeRate }, charge.card)
            : { status: 'declined', reason: 'challenge_failed' };
        await records.saveCharge({ ...charge, result, capturedAt: capturedAt(result) });
        return result;
      });
    },

    async refund(request: RefundRequest) {
      const print = JSON.stringify([request.chargeId, request.amountCents ?? null]);
      return store.atomically([`refund:${request.idempotencyKey}`, `charge:${request.chargeId}`], async (records): Promise<RefundResult> => {
        const existing = await records.refund(request.idempotencyKey);
        if (existing) return existing.fingerprint === print ? existing.result : { status: 'rejected', reason: 'idempotency_conflict' };
        const charge = await records.chargeById(request.chargeId);
        let result: RefundResult;
        if (!charge || charge.result.status !== 'approved') result = { status: 'rejected', reason: 'unknown_charge' };
        else {
          const money = charge.result.charged;
          const cents = request.amountCents ?? money.cents - charge.refundedCents;
          if (cents <= 0 || charge.refundedCents + cents > money.cents) result = { status: 'rejected', reason: 'exceeds_charge' };
          else {
            await records.saveCharge({ ...charge, refundedCents: charge.refundedCents + cents });
            result = { status: 'refunded', refundId: `re_${randomUUID()}`, refunded: { cents, currency: money.currency } };
          }
        }
        const at = clock.now().toISOString();
        await records.saveRefund({ idempotencyKey: request.idempotencyKey, fingerprint: print, chargeId: request.chargeId, reservationCode: charge?.reservationCode ?? '', result, at });
        return result;
      });
    },

    ledger: () => store.ledger(),
    close: () => store.close(),
  };
}

/** The sandbox with the store that fits the database: PostgreSQL's tables when there is one, memory on PGlite. */
export async function openSandboxGateway(config: PaymentConfig, clock: Clock, databaseUrl: string | undefined): Promise<SandboxGateway> {
  return createSandboxGateway(config, clock, databaseUrl ? await postgresProviderStore(databaseUrl) : memoryProviderStore());
}
