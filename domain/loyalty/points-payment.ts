// Paying a reservation with points (docs/rules/loyalty.md#paying-with-points, decision 034). One point pays one MXN. A member has two pools:
// earned points (credited as traveller_win, spent as traveller_loyalty) and prepaid points (bought as
// traveller_purchased, spent as traveller_prepaid). A payment spends one pool; what points do not cover is
// paid in money by a card or a wallet, in the same transaction (both or neither).

/** The payment types a points payment is recorded as: earned or prepaid points. */
export const pointsPaymentTypes = ['traveller_loyalty', 'traveller_prepaid'] as const;
export type PointsPaymentType = (typeof pointsPaymentTypes)[number];

/** The ledger kinds of each pool: the credit kind, then the kind a payment debits. */
export const pointsPoolKinds: Record<PointsPaymentType, readonly [credit: string, debit: string]> = {
  traveller_loyalty: ['traveller_win', 'traveller_loyalty'],
  traveller_prepaid: ['traveller_purchased', 'traveller_prepaid'],
};

export function isPointsPaymentType(value: unknown): value is PointsPaymentType {
  return pointsPaymentTypes.includes(value as PointsPaymentType);
}

export interface PointsBalances {
  traveller_loyalty: number;
  traveller_prepaid: number;
}

export type PointsRefusal = 'points_invalid' | 'points_exceed_total' | 'insufficient_points';

/** Points in hundredths (the ledger keeps two decimals); NaN for a value with more decimals or not finite. */
export function pointsToCents(points: number): number {
  const cents = Math.round(points * 100);
  return Number.isFinite(points) && Math.abs(cents - points * 100) < 1e-6 ? cents : Number.NaN;
}

/**
 * How a total splits between points and money: the points asked for must be positive, in cents, not more
 * than the total and not more than the pool holds. Returns the money part in cents.
 */
export function splitWithPoints(totalCents: number, pointsCents: number, balanceCents: number): { ok: true; moneyCents: number } | { ok: false; code: PointsRefusal } {
  if (!Number.isInteger(pointsCents) || pointsCents <= 0) return { ok: false, code: 'points_invalid' };
  if (pointsCents > totalCents) return { ok: false, code: 'points_exceed_total' };
  if (pointsCents > balanceCents) return { ok: false, code: 'insufficient_points' };
  return { ok: true, moneyCents: totalCents - pointsCents };
}

/** The most points a traveller may apply: the pool's balance, never more than the total. */
export function maxPointsFor(totalCents: number, balanceCents: number): number {
  return Math.max(0, Math.min(totalCents, Math.floor(balanceCents)));
}
