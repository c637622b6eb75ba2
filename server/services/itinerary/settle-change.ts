import { randomBytes } from 'node:crypto';
import { settlementOf, type Settlement } from '../../../domain/itinerary/change-rules';
import { checkCard, type CardInput } from '../../../domain/payments/card-rules';
import type { ResolvedDeps } from '../service-deps';
import { refuse, success, type Outcome } from '../../platform/failure';
import type { ReservationRow } from '../reservations';
import { settledPayment } from '../reservations';
import { changeCount, settleChange } from './change.queries';
import { cardChargeOf } from './itinerary.queries';

// A schedule change's fare difference through the payment adapter (decision 033): a dearer bus is charged to
// the card the traveller gives, before the move (and given back if the move fails); a cheaper one comes back
// to the card the reservation was paid with, after the move, or as store credit (a SC-… code at the office).

export async function settlementFor(deps: ResolvedDeps, reservationId: number, payment: ReservationRow['paymentStatus'], diffCents: number): Promise<Settlement | 'fare_difference_unpaid'> {
  if (diffCents === 0) return 'none';
  const paid = await settledPayment(deps.db, reservationId);
  return settlementOf(diffCents, payment, paid?.method ?? null);
}

/**
 * Charges the difference to the card; the charge id, or the refusal the traveller sees. The adapter's key is
 * the attempt's, under the reservation's: the same request repeated (a double click, a retried call) gets the
 * first answer and never a second charge, and a new card after a decline is a new attempt that the declined
 * one cannot block (a key per change of the reservation made every later card collide with the declined one).
 */
export async function chargeDifference(deps: ResolvedDeps, row: ReservationRow, cents: number, card: CardInput | undefined, attemptKey: string | undefined): Promise<Outcome<string, 'itinerary'>> {
  if (!card) return refuse<'itinerary'>(400, 'card_required', 'card');
  if (!attemptKey) return refuse<'itinerary'>(400, 'idempotency_key_required', 'idempotency_key');
  if (!checkCard(card, deps.clock.now()).ok) return refuse<'itinerary'>(400, 'invalid_request', 'card');
  const key = `change-${row.id}-${await changeCount(deps.db, row.id)}-${attemptKey}`;
  const result = await deps.payments.gateway.charge({ amountCents: cents, currency: 'MXN', method: { type: 'card', card }, idempotencyKey: key, reservationCode: row.code });
  if (result.status !== 'approved') return refuse<'itinerary'>(409, 'payment_declined', 'card');
  return success(result.chargeId);
}

/** The move failed after the charge: the whole charge goes back. */
export async function undoCharge(deps: ResolvedDeps, chargeId: string, cents: number, reservationId: number): Promise<void> {
  await deps.payments.gateway.refund({ chargeId, amountCents: cents, idempotencyKey: `undo-${chargeId}-${reservationId}`, reason: 'duplicate' });
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
