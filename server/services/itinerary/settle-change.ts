import { randomBytes } from 'node:crypto';
import { settlementOf, type Settlement } from '../../../domain/itinerary/change-rules';
import type { CardInput } from '../../../domain/payments/card-rules';
import { checkoutByCard } from '../../payments/checkout/checkout';
import type { ResolvedDeps } from '../service-deps';
import { refuse, success, type Outcome } from '../../platform/failure';
import type { ErrorCode } from '../../../domain/errors/catalogue.gen';
import type { ReservationRow } from '../reservations';
import { countedRules } from '../websale';
import { settledPayment } from '../reservations';
import { changeDifferenceItem } from './change-difference.item';
import { changeCount, settleChange, type LegMove } from './change.queries';
import { cardChargeOf } from './itinerary.queries';

// A schedule change's fare difference through the payment adapter (decision 033): a dearer bus is charged to
// the card the traveller gives, before the move (and given back if the move fails); a cheaper one comes back
// to the card the reservation was paid with, after the move, or as store credit (a SC-… code at the office).

export async function settlementFor(deps: ResolvedDeps, reservationId: number, payment: ReservationRow['paymentStatus'], diffCents: number): Promise<Settlement | 'fare_difference_unpaid'> {
  if (diffCents === 0) return 'none';
  const paid = await settledPayment(deps.db, reservationId);
  return settlementOf(diffCents, payment, paid?.method ?? null);
}

/** The card payment of a dearer bus's difference: the attempt's key under the reservation's change count. */
export interface DifferencePayment {
  card?: CardInput;
  /** The attempt's key from the client (one per confirmation with a card; the challenge's answer repeats it). */
  attemptKey?: string;
  challengeCode?: string;
}

/**
 * Pays a dearer bus through the checkout: the difference charged to the card (through 3-D Secure when the bank
 * asks) and the leg moved in the transaction that records the payment; the change's id and the charge, or the
 * refusal the traveller sees. The key is the client's attempt under the reservation's change count: the same
 * request repeated (a double click, a retried call, the challenge's answer) finds the first attempt and never
 * charges twice; a new card after a decline is a new attempt the declined one cannot block.
 */
export async function payForMove(deps: ResolvedDeps, row: ReservationRow, move: Omit<LegMove, 'reference'>, pay: DifferencePayment): Promise<Outcome<{ changeId: number; chargeId: string }, 'itinerary'>> {
  if (!pay.attemptKey) return refuse<'itinerary'>(400, 'idempotency_key_required', 'idempotency_key');
  const count = await changeCount(deps.db, row.id);
  const outcome = await checkoutByCard(
    { db: deps.db, clock: deps.clock, gateway: deps.payments.gateway },
    { key: `change-${row.id}-${count}-${pay.attemptKey}`, orderRef: `change:${row.id}:${count}`, reservationId: row.id, reservationCode: row.code, card: pay.card, challengeCode: pay.challengeCode },
    [changeDifferenceItem(countedRules(deps.config), move)],
  );
  switch (outcome.status) {
    case 'paid':
      return success({ changeId: outcome.receipts[0]!.changeId, chargeId: outcome.payment.chargeId });
    case 'challenge':
      return refuse<'itinerary'>(402, 'payment_challenge_required', 'challenge_code');
    case 'declined':
      return refuse<'itinerary'>(409, 'payment_declined', 'card');
    default:
      if (outcome.code === 'card_invalid') return refuse<'itinerary'>(400, 'invalid_request', 'card');
      return refuse<'itinerary'>(409, outcome.code as ErrorCode<'itinerary'>, outcome.field ?? 'idempotency_key', outcome.detail);
  }
}

/** Gives back a cheaper fare's difference: to the card it was paid with, or as store credit. */
export async function returnDifference(deps: ResolvedDeps, reservationId: number, changeId: number, cents: number, settlement: 'card_refund' | 'store_credit') {
  let reference: string | null = null;
  let settledBy: 'card_refund' | 'store_credit' = settlement;
  if (settlement === 'card_refund') {
    const charge = await cardChargeOf(deps.db, reservationId);
    if (charge) {
      const amountCents = charge.chargedCents === null ? cents : Math.floor((cents * charge.chargedCents) / Math.max(1, charge.amountCents));
      const refund = await deps.payments.gateway.refund({ chargeId: charge.chargeId, amountCents, idempotencyKey: `change-refund-${changeId}`, reason: 'cancellation' });
      if (refund.status === 'refunded') reference = refund.refundId;
    }
    // A card the adapter cannot refund gets the same amount as store credit.
    if (reference === null) settledBy = 'store_credit';
  }
  if (settledBy === 'store_credit') reference = `SC-${randomBytes(5).toString('hex').toUpperCase()}`;
  await settleChange(deps.db, changeId, settledBy, reference);
  return { settledBy, reference };
}
