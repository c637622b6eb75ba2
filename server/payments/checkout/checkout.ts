import { inRetriedTransaction, type Database } from '../../db/database';
import { approveAttempt, payAttempt, refundAttempt, type AttemptDeps, type AttemptRequest } from './card-attempt';

// The one checkout: an order of one or more items paid by card. Each kind of item (a schedule change's
// difference, and next a tour booking, a partner adventure) plugs in through CheckoutItem, a file of its own;
// nothing here knows what is sold. The items are priced, held while the bank is asked, then settled in the
// same transaction that records the payment's approval, so a payment is never recorded without what it
// bought, nor the other way round; an item that can no longer be sold gets the whole charge back.

/** What an item throws when it can no longer be sold (a seat taken meanwhile, a timeslot sold out). */
export class ItemRefused extends Error {
  constructor(
    readonly code: string,
    readonly field?: string,
    /** Shown with the code (the seat numbers taken). */
    readonly detail?: string,
  ) {
    super(code);
  }
}

export interface SettledPayment {
  chargeId: string;
  /** The attempt's idempotency key. */
  key: string;
}

export interface CheckoutItem<Receipt = unknown> {
  /** What it costs, MXN cents, as the order is priced now. */
  priceCents(): Promise<number>;
  /**
   * Keeps what it sells while the bank is asked; throws ItemRefused when it is gone. Called on every request
   * that brings a card, a repeated one too: holding what this order already holds must change nothing.
   */
  hold(): Promise<void>;
  /** Sells it in the transaction that records the approval; throws ItemRefused when it can no longer be sold. */
  settle(tx: Database, payment: SettledPayment): Promise<Receipt>;
  /** Lets go what `hold` kept (a decline, a refusal). */
  release(): Promise<void>;
}

export type CheckoutRequest = Omit<AttemptRequest, 'amountCents'>;

export type CheckoutOutcome<Receipt> =
  | { status: 'paid'; payment: SettledPayment; receipts: Receipt[] }
  | { status: 'challenge' }
  | { status: 'declined'; reason: string }
  | { status: 'refused'; code: string; field?: string; detail?: string };

const refusedBy = (error: ItemRefused) => ({ status: 'refused' as const, code: error.code, ...(error.field ? { field: error.field } : {}), ...(error.detail ? { detail: error.detail } : {}) });

async function releaseAll(items: readonly CheckoutItem[]): Promise<void> {
  for (const item of items) await item.release();
}

/**
 * Pays the order by card (with 3-D Secure when the bank asks) and settles its items. The same request
 * repeated (the same key) charges nothing more; of two concurrent ones, one settles and the other is told the
 * payment is under way.
 */
export async function checkoutByCard<Receipt>(deps: AttemptDeps, request: CheckoutRequest, items: ReadonlyArray<CheckoutItem<Receipt>>): Promise<CheckoutOutcome<Receipt>> {
  let amountCents = 0;
  for (const item of items) amountCents += await item.priceCents();
  if (request.card) {
    try {
      for (const item of items) await item.hold();
    } catch (error) {
      await releaseAll(items);
      if (error instanceof ItemRefused) return refusedBy(error);
      throw error;
    }
  }
  const paid = await payAttempt(deps, { ...request, amountCents });
  if (paid.status === 'challenge') return paid;
  if (paid.status === 'declined' || paid.status === 'refused') {
    await releaseAll(items);
    return paid.status === 'declined' ? paid : { status: 'refused', code: paid.code, field: paid.code === 'card_required' || paid.code === 'card_invalid' ? 'card' : 'idempotency_key' };
  }
  if (!paid.settle) return { status: 'refused', code: 'payment_in_progress', field: 'idempotency_key' };
  const payment = { chargeId: paid.chargeId, key: request.key };
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
      await refundAttempt(deps, request.key, paid.chargeId);
      await releaseAll(items);
    }
    return refusedBy(error);
  }
}
