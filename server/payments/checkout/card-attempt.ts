import { checkCard, type CardInput } from '../../../domain/payments/card-rules';
import type { WalletId } from '../../../domain/payments/payment-methods';
import type { Database } from '../../db/database';
import type { Clock } from '../../platform/clock';
import type { ChargeMethod, ChargeResult, DeclineReason, Money, PaymentGateway, RefundRequest } from '../payment-gateway';
import { attemptByKey, claimAttempt, closeChallenge, markRefunded, recordAnswer, type AttemptRow } from './payment-attempts.queries';

export { approveAttempt } from './payment-attempts.queries';

// One card payment attempt for an order, by its idempotency key, with its 3-D Secure challenge: the first
// request charges the card; a challenge waits in the database for its code, which any server process may
// receive; the same key repeated answers as the first time and never charges twice. An approval is recorded by
// the checkout (checkout.ts) in the transaction that settles what was sold, so the two commit together.

export interface AttemptRequest {
  key: string;
  /** What is paid for; a key already used for another order or amount is refused. */
  orderRef: string;
  reservationId: number | null;
  reservationCode: string;
  amountCents: number;
  /** The card, on the first request of the attempt. */
  card?: CardInput;
  /** Instead of a card, a wallet's payment token (PayPal, Apple Pay, Google Pay): charged the same way, never challenged. */
  wallet?: { type: WalletId; token: string };
  /** The bank's one-time code, on the request that answers the challenge. */
  challengeCode?: string;
}

/** What the payer's card was charged: MXN, or USD at a rate for a foreign card (docs/rules/payment.md#currency). */
export interface Charged {
  charged: Money;
  /** USD per MXN, only when charged in USD. */
  exchangeRate?: number;
}

/** The bank's 3-D Secure challenge, as the gateway opened it. */
export interface Challenge extends Charged {
  challengeId: string;
}

export type AttemptOutcome =
  /** `settle`: the gateway approved an attempt still open here, so this request records it and settles the order. */
  | { status: 'approved'; chargeId: string; settle: false }
  | ({ status: 'approved'; chargeId: string; settle: true } & Charged)
  /** `opened`: the gateway has just opened it (not a repeat that finds it waiting). */
  | { status: 'challenge'; opened?: Challenge }
  | { status: 'declined'; reason: DeclineReason | string }
  | { status: 'refused'; code: 'card_required' | 'card_invalid' | 'idempotency_key_reused' | 'challenge_not_pending' | 'payment_in_progress' | 'payment_refunded' };

export interface AttemptDeps {
  /** The site's database, or a transaction the caller holds (checkout.ts says when). */
  db: Database;
  clock: Clock;
  gateway: PaymentGateway;
}

function outcomeOf(row: AttemptRow): AttemptOutcome {
  switch (row.status) {
    case 'approved':
      return { status: 'approved', chargeId: row.chargeId ?? '', settle: false };
    case 'challenge':
      return { status: 'challenge' };
    case 'declined':
      return { status: 'declined', reason: row.declineReason ?? 'declined' };
    case 'refunded':
      return { status: 'refused', code: 'payment_refunded' };
    default:
      return { status: 'refused', code: 'payment_in_progress' };
  }
}

const chargedOf = (result: Charged): Charged => (result.exchangeRate === undefined ? { charged: result.charged } : { charged: result.charged, exchangeRate: result.exchangeRate });

async function record(deps: AttemptDeps, key: string, result: ChargeResult): Promise<AttemptOutcome> {
  const now = deps.clock.now();
  if (result.status === 'challenge_required') {
    await recordAnswer(deps.db, key, { status: 'challenge', challengeId: result.challengeId }, now);
    return { status: 'challenge', opened: { challengeId: result.challengeId, ...chargedOf(result) } };
  }
  if (result.status === 'declined') {
    await recordAnswer(deps.db, key, { status: 'declined', declineReason: result.reason }, now);
    return { status: 'declined', reason: result.reason };
  }
  // Recorded with the settlement (approveAttempt), in one transaction: of two requests with one key, one does.
  return { status: 'approved', chargeId: result.chargeId, settle: true, ...chargedOf(result) };
}

