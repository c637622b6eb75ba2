import type { LoyaltyTier } from './tiers';

// Points earned on a paid trip (decision 024): the "loyalty average rates by tier 1 to 5" (docs/rules/loyalty.md#earning-points) read as the
// percentage of the amount paid in money that comes back as points (1 point pays 1 MXN), the programme's
// three tiers taking the first three rates. Points paid with points earn nothing.

export const earningRatePercent: Record<LoyaltyTier, number> = { classic: 10.53, gold: 11.65, platinum: 13.17 };

/** Points for `paidMxn` paid in money, rounded down to the cent (the ledger keeps 2 decimals). */
export function pointsEarned(paidMxn: number, tier: LoyaltyTier): number {
  if (!(paidMxn > 0)) return 0;
  return Math.floor(paidMxn * earningRatePercent[tier]) / 100;
}
