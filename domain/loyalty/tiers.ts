// The programme's tiers (docs/rules/loyalty.md#tiers) and what each brings (docs/rules/loyalty.md#luggage-by-tier). Decision 024 records how the average
// rates by tier become earning rates.

export const loyaltyTiers = ['classic', 'gold', 'platinum'] as const;
export type LoyaltyTier = (typeof loyaltyTiers)[number];

export interface TierLuggage {
  /** Checked bags of `kgPerBag` each. */
  bags: number;
  kgPerBag: number;
  /** One sports item or musical instrument. */
  sportsOrInstrument: number;
  handBags: number;
}

const bagsByTier: Record<LoyaltyTier, number> = { classic: 3, gold: 4, platinum: 5 };

export function tierLuggage(tier: LoyaltyTier): TierLuggage {
  return { bags: bagsByTier[tier], kgPerBag: 35, sportsOrInstrument: 1, handBags: 2 };
}

/** Card numbers start with the tier's prefix at issue (the seeds: 31…, 32…, 33…); a card keeps its number. */
export const cardPrefixByTier: Record<LoyaltyTier, string> = { classic: '31', gold: '32', platinum: '33' };

export function isLoyaltyTier(value: string): value is LoyaltyTier {
  return (loyaltyTiers as readonly string[]).includes(value);
}