/** What the gateway charges: the card, or the wallet's token. */
function meansOf(request: AttemptRequest): ChargeMethod | undefined {
  if (request.card) return { type: 'card', card: request.card };
  return request.wallet;
}

export async function payAttempt(deps: AttemptDeps, request: AttemptRequest): Promise<AttemptOutcome> {
  const means = meansOf(request);
  // The usual request, a first try with a card or a wallet that can be charged: its key claimed at once, one
  // statement. A key claimed already (a repeat, a twin, a challenge) is read and answered below, as before.
  const chargeable = request.challengeCode === undefined && means !== undefined && (means.type !== 'card' || checkCard(means.card, deps.clock.now()).ok);
  if (chargeable && (await claimAttempt(deps.db, attemptRow(request), deps.clock.now()))) return charge(deps, request, means);
  const existing = await attemptByKey(deps.db, request.key);
  if (existing) {
    if (existing.orderRef !== request.orderRef || existing.amountCents !== request.amountCents) return { status: 'refused', code: 'idempotency_key_reused' };
    if (existing.status === 'challenge' && request.challengeCode !== undefined) {
      return record(deps, request.key, await deps.gateway.completeChallenge({ challengeId: existing.challengeId ?? '', code: request.challengeCode }));
    }
    // Left pending (a process stopped between the claim and the gateway's answer): the gateway answers a
    // repeated key with its first result, so asking again is safe.
    if (existing.status === 'pending' && means) return charge(deps, request, means);
    return outcomeOf(existing);
  }
  if (request.challengeCode !== undefined) return { status: 'refused', code: 'challenge_not_pending' };
  if (!means) return { status: 'refused', code: 'card_required' };
  if (means.type === 'card' && !checkCard(means.card, deps.clock.now()).ok) return { status: 'refused', code: 'card_invalid' };
  // Reached with a chargeable request only when its claim above met the key, whose row is gone since (a twin's
  // transaction rolled back): claimed now, or answered as the twin's.
  const claimed = await claimAttempt(deps.db, attemptRow(request), deps.clock.now());
  if (!claimed) {
    // A concurrent twin claimed the key first: its answer, once recorded, is this request's too.
    const twin = await attemptByKey(deps.db, request.key);
    return twin ? outcomeOf(twin) : { status: 'refused', code: 'payment_in_progress' };
  }
  return charge(deps, request, means);
}

const attemptRow = (request: AttemptRequest) => ({ idempotencyKey: request.key, orderRef: request.orderRef, reservationId: request.reservationId, amountCents: request.amountCents });

async function charge(deps: AttemptDeps, request: AttemptRequest, method: ChargeMethod): Promise<AttemptOutcome> {
  const result = await deps.gateway.charge({ amountCents: request.amountCents, currency: 'MXN', method, idempotencyKey: request.key, reservationCode: request.reservationCode });
  return record(deps, request.key, result);
}

/**
 * The order refused its challenge's answer before the bank was asked (what it sells is gone): the challenge is
 * closed with why, so its code completes nothing later. The bank charges nothing until it has the code.
 */
export async function abandonChallenge(deps: AttemptDeps, key: string, reason: string): Promise<void> {
  await closeChallenge(deps.db, key, reason, deps.clock.now());
}

/**
 * What was sold could not be settled after the charge: the whole charge goes back, once (the key is derived from
 * the attempt's). The refund's id, or null when the gateway rejected it (the attempt then stays as it was).
 */
export async function refundAttempt(deps: AttemptDeps, key: string, chargeId: string, reason: RefundRequest['reason'] = 'duplicate'): Promise<string | null> {
  const refund = await deps.gateway.refund({ chargeId, idempotencyKey: `undo-${key}`, reason });
  if (refund.status !== 'refunded') return null;
  await markRefunded(deps.db, key, deps.clock.now());
  return refund.refundId;
}
