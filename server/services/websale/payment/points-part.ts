import { pointsPoolKinds, type PointsPaymentType } from '../../../../domain/loyalty/points-payment';
import { toCents } from '../../../../domain/fares';
import type { Database } from '../../../db/database';
import { addLedgerEntry, lockMember, poolBalanceCents } from '../../loyalty';
import { claimPayment, linkMember, paymentByKey, updatePayment, type PaymentRow } from './payment.queries';

// The points part of a payment (decision 034). It is a payment row of its own (type traveller_loyalty or
// traveller_prepaid, method 'points'), keyed by the money payment's key + ':points', written in the money
// payment's transaction; the ledger is debited only when the whole payment is approved, so a declined card
// spends no points. Points earned (decision 024) are credited in the same transaction (loyalty/earned-points).

export interface PointsPlan {
  memberId: number;
  type: PointsPaymentType;
  cents: number;
}

export const pointsKeyOf = (moneyKey: string) => `${moneyKey}:points`;

/** Thrown inside the transaction when the pool no longer holds the points: everything rolls back. */
export class PointsShort extends Error {
  constructor() {
    super('insufficient_points');
  }
}

/**
 * Under the member's row lock: the pool still holds the points (a concurrent spend of the same balance
 * waits here, then sees the first one's debit). Records the points row as `process`.
 */
export async function reservePoints(tx: Database, money: PaymentRow, plan: PointsPlan, now: Date): Promise<PaymentRow> {
  await checkPool(tx, plan);
  const row = await claimPayment(tx, {
    reservationId: money.reservationId,
    type: plan.type,
    method: 'points',
    concept: money.concept,
    amount: (plan.cents / 100).toFixed(2),
    currency: 'MXN',
    idempotencyKey: pointsKeyOf(money.idempotencyKey ?? ''),
    seats: null,
    createdAt: now,
  });
  if (!row) throw new Error('points part claimed twice');
  await linkMember(tx, money.reservationId, plan.memberId, true, now);
  return row;
}

async function checkPool(tx: Database, plan: PointsPlan): Promise<void> {
  const member = await lockMember(tx, plan.memberId);
  if (!member?.active) throw new PointsShort();
  if ((await poolBalanceCents(tx, plan.memberId, plan.type)) < plan.cents) throw new PointsShort();
}

/** The points row waiting beside a money payment (3-D Secure), or undefined when it has none. */
export async function pointsPartOf(tx: Database, money: PaymentRow): Promise<PaymentRow | undefined> {
  return money.idempotencyKey ? paymentByKey(tx, pointsKeyOf(money.idempotencyKey)) : undefined;
}

/** The payment is approved: the points row is approved and the pool debited, in the same transaction. */
export async function spendPoints(tx: Database, points: PaymentRow, memberId: number, code: string, now: Date): Promise<void> {
  const type = points.type as PointsPaymentType;
  await checkPool(tx, { memberId, type, cents: toCents(points.amount) });
  await updatePayment(tx, points.id, { status: 'approved', confirmedAt: now });
  await addLedgerEntry(tx, { memberId, kind: pointsPoolKinds[type][1], cents: -toCents(points.amount), reservationCode: code, description: `Pago de la reservación ${code}`, now });
}

/** Whether the member's pool still holds a waiting points part (under the member's lock, kept to the commit). */
export async function pointsStillThere(tx: Database, points: PaymentRow, memberId: number | null): Promise<boolean> {
  if (memberId === null) return false;
  const member = await lockMember(tx, memberId);
  return Boolean(member?.active) && (await poolBalanceCents(tx, memberId, points.type as PointsPaymentType)) >= toCents(points.amount);
}

export async function declinePoints(tx: Database, points: PaymentRow, reason: string): Promise<void> {
  await updatePayment(tx, points.id, { status: 'decline', declineReason: reason });
}
