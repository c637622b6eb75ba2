import { pointsEarned } from '../../../domain/loyalty/earning';
import { pointsPoolKinds, type PointsPaymentType } from '../../../domain/loyalty/points-payment';
import type { Database } from '../../db/database';
import { addLedgerEntry, memberTier, reservationEntriesCents } from './points.queries';

// Points earned on a paid trip and taken back when it is refunded (decisions 024 and 034), always inside the
// transaction that records the payment or the refund, so the ledger and the money move together.

const EARNED = pointsPoolKinds.traveller_loyalty[0];

/** The money part of a paid trip earns the member's tier rate (the points part earns nothing). */
export async function creditEarnedPoints(tx: Database, memberId: number | null, moneyCents: number, code: string, now: Date): Promise<void> {
  if (memberId === null || moneyCents <= 0) return;
  const tier = await memberTier(tx, memberId);
  if (!tier) return;
  const earned = Math.round(pointsEarned(moneyCents / 100, tier) * 100);
  if (earned <= 0) return;
  await addLedgerEntry(tx, { memberId, kind: EARNED, cents: earned, reservationCode: code, description: `Puntos ganados en la reservación ${code}`, now });
}

/**
 * A refund of `refundCents` takes back what that money earned, at the tier rate, never more than the
 * reservation's earned points still standing (a second refund of the same trip takes back only the rest).
 */
export async function takeBackEarnedPoints(tx: Database, memberId: number | null, refundCents: number, code: string, now: Date): Promise<void> {
  if (memberId === null || refundCents <= 0) return;
  const tier = await memberTier(tx, memberId);
  if (!tier) return;
  const standing = await reservationEntriesCents(tx, memberId, code, EARNED);
  const back = Math.min(standing, Math.round(pointsEarned(refundCents / 100, tier) * 100));
  if (back <= 0) return;
  await addLedgerEntry(tx, { memberId, kind: EARNED, cents: -back, reservationCode: code, description: `Puntos retirados por el reembolso de ${code}`, now });
}

/**
 * A cancellation gives back the points a reservation spent (their share of the refund, decision 038), to
 * the pool they came from, never more than the reservation's spend still standing.
 */
export async function giveBackSpentPoints(tx: Database, memberId: number | null, pool: PointsPaymentType, cents: number, code: string, now: Date): Promise<number> {
  if (memberId === null || cents <= 0) return 0;
  const spent = -(await reservationEntriesCents(tx, memberId, code, pointsPoolKinds[pool][1]));
  const back = Math.min(spent, cents);
  if (back <= 0) return 0;
  await addLedgerEntry(tx, { memberId, kind: pointsPoolKinds[pool][1], cents: back, reservationCode: code, description: `Puntos devueltos por la cancelación de ${code}`, now });
  return back;
}
