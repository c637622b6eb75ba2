import { randomUUID } from 'node:crypto';
import { cardDigits, checkCard } from '../../domain/payments/card-rules';
import { mxnToUsdCents } from '../../domain/payments/payment-methods';
import type { Clock } from '../platform/clock';
import type { PaymentConfig } from './payment-config';
import type { ChargeQuote, ChargeRequest, ChargeResult, Money, PaymentGateway, RefundRequest, RefundResult } from './payment-gateway';
import { sandboxWalletOutcome } from './wallet-gateways';

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

/** A money movement the sandbox made; tests count these to prove nothing was charged twice. */
export interface SandboxLedgerEntry {
  kind: 'charge' | 'refund';
  id: string;
  idempotencyKey: string;
  money: Money;
  reservationCode: string;
  at: Date;
}

export interface SandboxGateway extends PaymentGateway {
  ledger(): readonly SandboxLedgerEntry[];
}

interface ChargeRecord {
  fingerprint: string;
  request: ChargeRequest;
  result: ChargeResult;
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

/**
 * The default gateway. It plays the provider's side, so it keeps the provider's state (charges by
 * idempotency key, open challenges) in memory; a real provider keeps that on its servers. The
 * payments table's unique idempotency key is what guards our side across replicas.
 */
export function createSandboxGateway(config: PaymentConfig, clock: Clock): SandboxGateway {
  const charges = new Map<string, ChargeRecord>();
  const challenges = new Map<string, string>(); // challenge id → idempotency key
  const refunds = new Map<string, { fingerprint: string; result: RefundResult }>();
  const refundedCents = new Map<string, number>();
  const chargeById = new Map<string, { money: Money; reservationCode: string }>();
  const ledger: SandboxLedgerEntry[] = [];

  function quoteFor(amountCents: number, method: ChargeRequest['method']): ChargeQuote {
    const amount: Money = { cents: amountCents, currency: 'MXN' };
    if (method.type === 'card' && outcomes.get(cardDigits(method.card.number)) === 'foreign') {
      return { amount, charged: { cents: mxnToUsdCents(amountCents, config.usdPerMxn), currency: 'USD' }, exchangeRate: config.usdPerMxn };
    }
    return { amount, charged: amount };
  }

  function capture(request: ChargeRequest, quote: ChargeQuote): ChargeResult {
    const chargeId = `ch_${randomUUID()}`;
    chargeById.set(chargeId, { money: quote.charged, reservationCode: request.reservationCode });
    ledger.push({ kind: 'charge', id: chargeId, idempotencyKey: request.idempotencyKey, money: quote.charged, reservationCode: request.reservationCode, at: clock.now() });
    const card = request.method.type === 'card' ? checkCard(request.method.card, clock.now()) : undefined;
    return {
      status: 'approved',
      chargeId,
      ...quote,
      ...(card?.ok ? { brand: card.brand, last4: card.last4 } : {}),
    };
  }

  function decide(request: ChargeRequest): ChargeResult {
    const quote = quoteFor(request.amountCents, request.method);
    if (request.method.type !== 'card') {
      const outcome = sandboxWalletOutcome(config, request.method.type, request.method.token);
      return outcome === 'approve' ? capture(request, quote) : { status: 'declined', reason: outcome };
    }
    if (!checkCard(request.method.card, clock.now()).ok) return { status: 'declined', reason: 'card_invalid' };
    switch (outcomes.get(cardDigits(request.method.card.number))) {
      case 'approve':
      case 'foreign':
        return capture(request, quote);
      case 'insufficient_funds':
        return { status: 'declined', reason: 'insufficient_funds' };
      case 'challenge': {
        const challengeId = `3ds_${randomUUID()}`;
        challenges.set(challengeId, request.idempotencyKey);
        return { status: 'challenge_required', challengeId, ...quote };
      }
      default:
        return { status: 'declined', reason: 'unknown_test_card' };
    }
  }

  return {
    async quote({ amountCents, method }) {
      return quoteFor(amountCents, method);
    },

    async charge(request) {
      if (!Number.isInteger(request.amountCents) || request.amountCents <= 0) throw new RangeError('amountCents must be a positive integer');
      const existing = charges.get(request.idempotencyKey);
      if (existing) {
        // Same key with another amount or card is a caller bug; answering with the old result would hide it.
        return existing.fingerprint === fingerprint(request) ? existing.result : { status: 'declined', reason: 'idempotency_conflict' };
      }
      // Decided and stored synchronously: concurrent calls with one key cannot both reach capture.
      const result = decide(request);
      charges.set(request.idempotencyKey, { fingerprint: fingerprint(request), request, result });
      return result;
    },

    async completeChallenge({ challengeId, code }) {
      const key = challenges.get(challengeId);
      const record = key === undefined ? undefined : charges.get(key);
      if (!record) return { status: 'declined', reason: 'challenge_failed' };
      // Once answered, the challenge keeps its outcome: a repeated submit neither charges again nor flips it.
      if (record.result.status !== 'challenge_required') return record.result;
      const quote = { amount: record.result.amount, charged: record.result.charged, exchangeRate: record.result.exchangeRate };
      record.result =
        code === config.sandboxChallengeCode
          ? capture(record.request, quote.exchangeRate === undefined ? { amount: quote.amount, charged: quote.charged } : quote)
          : { status: 'declined', reason: 'challenge_failed' };
      return record.result;
    },

    async refund(request: RefundRequest) {
      const print = JSON.stringify([request.chargeId, request.amountCents ?? null]);
      const existing = refunds.get(request.idempotencyKey);
      if (existing) return existing.fingerprint === print ? existing.result : { status: 'rejected', reason: 'idempotency_conflict' };
      const charge = chargeById.get(request.chargeId);
      let result: RefundResult;
      if (!charge) result = { status: 'rejected', reason: 'unknown_charge' };
      else {
        const already = refundedCents.get(request.chargeId) ?? 0;
        const cents = request.amountCents ?? charge.money.cents - already;
        if (cents <= 0 || already + cents > charge.money.cents) result = { status: 'rejected', reason: 'exceeds_charge' };
        else {
          refundedCents.set(request.chargeId, already + cents);
          const refunded: Money = { cents, currency: charge.money.currency };
          const refundId = `re_${randomUUID()}`;
          ledger.push({ kind: 'refund', id: refundId, idempotencyKey: request.idempotencyKey, money: refunded, reservationCode: charge.reservationCode, at: clock.now() });
          result = { status: 'refunded', refundId, refunded };
        }
      }
      refunds.set(request.idempotencyKey, { fingerprint: print, result });
      return result;
    },

    ledger: () => ledger,
  };
}
