import { isPointsPaymentType, pointsPoolKinds, pointsToCents, splitWithPoints, type PointsPaymentType } from '../../../../domain/loyalty/points-payment';
import type { Database } from '../../../db/database';
import { centsToAmount } from '../../../../domain/fares';
import { refuse, success, type Outcome } from '../../../platform/failure';
import { addLedgerEntry, giveBackSpentPoints, lockMember, memberOfSession, poolBalanceCents } from '../../loyalty';
import type { ResolvedDeps } from '../../service-deps';
import type { BookingRow } from './sale.queries';

// A frequent traveller's points paying a tour booking (decision 069; the bus's are decision 034): one pool, one
// point one MXN, the card paying what they leave. They are checked with the member's session when the payment is
// asked, kept on the booking while the bank answers, and debited under the member's row lock in the transaction
// that confirms the booking, so a pool is never spent below zero and two payments of one balance cannot both
// pass. A cancellation gives them back to the pool they came from.

export interface TourPointsPlan {
  memberId: number;
  type: PointsPaymentType;
  cents: number;
}

/** Thrown inside the confirming transaction when the pool no longer holds the points: everything rolls back. */
export class TourPointsShort extends Error {
  constructor() {
    super('insufficient_points');
  }
}

/**
 * The points asked for, checked against the session, the total and the pool: the session first (no member, no
 * points), then the amount, then the balance, as the bus payment checks them.
 */
export async function planTourPoints(
  deps: ResolvedDeps,
  totalCents: number,
  points: { type: string; amount: number },
  session: string | undefined,
): Promise<Outcome<TourPointsPlan, 'tours'>> {
  const memberId = await memberOfSession(deps.db, session, deps.clock.now());
  if (memberId === null) return refuse<'tours'>(401, 'traveller_session_invalid', 'session');
  if (!isPointsPaymentType(points.type)) return refuse<'tours'>(400, 'points_invalid', 'points.type');
  const cents = pointsToCents(points.amount);
  const balance = Math.max(0, await poolBalanceCents(deps.db, memberId, points.type));
  const split = splitWithPoints(totalCents, cents, balance);
  if (!split.ok) return refuse<'tours'>(split.code === 'insufficient_points' ? 409 : 400, split.code, 'points.amount');
  return success({ memberId, type: points.type, cents });
}

/** The plan a booking keeps for its waiting attempt (a 3-D Secure challenge), or null when it pays no points. */
export function keptPointsPlan(row: BookingRow): TourPointsPlan | null {
  if (row.pointsCents === null || row.loyaltyMemberId === null || !isPointsPaymentType(row.pointsType)) return null;
  return { memberId: row.loyaltyMemberId, type: row.pointsType, cents: row.pointsCents };
}

/** Whether the pool still holds the points (read before the bank is asked; the spend checks again under the lock). */
export async function poolHolds(db: Database, plan: TourPointsPlan): Promise<boolean> {
  return (await poolBalanceCents(db, plan.memberId, plan.type)) >= plan.cents;
}

/** Debits the points under the member's row lock, in the transaction that confirms the booking with `code`. */
export async function spendTourPoints(tx: Database, plan: TourPointsPlan, code: string, now: Date): Promise<void> {
  const member = await lockMember(tx, plan.memberId);
  if (!member?.active || (await poolBalanceCents(tx, plan.memberId, plan.type)) < plan.cents) throw new TourPointsShort();
  await addLedgerEntry(tx, { memberId: plan.memberId, kind: pointsPoolKinds[plan.type][1], cents: -plan.cents, reservationCode: code, description: `Pago de la compra de tours ${code}`, now });
}

/** A cancelled booking's points back to their pool (never more than it spent); the points given back. */
export async function giveBackTourPoints(tx: Database, row: BookingRow, now: Date): Promise<number> {
  const plan = keptPointsPlan(row);
  if (!plan || row.code === null || row.status !== 'confirmed') return 0;
  return giveBackSpentPoints(tx, plan.memberId, plan.type, plan.cents, row.code, now);
}

/** The member's pools in MXN points (a negative pool shows 0), or null without a valid session. */
export async function memberPointsBalances(deps: ResolvedDeps, session: string | undefined) {
  const memberId = await memberOfSession(deps.db, session, deps.clock.now());
  if (memberId === null) return null;
  const [earned, prepaid] = await Promise.all([poolBalanceCents(deps.db, memberId, 'traveller_loyalty'), poolBalanceCents(deps.db, memberId, 'traveller_prepaid')]);
  return { traveller_loyalty: centsToAmount(Math.max(0, earned)), traveller_prepaid: centsToAmount(Math.max(0, prepaid)) };
}
