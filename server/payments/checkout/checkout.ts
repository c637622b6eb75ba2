import { inRetriedTransaction, type Database } from '../../db/database';
import type { RefundRequest } from '../payment-gateway';
import { abandonChallenge, approveAttempt, payAttempt, refundAttempt, type AttemptDeps, type AttemptRequest, type Challenge, type Charged } from './card-attempt';

export type { Challenge, Charged } from './card-attempt';

// The one checkout: an order of one or more items paid by card. Each kind of item (a bus reservation's seats
// and tickets, a schedule change's difference, and next a tour booking, a partner adventure) plugs in through
// CheckoutItem, a file of its own; nothing here knows what is sold. The items are priced, held while the bank
// is asked, then settled in the same transaction that records the payment's approval, so a payment is never
// recorded without what it bought, nor the other way round; an item that can no longer be sold gets the whole
// charge back.
//
// `deps.db` is the site's database, or a transaction the caller already holds: an order that must be paid once
// whatever the key (a bus reservation open in two tabs) locks itself first and runs the checkout under that
// lock, so the attempt commits with what the order wrote, and a concurrent request waits, then finds it paid
// (docs/decisions/051-the-bus-reservation-pays-through-the-one-checkout.md).

/** What an item throws when it can no longer be sold (a seat taken meanwhile, a timeslot sold out). */
export class ItemRefused extends Error {
  constructor(
    readonly code: string,
    readonly field?: string,
    /** Shown with the code (the seat numbers taken). */
    readonly detail?: string,
    /** What the gateway is told when the charge goes back because of it. */
    readonly refundReason: RefundRequest['reason'] = 'duplicate',
  ) {
    super(code);
  }
}

export interface SettledPayment extends Charged {
  chargeId: string;
  /** The attempt's idempotency key. */
  key: string;
}

/** Why an item lets go of what it held. */
export interface Released {
  /** The bank's decline reason, the item's refusal code, or the attempt's (a key reused). */
  reason: string;
  /** The charge was approved, then given back whole because an item could no longer be sold. */
  refunded?: { payment: SettledPayment; refundId: string };
}

export interface CheckoutItem<Receipt = unknown> {
  /** What it costs, MXN cents, as the order is priced now; the same on the challenge's answer. */
  priceCents(): Promise<number>;
  /**
   * Keeps what it sells while the bank is asked; throws ItemRefused when it is gone. Called on every request
   * that asks the bank (a card, a wallet's token, the challenge's code), a repeated one too: holding what this
   * order already holds must change nothing.
   */
  hold(): Promise<void>;
  /** The bank asked for its 3-D Secure code: what the item shows while it waits (optional). */
  waitForCode?(challenge: Challenge): Promise<void>;
  /** Sells it in the transaction that records the approval; throws ItemRefused when it can no longer be sold. */
  settle(tx: Database, payment: SettledPayment): Promise<Receipt>;
  /** Lets go what `hold` kept (a decline, a refusal), told why. */
  release(released: Released): Promise<void>;
}

export type CheckoutRequest = Omit<AttemptRequest, 'amountCents'>;

export type CheckoutOutcome<Receipt> =
  | { status: 'paid'; payment: SettledPayment; receipts: Receipt[] }
  | { status: 'challenge' }
  | { status: 'declined'; reason: string }
  | { status: 'refused'; code: string; field?: string; detail?: string };

const refusedBy = (error: ItemRefused) => ({ status: 'refused' as const, code: error.code, ...(error.field ? { field: error.field } : {}), ...(error.detail ? { detail: error.detail } : {}) });

async function releaseAll(items: readonly CheckoutItem[], released: Released): Promise<void> {
  for (const item of items) await item.release(released);
}

/**
 * Pays the order by card (with 3-D Secure when the bank asks) and settles its items. The same request
 * repeated (the same key) charges nothing more; of two concurrent ones, one settles and the other is told the
 * payment is under way.
 */
export async function checkoutByCard<Receipt>(deps: AttemptDeps, request: CheckoutRequest, items: ReadonlyArray<CheckoutItem<Receipt>>): Promise<CheckoutOutcome<Receipt>> {
  let amountCents = 0;
  for (const item of items) amountCents += await item.priceCents();
  if (request.card || request.wallet || request.challengeCode !== undefined) {
    try {
      for (const item of items) await item.hold();
    } catch (error) {
      await releaseAll(items, { reason: error instanceof ItemRefused ? error.code : 'hold_failed' });
      if (!(error instanceof ItemRefused)) throw error;
      // Gone while the bank waited for its code: the challenge is closed before the bank is asked.
      if (request.challengeCode !== undefined) await abandonChallenge(deps, request.key, error.code);
      return refusedBy(error);
    }
  }
  const paid = await payAttempt(deps, { ...request, amountCents });
  if (paid.status === 'challenge') {
    if (paid.opened) for (const item of items) await item.waitForCode?.(paid.opened);
    return { status: 'challenge' };
  }
  if (paid.status === 'declined' || paid.status === 'refused') {
    const reason = paid.status === 'declined' ? paid.reason : paid.code;
    await releaseAll(items, { reason });
    return paid.status === 'declined' ? paid : { status: 'refused', code: paid.code, field: paid.code === 'card_required' || paid.code === 'card_invalid' ? 'card' : 'idempotency_key' };
  }
  if (!paid.settle) return { status: 'refused', code: 'payment_in_progress', field: 'idempotency_key' };
  const payment: SettledPayment = { chargeId: paid.chargeId, key: request.key, charged: paid.charged, ...(paid.exchangeRate === undefined ? {} : { exchangeRate: paid.exchangeRate }) };
  try {
    const receipts = await inRetriedTransaction(deps.db, async (tx) => {
      // Another request with this key settled first: nothing is sold twice.
      if (!(await approveAttempt(tx, request.key, paid.chargeId, deps.clock.now()))) throw new ItemRefused('payment_in_progress', 'idempotency_key');
      const settled: Receipt[] = [];
      for (const item of items) settled.push(await item.settle(tx, payment));
      return settled;
    });
    return { status: 'paid', payment, receipts };
  } catch (error) {
    if (!(error instanceof ItemRefused)) throw error;
    if (error.code !== 'payment_in_progress') {
      // Charged, but it can no longer be sold: the whole charge goes back, and what was held is let go.
      const refundId = await refundAttempt(deps, request.key, paid.chargeId, error.refundReason);
      await releaseAll(items, { reason: error.code, ...(refundId === null ? {} : { refunded: { payment, refundId } }) });
    }
    return refusedBy(error);
  }
}
